import type { IdentityServer } from '../identity-server';
import { passwordMatchesVerifier, storedVerifierOf } from '../srp/password-verifier';
import { verifiedAccessToken } from './access-token';
import { assertPasswordPolicy } from './account-operations';
import { assertNotLockedOut, signInFailed, signInPasswordAccepted } from './attempt-checks';
import { requiredString, type JsonObject } from './request-fields';

/**
 * ChangePassword, answered here rather than by cognito-local (which compares the previous
 * password with a stored one, and none is stored): the previous password is checked against the
 * user's verifier, a wrong one counting towards the lockout as at sign-in, and the new one is
 * handed to the store, which keeps its salt and verifier.
 */
export async function changePassword(identity: IdentityServer, request: JsonObject): Promise<Record<string, never>> {
  const { pool, user } = await verifiedAccessToken(identity, request.AccessToken);
  const previous = requiredString(request, 'PreviousPassword');
  assertPasswordPolicy(request.ProposedPassword);
  const attempts = await assertNotLockedOut(identity, pool, user);
  const stored = storedVerifierOf(user);
  if (!stored || !(await passwordMatchesVerifier(pool.config.userPoolId, user.Username, previous, stored))) return signInFailed(identity, pool, user);
  await signInPasswordAccepted(identity, pool, user, attempts);
  await pool.userPool.saveUser(identity.ctx, { ...user, Password: request.ProposedPassword as string, UserLastModifiedDate: identity.services.clock.get() });
  return {};
}
