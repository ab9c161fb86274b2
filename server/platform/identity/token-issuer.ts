import { randomUUID } from 'node:crypto';
import { createLocalJWKSet, errors, jwtVerify, SignJWT, type JSONWebKeySet, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { IdentityConfig } from '../auth/identity-config';
import { attributeValue, type AppClient, type StoredUser, type TokenGenerator, type Tokens } from './cognito-local';
import { TOKEN_LIFETIMES } from './pool-settings';
import type { SigningKeys } from './signing-key';

export interface RefreshTokenClaims {
  sub: string;
  username: string;
  clientId: string;
  userPoolId: string;
  authTime: number;
  originJti: string;
}

export interface AccessTokenClaims {
  sub: string;
  username: string;
  clientId: string;
  userPoolId: string;
  issuedAt: number;
  originJti: string;
}

/**
 * Issues Cognito-shaped tokens (the claims of a real user pool, with phone_number and
 * origin_jti which cognito-local leaves out), signed with the identity server's own key. Used by
 * the shim and, through the `TokenGenerator` interface, by cognito-local's own operations.
 * Signs with the current key; tokens signed with the previous one (before the last rotation)
 * still verify, and both are published. A token signed with a key this process does not know
 * (another process rotated and restarted first) makes it read the keys again (`reload`), at
 * most every few seconds, and take the new ones.
 */
export function createTokenIssuer(
  config: IdentityConfig,
  keys: SigningKeys,
  now: () => Date = () => new Date(),
  reload?: () => Promise<SigningKeys>,
) {
  let state = keyState(keys);
  let lastReload = 0;
  async function reloaded(): Promise<boolean> {
    if (!reload || Date.now() - lastReload < KEY_RELOAD_INTERVAL_MS) return false;
    lastReload = Date.now();
    const fresh = keyState(await reload());
    const known = state.published.keys.map((jwk) => jwk.kid).join();
    if (fresh.published.keys.map((jwk) => jwk.kid).join() === known) return false;
    state = fresh;
    return true;
  }
  const verifyingKeys: JWTVerifyGetKey = async (header, token) => {
    try {
      return await state.verifying(header, token);
    } catch (error) {
      if (error instanceof errors.JWKSNoMatchingKey && (await reloaded())) return state.verifying(header, token);
      throw error;
    }
  };
  const issuerOf = (userPoolId: string) => `${config.issuerDomain}/${userPoolId}`;
  const issuers = Object.values(config.pools).map((pool) => issuerOf(pool.userPoolId));

  async function sign(claims: JWTPayload, options: { issuer: string; audience?: string; lifetimeSeconds: number; issuedAt: number }) {
    const key = state.key;
    let jwt = new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: key.kid })
      .setIssuer(options.issuer)
      .setIssuedAt(options.issuedAt)
      .setExpirationTime(options.issuedAt + options.lifetimeSeconds)
      .setJti(randomUUID());
    if (options.audience) jwt = jwt.setAudience(options.audience);
    return jwt.sign(key.privateKey);
  }

  async function issue(
    user: StoredUser,
    groups: readonly string[],
    client: AppClient,
    session?: { authTime: number; originJti: string },
  ): Promise<Tokens & { ExpiresIn: number }> {
    const issuedAt = Math.floor(now().getTime() / 1000);
    const authTime = session?.authTime ?? issuedAt;
    const originJti = session?.originJti ?? randomUUID();
    const eventId = randomUUID();
    const sub = attributeValue(user, 'sub') ?? user.Username;
    const issuer = issuerOf(client.UserPoolId);
    const groupClaim = groups.length ? { 'cognito:groups': [...groups] } : {};
    const email = attributeValue(user, 'email');
    const phone = attributeValue(user, 'phone_number');
    const customAttributes = Object.fromEntries(
      user.Attributes.filter((attribute) => attribute.Name.startsWith('custom:')).map((attribute) => [attribute.Name, attribute.Value]),
    );
    const idToken = await sign(
      {
        sub,
        'cognito:username': user.Username,
        token_use: 'id',
        auth_time: authTime,
        event_id: eventId,
        origin_jti: originJti,
        ...(email ? { email, email_verified: attributeValue(user, 'email_verified') === 'true' } : {}),
        ...(phone ? { phone_number: phone, phone_number_verified: attributeValue(user, 'phone_number_verified') === 'true' } : {}),
        ...customAttributes,
        ...groupClaim,
      },
      { issuer, audience: client.ClientId, lifetimeSeconds: TOKEN_LIFETIMES.idTokenMinutes * 60, issuedAt },
    );
    const accessTokenSeconds = TOKEN_LIFETIMES.accessTokenMinutes * 60;
    const accessToken = await sign(
      {
        sub,
        username: user.Username,
        client_id: client.ClientId,
        token_use: 'access',
        scope: 'aws.cognito.signin.user.admin',
        auth_time: authTime,
        event_id: eventId,
        origin_jti: originJti,
        ...groupClaim,
      },
      { issuer, lifetimeSeconds: accessTokenSeconds, issuedAt },
    );
    // Cognito's refresh tokens are opaque; here a signed JWT the shim can check without a lookup.
    const refreshToken = await sign(
      { sub, username: user.Username, client_id: client.ClientId, token_use: 'refresh', auth_time: authTime, origin_jti: originJti },
      { issuer, lifetimeSeconds: TOKEN_LIFETIMES.refreshTokenDays * 86_400, issuedAt },
    );
    return { IdToken: idToken, AccessToken: accessToken, RefreshToken: refreshToken, ExpiresIn: accessTokenSeconds };
  }

  async function verify(token: string, tokenUse: 'access' | 'refresh'): Promise<JWTPayload | 'expired' | 'invalid'> {
    if (typeof token !== 'string' || token.length === 0 || token.length > 8192) return 'invalid';
    try {
      const { payload } = await jwtVerify(token, verifyingKeys, { issuer: issuers, algorithms: ['RS256'] });
      return payload.token_use === tokenUse ? payload : 'invalid';
    } catch (error) {
      return error instanceof errors.JWTExpired ? 'expired' : 'invalid';
    }
  }

  const poolIdOf = (payload: JWTPayload) => String(payload.iss ?? '').slice(config.issuerDomain.length + 1);
  /** What refresh and access tokens both say of their session. */
  const sessionClaimsOf = (payload: JWTPayload) => ({
    sub: String(payload.sub),
    username: String(payload.username),
    clientId: String(payload.client_id),
    userPoolId: poolIdOf(payload),
  });

  return {
    issue,

    /** The public half, as the pool's `/.well-known/jwks.json` publishes it. */
    jwks(): JSONWebKeySet {
      return { keys: state.published.keys.map((jwk) => ({ ...jwk })) };
    },

    /** The keys ID tokens are verified with (the API's trust in this identity). */
    verificationKeys: verifyingKeys,

    /** cognito-local's TokenGenerator, so tokens from its own operations look the same. */
    asTokenGenerator(): TokenGenerator {
      return { generate: (_ctx, user, groups, client) => issue(user, groups, client) };
    },

    async verifyRefreshToken(token: string): Promise<RefreshTokenClaims | 'expired' | 'invalid'> {
      const payload = await verify(token, 'refresh');
      if (typeof payload === 'string') return payload;
      return {
        ...sessionClaimsOf(payload),
        authTime: Number(payload.auth_time),
        originJti: String(payload.origin_jti),
      };
    },

    async verifyAccessToken(token: string): Promise<AccessTokenClaims | 'expired' | 'invalid'> {
      const payload = await verify(token, 'access');
      if (typeof payload === 'string') return payload;
      return {
        ...sessionClaimsOf(payload),
        issuedAt: Number(payload.iat),
        originJti: String(payload.origin_jti ?? ''),
      };
    },
  };
}

export type TokenIssuer = ReturnType<typeof createTokenIssuer>;

const KEY_RELOAD_INTERVAL_MS = 5_000;

function keyState(keys: SigningKeys) {
  const published: JSONWebKeySet = { keys: [keys.current.publicJwk, ...(keys.previous ? [keys.previous.publicJwk] : [])] };
  return { key: keys.current, published, verifying: createLocalJWKSet(published) };
}
