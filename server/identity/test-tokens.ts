import { SignJWT } from 'jose';
import { createRequire } from 'node:module';
import { createPrivateKey, randomUUID } from 'node:crypto';
import type { IdentityConfig, PoolName } from '../auth/identity-config';

const require = createRequire(import.meta.url);
const privateKey = require('cognito-local/lib/keys/cognitoLocal.private.json') as { pem: string };

/**
 * Mints an ID token exactly as the local identity server does (same key, issuer, audience,
 * claims), for server tests that need many patients' tokens without signing in each one.
 */
export async function mintIdToken(
  config: IdentityConfig,
  claims: { sub: string; username: string; pool?: PoolName; email?: string; emailVerified?: boolean; expiresInSeconds?: number },
): Promise<string> {
  const pool = config.pools[claims.pool ?? 'standard'];
  const key = createPrivateKey(privateKey.pem);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    'cognito:username': claims.username,
    token_use: 'id',
    email: claims.email,
    ...(claims.emailVerified === undefined ? {} : { email_verified: claims.emailVerified }),
    auth_time: now,
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
    .setSubject(claims.sub)
    .setIssuer(`${config.issuerDomain}/${pool.userPoolId}`)
    .setAudience(pool.clientId)
    .setIssuedAt(now - 1)
    .setExpirationTime(now + (claims.expiresInSeconds ?? 3600))
    .setJti(randomUUID())
    .sign(key);
}
