import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { createPrivateKey } from 'node:crypto';
import { createLocalJWKSet, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityConfig } from '../../../server/platform/auth/identity-config';
import { externalTokenTrust, localTokenTrust } from '../../../server/platform/auth/token-trust';
import { createTokenVerifier, VERIFIED_TOKEN_TTL_MS } from '../../../server/platform/auth/token-verifier';
import { generateSigningKey } from '../../../server/platform/identity/signing-key';
import { mintIdToken, testSigningKey, testTokenTrust } from '../support/test-tokens';

const config = identityConfig('http://127.0.0.1:4300/identity');
const trust = testTokenTrust(config);
const verifier = createTokenVerifier(trust);

describe('ID token verification', () => {
  it('accepts a token of either pool and says which', async () => {
    const standard = await mintIdToken(config, { sub: 's-1', username: 'pat@example.com', email: 'pat@example.com', emailVerified: true });
    expect(await verifier.verifyIdToken(standard)).toMatchObject({ sub: 's-1', username: 'pat@example.com', pool: 'standard', emailVerified: true });
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

  it('refuses a token signed with the key published in the cognito-local package, even with the right claims', async () => {
    const require = createRequire(import.meta.url);
    const published = require('cognito-local/lib/keys/cognitoLocal.private.json') as { pem: string };
    const now = Math.floor(Date.now() / 1000);
    const forged = await new SignJWT({ token_use: 'id', 'cognito:username': 'pat@example.com', origin_jti: 'o-1' })
      .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
      .setSubject('s-1')
      .setIssuer(`${config.issuerDomain}/${config.pools.standard.userPoolId}`)
      .setAudience(config.pools.standard.clientId)
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(createPrivateKey(published.pem));
    await expect(verifier.verifyIdToken(forged)).rejects.toThrow('invalid token');
    const localIdentity = createTokenVerifier(localTokenTrust(config, { keys: [generateSigningKey().publicJwk] }));
    await expect(localIdentity.verifyIdToken(forged)).rejects.toThrow('invalid token');
  });

  it('refuses the token of a revoked session ("session revoked")', async () => {
    const revoked = new Set(['ended-session']);
    const checking = createTokenVerifier(trust, { isSessionRevoked: async (jti) => revoked.has(jti) });
    await expect(checking.verifyIdToken(await mintIdToken(config, { sub: 's-1', username: 'p', originJti: 'ended-session' }))).rejects.toThrow('session revoked');
    expect((await checking.verifyIdToken(await mintIdToken(config, { sub: 's-1', username: 'p', originJti: 'live-session' }))).originJti).toBe('live-session');
  });
});

describe('a token verified before (remembered by its text)', () => {
  it('is still refused once its session is revoked, and once it expires', async () => {
    let clock = Date.now();
    const revoked = new Set<string>();
    const remembering = createTokenVerifier(trust, { isSessionRevoked: (jti) => revoked.has(jti), now: () => clock });
    const token = await mintIdToken(config, { sub: 's-1', username: 'p', originJti: 'session-1', expiresInSeconds: 120 });
    expect((await remembering.verifyIdToken(token)).sub).toBe('s-1');
    revoked.add('session-1');
    await expect(remembering.verifyIdToken(token)).rejects.toThrow('session revoked');
    revoked.clear();
    expect((await remembering.verifyIdToken(token)).sub).toBe('s-1');
    clock += 121_000;
    await expect(remembering.verifyIdToken(token)).rejects.toThrow('jwt expired');
  });

  it('is verified again after VERIFIED_TOKEN_TTL_MS: a token whose key is no longer trusted is then refused', async () => {
    let clock = Date.now();
    let keys = { keys: [testSigningKey().publicJwk] };
    const rotating = createTokenVerifier(localTokenTrust(config, (header, token) => createLocalJWKSet(keys)(header, token)), { now: () => clock });
    const token = await mintIdToken(config, { sub: 's-1', username: 'p' });
    expect((await rotating.verifyIdToken(token)).sub).toBe('s-1');
    keys = { keys: [generateSigningKey().publicJwk] };
    expect((await rotating.verifyIdToken(token)).sub).toBe('s-1');
    clock += VERIFIED_TOKEN_TTL_MS + 1;
    await expect(rotating.verifyIdToken(token)).rejects.toThrow('invalid token');
  });
});

describe('ID tokens of a configured issuer (e.g. a real Amazon Cognito pool)', () => {
  const key = generateSigningKey();
  const stranger = generateSigningKey();
  let server: Server;
  let jwksUrl: string;
  const issuer = 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_Partner01';

  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url !== '/pool/.well-known/jwks.json') return void response.writeHead(404).end();
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [key.publicJwk] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    jwksUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/pool/.well-known/jwks.json`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const sign = (signingKey: typeof key, claims: { iss?: string; aud?: string } = {}) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ token_use: 'id', 'cognito:username': 'partner-user', email: 'p@example.com', email_verified: true })
      .setProtectedHeader({ alg: 'RS256', kid: signingKey.kid })
      .setSubject('3f1c2a7e-0000-4000-8000-000000000001')
      .setIssuer(claims.iss ?? issuer)
      .setAudience(claims.aud ?? 'partnerclient')
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(signingKey.privateKey);
  };

  it('verifies against the JWKS URL, issuer and audience given by RX_ID_TOKEN_ISSUER, RX_JWKS_URL, RX_ID_TOKEN_AUDIENCE', async () => {
    const external = externalTokenTrust({ RX_ID_TOKEN_ISSUER: issuer, RX_JWKS_URL: jwksUrl, RX_ID_TOKEN_AUDIENCE: 'partnerclient' })!;
    const partner = createTokenVerifier(external);
    expect(await partner.verifyIdToken(await sign(key))).toMatchObject({ pool: 'standard', username: 'partner-user', emailVerified: true });
    await expect(partner.verifyIdToken(await sign(stranger))).rejects.toThrow('invalid token');
    await expect(partner.verifyIdToken(await sign(key, { aud: 'otherclient' }))).rejects.toThrow('invalid token');
    await expect(partner.verifyIdToken(await sign(key, { iss: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_Other' }))).rejects.toThrow('invalid token');
    // The local identity's tokens are not trusted any more.
    await expect(partner.verifyIdToken(await mintIdToken(config, { sub: 's-1', username: 'pat' }))).rejects.toThrow('invalid token');
  });

  it('derives the Cognito issuer and JWKS URL from COGNITO_USER_POOL_ID, COGNITO_CLIENT_ID and COGNITO_REGION', () => {
    const cognito = externalTokenTrust({
      COGNITO_USER_POOL_ID: 'us-east-1_Partner01',
      COGNITO_CLIENT_ID: 'partnerclient',
      COGNITO_BASIC_USER_POOL_ID: 'us-east-1_Basic01',
      COGNITO_BASIC_CLIENT_ID: 'basicclient',
    })!;
    expect(cognito.pools.map(({ name, issuer: iss, clientId }) => ({ name, iss, clientId }))).toEqual([
      { name: 'standard', iss: issuer, clientId: 'partnerclient' },
      { name: 'basic', iss: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_Basic01', clientId: 'basicclient' },
    ]);
    expect(externalTokenTrust({})).toBeUndefined();
    expect(() => externalTokenTrust({ COGNITO_USER_POOL_ID: 'us-east-1_Partner01' })).toThrow(/COGNITO_CLIENT_ID/);
    expect(() => externalTokenTrust({ RX_ID_TOKEN_ISSUER: issuer })).toThrow(/RX_JWKS_URL/);
  });
});
