import type { CodePurpose } from '../attempt-rules';
import type { StoredUser } from '../cognito-local';
import { identityErrors } from '../identity-errors';
import type { IdentityServer, PoolHandle } from '../identity-server';
import { findUser } from '../users';
import { userCodeMatches, type CodeField } from '../user-record-at-rest';
import { checkCode, codeUsed } from './attempt-checks';
import { requiredString, type JsonObject } from './request-fields';

/** What runs once cognito-local accepted the code: its counters go. */
export type AfterForward = () => Promise<void>;

/**
 * The attempt limits of the code operations cognito-local answers (it checks only equality):
 * the code must be within its validity and its tries before it is passed on. The stored code is
 * a keyed hash (`user-record-at-rest.ts`), checked here; cognito-local, which compares the
 * request's code with the stored value, is then handed the stored hash in its place.
 */
export async function checkConfirmationCode(identity: IdentityServer, request: JsonObject, purpose: 'sign-up' | 'forgot-password'): Promise<AfterForward> {
  const given = requiredString(request, 'ConfirmationCode');
  const pool = await identity.poolForClient(request.ClientId);
  const user = await findUser(identity, pool.userPool, request.Username);
  // An unknown username answers like a wrong code (no user existence errors).
  if (!user) throw identityErrors.codeMismatch();
  return checked(identity, pool, user, purpose, given, 'ConfirmationCode', request, 'ConfirmationCode');
}

/** The attribute code of the user of a verified access token (`verifiedAccessToken`). */
export async function checkAttributeCode(identity: IdentityServer, pool: PoolHandle, user: StoredUser, request: JsonObject): Promise<AfterForward> {
  const given = requiredString(request, 'Code');
  return checked(identity, pool, user, 'attribute', given, 'AttributeVerificationCode', request, 'Code');
}

async function checked(
  identity: IdentityServer,
  pool: PoolHandle,
  user: StoredUser,
  purpose: CodePurpose,
  given: string,
  field: CodeField,
  request: JsonObject,
  requestField: string,
): Promise<AfterForward> {
  await checkCode(identity, pool, user, purpose, userCodeMatches(identity.keyring, user, field, given));
  request[requestField] = user[field];
  return () => codeUsed(identity, pool, user, purpose);
}
