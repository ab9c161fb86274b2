import type { StoredUser } from '../cognito-local';
import { identityErrors } from '../identity-errors';
import type { IdentityServer, PoolHandle } from '../identity-server';
import { isSessionRevoked, lastGlobalSignOut } from '../revocations';

/**
 * The pool and user of a valid access token. cognito-local only decodes access tokens; here the
 * signature, issuer, expiry and a later GlobalSignOut are checked before any operation runs.
 */
export async function verifiedAccessToken(
  identity: IdentityServer,
  token: unknown,
): Promise<{ pool: PoolHandle; user: StoredUser; originJti: string }> {
  if (typeof token !== 'string' || token === '') throw identityErrors.invalidParameter('Missing required parameter AccessToken');
  const claims = await identity.tokens.verifyAccessToken(token);
  if (claims === 'expired') throw identityErrors.expiredAccessToken();
  if (claims === 'invalid') throw identityErrors.invalidAccessToken();
  const pool = await identity.poolForClient(claims.clientId);
  if (pool.config.userPoolId !== claims.userPoolId) throw identityErrors.invalidAccessToken();
  const signedOutAt = await lastGlobalSignOut(identity.db, claims.userPoolId, claims.sub);
  // Token times are whole seconds: a token from the second of the sign-out itself stays valid.
  if (signedOutAt && claims.issuedAt < Math.floor(signedOutAt.getTime() / 1000)) throw identityErrors.revokedAccessToken();
  if (claims.originJti && (await isSessionRevoked(identity.db, claims.originJti))) throw identityErrors.revokedAccessToken();
  const user = await pool.userPool.getUserByUsername(identity.ctx, claims.username);
  if (!user) throw identityErrors.userNotFound();
  if (!user.Enabled) throw identityErrors.userDisabled();
  return { pool, user, originJti: claims.originJti };
}
