import { describe, expect, it } from 'vitest';
import { identityConfig } from '../../../server/auth/identity-config';
import { createTokenVerifier } from '../../../server/auth/token-verifier';
import { mintIdToken } from '../../../server/identity/test-tokens';

const config = identityConfig('http://127.0.0.1:4300/identity');
const verifier = createTokenVerifier(config);

describe('ID token verification', () => {
  it('accepts a token of either pool and says which', async () => {
    const standard = await mintIdToken(config, { sub: 's-1', username: 'pat@example.com' });
    expect(await verifier.verifyIdToken(standard)).toMatchObject({ sub: 's-1', username: 'pat@example.com', pool: 'standard' });
    const basic = await mintIdToken(config, { sub: 's-2', username: 'link', pool: 'basic' });
    expect((await verifier.verifyIdToken(basic)).pool).toBe('basic');
  });

  it('says "jwt expired" for an expired token and "invalid token" for a foreign or broken one', async () => {
    const expired = await mintIdToken(config, { sub: 's-1', username: 'pat', expiresInSeconds: -10 });
    await expect(verifier.verifyIdToken(expired)).rejects.toThrow('jwt expired');
    const otherIssuer = await mintIdToken(identityConfig('http://evil.example'), { sub: 's-1', username: 'pat' });
    await expect(verifier.verifyIdToken(otherIssuer)).rejects.toThrow('invalid token');
    await expect(verifier.verifyIdToken('a.b.c')).rejects.toThrow('invalid token');
    await expect(verifier.verifyIdToken('')).rejects.toThrow('missing token');
  });
});
