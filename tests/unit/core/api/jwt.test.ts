import { describe, expect, it } from 'vitest';
import { isJwtExpired, jwtClaims, jwtExpiry } from '../../../../src/core/api/jwt';

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (claims: unknown) => `${part({ alg: 'RS256' })}.${part(claims)}.signature`;

describe('reading a JWT without checking it', () => {
  it('reads the claims, UTF-8 text included', () => {
    expect(jwtClaims(token({ sub: 'abc', name: 'José Núñez', email_verified: true }))).toEqual({ sub: 'abc', name: 'José Núñez', email_verified: true });
  });

  it('answers no claims for a token it cannot read', () => {
    for (const bad of ['', 'one-part', 'a.%%%.c', `a.${part(42)}.c`, `a.${part(null)}.c`]) expect(jwtClaims(bad)).toEqual({});
  });

  it('reads the expiry in seconds and compares it with a time in milliseconds', () => {
    const expiring = token({ exp: 1_000 });
    expect(jwtExpiry(expiring)).toBe(1_000);
    expect(jwtExpiry(token({ exp: '1000' }))).toBeUndefined();
    expect(isJwtExpired(expiring, 999_999)).toBe(false);
    expect(isJwtExpired(expiring, 1_000_000)).toBe(true);
    expect(isJwtExpired(token({}), Number.MAX_SAFE_INTEGER)).toBe(false);
  });
});
