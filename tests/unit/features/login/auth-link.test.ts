import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addressWithoutAuthParam, authParamOf, isAuthLinkToken } from '../../../../src/features/login/model/auth-link';

describe('auth link token: an opaque random value issued by the server', () => {
  it('accepts the server\'s tokens: 32 random bytes in base64url', () => {
    for (let i = 0; i < 20; i += 1) expect(isAuthLinkToken(randomBytes(32).toString('base64url'))).toBe(true);
  });
  it('refuses the old readable links (base64url JSON with the password) and anything else', () => {
    const old = Buffer.from(JSON.stringify({ u: 'link.basic@example.com', p: 'Demo#Pass2024' })).toString('base64url');
    expect(isAuthLinkToken(old)).toBe(false);
    for (const bad of ['', 'abc', '%%not-a-link', `${'A'.repeat(43)}=`, 'A'.repeat(44), `${'A'.repeat(42)}+`]) expect(isAuthLinkToken(bad)).toBe(false);
  });
});

describe('reading and removing the parameter', () => {
  it('finds the auth parameter', () => {
    expect(authParamOf('?auth=abc&conv_id=4')).toBe('abc');
    expect(authParamOf('?auth=')).toBe('');
    expect(authParamOf('?conv_id=4')).toBeNull();
  });
  it('removes only the auth parameter, keeping the path, the link parameters and the hash', () => {
    expect(addressWithoutAuthParam('https://portal.example.com/login?refill_event_id=7&auth=abc&conv_id=4#top')).toBe(
      '/login?refill_event_id=7&conv_id=4#top',
    );
    expect(addressWithoutAuthParam('https://portal.example.com/login?auth=abc')).toBe('/login');
  });
});
