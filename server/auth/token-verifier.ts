import { createLocalJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import { createRequire } from 'node:module';
import type { IdentityConfig, PoolName } from './identity-config';

const require = createRequire(import.meta.url);
/** cognito-local signs with a key published in its package: local use only (said at start-up). */
const publicKey = require('cognito-local/lib/keys/cognitoLocal.public.json') as { jwk: Record<string, string> };

export interface VerifiedIdentity {
  sub: string;
  username: string;
  pool: PoolName;
  email?: string;
  phoneNumber?: string;
  jti?: string;
  /** Seconds since epoch. */
  expiresAt: number;
}

export class TokenError extends Error {
  constructor(message: 'jwt expired' | 'invalid token' | 'missing token') {
    super(message);
    this.name = 'TokenError';
  }
}

export interface TokenVerifier {
  verifyIdToken(token: string): Promise<VerifiedIdentity>;
}

/** Verifies Cognito ID tokens of either pool against the pool's JWKS. */
export function createTokenVerifier(config: IdentityConfig): TokenVerifier {
  const jwks = createLocalJWKSet({ keys: [publicKey.jwk] });
  const pools = Object.values(config.pools);
  const issuers = pools.map((p) => `${config.issuerDomain}/${p.userPoolId}`);

  return {
    async verifyIdToken(token: string): Promise<VerifiedIdentity> {
      if (!token) throw new TokenError('missing token');
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(token, jwks, {
          issuer: issuers,
          audience: pools.map((p) => p.clientId),
          algorithms: ['RS256'],
        }));
      } catch (error) {
        throw new TokenError(error instanceof errors.JWTExpired ? 'jwt expired' : 'invalid token');
      }
      const pool = pools.find((p) => payload.iss === `${config.issuerDomain}/${p.userPoolId}`);
      if (!pool || payload.token_use !== 'id' || typeof payload.sub !== 'string') throw new TokenError('invalid token');
      return {
        sub: payload.sub,
        username: String(payload['cognito:username'] ?? ''),
        pool: pool.name,
        email: typeof payload.email === 'string' ? payload.email : undefined,
        phoneNumber: typeof payload.phone_number === 'string' ? payload.phone_number : undefined,
        jti: payload.jti,
        expiresAt: payload.exp ?? 0,
      };
    },
  };
}
