import type { CodePurpose } from '../attempt-rules';
import type { StoredUser } from '../cognito-local';
import { identityErrors } from '../identity-errors';
import type { IdentityServer, PoolHandle } from '../identity-server';
import { findUser } from '../users';
import { checkCode, codesMatch, codeUsed } from './attempt-checks';
import { requiredString, type JsonObject } from './request-fields';

/** What runs once cognito-local accepted the code: its counters go. */
export type AfterForward = () => Promise<void>;

/**
 * The attempt limits of the code operations cognito-local answers (it checks only equality):
 * the code must be within its validity and its tries before it is passed on.
 */
export async function checkConfirmationCode(identity: IdentityServer, request: JsonObject, purpose: 'sign-up' | 'forgot-password'): Promise<AfterForward> {
  const given = requiredString(request, 'ConfirmationCode');
  const pool = await identity.poolForClient(request.ClientId);
  const user = await findUser(identity, pool.userPool, request.Username);
  // An unknown username answers like a wrong code (no user existence errors).
  if (!user) throw identityErrors.codeMismatch();
  return checked(identity, pool, user, purpose, given, user.ConfirmationCode);
}

/** The attribute code of the user of a verified access token (`verifiedAccessToken`). */
export async function checkAttributeCode(identity: IdentityServer, pool: PoolHandle, user: StoredUser, request: JsonObject): Promise<AfterForward> {
  const given = requiredString(request, 'Code');
  return checked(identity, pool, user, 'attribute', given, user.AttributeVerificationCode);
}

async function checked(
  identity: IdentityServer,
  pool: PoolHandle,
  user: StoredUser,
  purpose: CodePurpose,
  given: string,
  expected: string | undefined,
): Promise<AfterForward> {
  await checkCode(identity, pool, user, purpose, codesMatch(expected, given));
  return () => codeUsed(identity, pool, user, purpose);
}
