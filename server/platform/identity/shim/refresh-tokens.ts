import { identityErrors } from '../identity-errors';
import type { IdentityServer, PoolHandle } from '../identity-server';
import { isRefreshTokenKept } from '../refresh-token-store';
import { isRefreshTokenRevoked } from '../revocations';
import type { JsonObject } from './request-fields';
import { requiredString } from './request-fields';

/**
 * New ID and access tokens for a refresh token of this app client (no new refresh token:
 * rotation is off). Refused after GlobalSignOut or RevokeToken, and for a disabled user.
 */
export async function refreshTokens(identity: IdentityServer, pool: PoolHandle, refreshToken: string) {
  const claims = await identity.tokens.verifyRefreshToken(refreshToken);
  if (claims === 'expired') throw identityErrors.expiredRefreshToken();
  if (claims === 'invalid' || claims.clientId !== pool.client.ClientId || claims.userPoolId !== pool.config.userPoolId) {
    throw identityErrors.invalidRefreshToken();
  }
  if (await isRefreshTokenRevoked(identity.db, refreshToken)) throw identityErrors.revokedRefreshToken();
  const user = await pool.userPool.getUserByUsername(identity.ctx, claims.username);
  if (!user || !(await isRefreshTokenKept(identity.db, pool.config.userPoolId, user.Username, refreshToken))) throw identityErrors.revokedRefreshToken();
  if (!user.Enabled) throw identityErrors.userDisabled();
  const groups = await pool.userPool.listUserGroupMembership(identity.ctx, user);
  const tokens = await identity.tokens.issue(user, groups, pool.client, { authTime: claims.authTime, originJti: claims.originJti });
  return { AccessToken: tokens.AccessToken, IdToken: tokens.IdToken, ExpiresIn: tokens.ExpiresIn, TokenType: 'Bearer' as const };
}

/** GetTokensFromRefreshToken: what aws-amplify 6.22 calls to refresh a session. */
export async function getTokensFromRefreshToken(identity: IdentityServer, request: JsonObject) {
  const pool = await identity.poolForClient(request.ClientId);
  return { AuthenticationResult: await refreshTokens(identity, pool, requiredString(request, 'RefreshToken')) };
}
