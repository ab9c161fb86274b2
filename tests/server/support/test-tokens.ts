import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { IdentityConfig, PoolName } from '../../../server/platform/auth/identity-config';
import { localTokenTrust, type TokenTrust } from '../../../server/platform/auth/token-trust';
import { generateSigningKey, type SigningKey } from '../../../server/platform/identity/signing-key';

let testKey: SigningKey | undefined;
/** A key made for this test process only; nothing outside tests trusts it. */
export function testSigningKey(): SigningKey {
  testKey ??= generateSigningKey();
  return testKey;
}

/** The pools of `config`, trusted with the test key (pass it to `buildApp({ identity })`). */
export function testTokenTrust(config: IdentityConfig): TokenTrust {
  return localTokenTrust(config, { keys: [testSigningKey().publicJwk] });
}

/**
 * Mints an ID token shaped like the local identity server's (issuer, audience, claims), signed
 * with the test key, for server tests that need many patients' tokens without signing in each one.
 */
export async function mintIdToken(
  config: IdentityConfig | TokenTrust,
  claims: {
    sub: string;
    username: string;
    pool?: PoolName;
    email?: string;
    emailVerified?: boolean;
    phoneNumber?: string;
    phoneNumberVerified?: boolean;
    originJti?: string;
    expiresInSeconds?: number;
  },
): Promise<string> {
  const { issuer, clientId } = poolOf(config, claims.pool ?? 'standard');
  const key = testSigningKey();
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    'cognito:username': claims.username,
    token_use: 'id',
    auth_time: now,
    origin_jti: claims.originJti ?? randomUUID(),
    ...(claims.email ? { email: claims.email, email_verified: claims.emailVerified ?? false } : {}),
    ...(claims.phoneNumber ? { phone_number: claims.phoneNumber, phone_number_verified: claims.phoneNumberVerified ?? false } : {}),
  })
    .setProtectedHeader({ alg: 'RS256', kid: key.kid })
    .setSubject(claims.sub)
    .setIssuer(issuer)
    .setAudience(clientId)
    .setIssuedAt(now - 1)
    .setExpirationTime(now + (claims.expiresInSeconds ?? 3600))
    .setJti(randomUUID())
    .sign(key.privateKey);
}

function poolOf(config: IdentityConfig | TokenTrust, name: PoolName): { issuer: string; clientId: string } {
  if (Array.isArray(config.pools)) {
    const pool = config.pools.find((candidate) => candidate.name === name);
    if (!pool) throw new Error(`No ${name} pool is trusted`);
    return pool;
  }
  const pool = (config as IdentityConfig).pools[name];
  return { issuer: `${(config as IdentityConfig).issuerDomain}/${pool.userPoolId}`, clientId: pool.clientId };
}
