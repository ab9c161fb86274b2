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
  /** True when the token's sign-in session was ended (GlobalSignOut, RevokeToken); `issuedAt` is the token's `iat`. */
  isSessionRevoked?: (originJti: string, issuedAt?: number) => Promise<boolean> | boolean;
  /** The clock (milliseconds), for the expiry of tokens verified before. */
  now?: () => number;
}

/** A token whose signature, issuer and audience were checked is remembered this long at most (or until it expires). */
export const VERIFIED_TOKEN_TTL_MS = 5 * 60 * 1000;
/** Tokens remembered at once; past it the oldest are forgotten (verified again when they come back). */
const VERIFIED_TOKEN_LIMIT = 20_000;

/**
 * Verifies Cognito ID tokens of the trusted pools: signature (the pool's JWKS), issuer, audience,
 * expiry, revocation. The signature check (RS256) is the costly part: a token already verified is
 * remembered by its exact text for a few minutes, so the next requests that carry it check only
 * its expiry and its session's revocation, both at every request.
 */
export function createTokenVerifier(trust: TokenTrust, options: TokenVerifierOptions = {}): TokenVerifier {
  const now = options.now ?? (() => Date.now());
  const verified = new Map<string, { identity: VerifiedIdentity; issuedAt?: number; until: number }>();
  const checkSession = async (identity: VerifiedIdentity, issuedAt: number | undefined) => {
    if (identity.originJti && (await options.isSessionRevoked?.(identity.originJti, issuedAt))) throw new TokenError('session revoked');
    return { ...identity };
  };
  return {
    async verifyIdToken(token: string): Promise<VerifiedIdentity> {
      if (!token) throw new TokenError('missing token');
      const known = verified.get(token);
      if (known) {
        const at = now();
        if (known.identity.expiresAt <= Math.floor(at / 1000)) throw new TokenError('jwt expired');
        if (at < known.until) return checkSession(known.identity, known.issuedAt);
        verified.delete(token);
      }
      const identity = await verifySignedToken(token);
      const issuedAt = identity.issuedAt;
      delete identity.issuedAt;
      if (verified.size >= VERIFIED_TOKEN_LIMIT) verified.delete(verified.keys().next().value!);
      verified.set(token, { identity, issuedAt, until: now() + VERIFIED_TOKEN_TTL_MS });
      return checkSession(identity, issuedAt);
    },
  };

  async function verifySignedToken(token: string): Promise<VerifiedIdentity & { issuedAt?: number }> {
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
      issuedAt: payload.iat,
    };
  }
}

function unverifiedIssuer(token: string): string | undefined {
  try {
    return decodeJwt(token).iss;
  } catch {
    return undefined;
  }
}
