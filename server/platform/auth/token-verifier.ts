import { decodeJwt, errors, jwtVerify, type JWTPayload } from 'jose';
import type { PoolName } from './identity-config';
import type { TokenTrust } from './token-trust';

export interface VerifiedIdentity {
  sub: string;
  username: string;
  pool: PoolName;
  email?: string;
  emailVerified: boolean;
  phoneNumber?: string;
  phoneNumberVerified: boolean;
  jti?: string;
  /** The sign-in session the token belongs to (Cognito's `origin_jti`). */
  originJti?: string;
  /** Seconds since epoch. */
  expiresAt: number;
}

export class TokenError extends Error {
  constructor(message: 'jwt expired' | 'invalid token' | 'missing token' | 'session revoked') {
    super(message);
    this.name = 'TokenError';
  }
}

export interface TokenVerifier {
  verifyIdToken(token: string): Promise<VerifiedIdentity>;
}

export interface TokenVerifierOptions {
  /** True when the token's sign-in session was ended (GlobalSignOut, RevokeToken). */
  isSessionRevoked?: (originJti: string) => Promise<boolean>;
}

/** Verifies Cognito ID tokens of the trusted pools: signature (the pool's JWKS), issuer, audience, expiry, revocation. */
export function createTokenVerifier(trust: TokenTrust, options: TokenVerifierOptions = {}): TokenVerifier {
  return {
    async verifyIdToken(token: string): Promise<VerifiedIdentity> {
      if (!token) throw new TokenError('missing token');
      const pool = trust.pools.find((candidate) => candidate.issuer === unverifiedIssuer(token));
      if (!pool) throw new TokenError('invalid token');
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(token, pool.keys, { issuer: pool.issuer, audience: pool.clientId, algorithms: ['RS256'] }));
      } catch (error) {
        throw new TokenError(error instanceof errors.JWTExpired ? 'jwt expired' : 'invalid token');
      }
      if (payload.token_use !== 'id' || typeof payload.sub !== 'string') throw new TokenError('invalid token');
      const originJti = typeof payload.origin_jti === 'string' ? payload.origin_jti : undefined;
      if (originJti && (await options.isSessionRevoked?.(originJti))) throw new TokenError('session revoked');
      return {
        sub: payload.sub,
        username: String(payload['cognito:username'] ?? ''),
        pool: pool.name,
        email: typeof payload.email === 'string' ? payload.email : undefined,
        emailVerified: payload.email_verified === true || payload.email_verified === 'true',
        phoneNumber: typeof payload.phone_number === 'string' ? payload.phone_number : undefined,
        phoneNumberVerified: payload.phone_number_verified === true || payload.phone_number_verified === 'true',
        jti: payload.jti,
        originJti,
        expiresAt: payload.exp ?? 0,
      };
    },
  };
}

function unverifiedIssuer(token: string): string | undefined {
  try {
    return decodeJwt(token).iss;
  } catch {
    return undefined;
  }
}
