import { afterSignInFailure, codeVerdict, isLockedOut, NO_ATTEMPTS, type AttemptState, type CodePurpose } from '../attempt-rules';
import { clearAttempts, codeFailed, readAttempts, writeAttempts, type AttemptKey } from '../attempts';
import type { StoredUser } from '../cognito-local';
import { identityErrors } from '../identity-errors';
import type { IdentityServer, PoolHandle } from '../identity-server';
import { subOf } from '../users';
import { auditIdentityEvent } from './identity-audit';

const keyOf = (pool: PoolHandle, user: StoredUser): AttemptKey => ({ userPoolId: pool.config.userPoolId, sub: subOf(user) });

/**
 * Before a password is checked: NotAuthorizedException "Password attempts exceeded" during a
 * lockout. Returns the attempts it read, for `signInPasswordAccepted`.
 */
export async function assertNotLockedOut(identity: IdentityServer, pool: PoolHandle, user: StoredUser): Promise<AttemptState> {
  const state = await readAttempts(identity.db, keyOf(pool, user), 'sign-in');
  if (isLockedOut(state, identity.services.clock.get())) {
    await auditIdentityEvent(identity.db, 'sign_in_failed', subOf(user), 'locked_out');
    throw identityErrors.passwordAttemptsExceeded();
  }
  return state;
}

/** A wrong password: counted (maybe starting a lockout), then answered as Cognito does. */
export async function signInFailed(identity: IdentityServer, pool: PoolHandle, user: StoredUser): Promise<never> {
  const key = keyOf(pool, user);
  const now = identity.services.clock.get();
  const before = await readAttempts(identity.db, key, 'sign-in');
  const after = afterSignInFailure(before, now);
  await writeAttempts(identity.db, key, 'sign-in', after);
  await auditIdentityEvent(identity.db, 'sign_in_failed', key.sub);
  if (isLockedOut(after, now)) await auditIdentityEvent(identity.db, 'lockout', key.sub, after.lockedUntil?.toISOString());
  throw identityErrors.incorrectPassword();
}

/**
 * A right password clears the user's failed attempts; `before` is what `assertNotLockedOut` read:
 * with none recorded then (no row), there is nothing to clear and no statement is sent. A wrong
 * attempt that lands in between stays counted, as it would had it come just after.
 */
export async function signInPasswordAccepted(identity: IdentityServer, pool: PoolHandle, user: StoredUser, before: AttemptState): Promise<void> {
  if (before === NO_ATTEMPTS) return;
  await clearAttempts(identity.db, keyOf(pool, user), 'sign-in');
}

/**
 * Checks a code the user typed against the one sent: LimitExceededException once it was tried
 * too often, ExpiredCodeException after its validity, CodeMismatchException (counted) when it
 * differs. `onExhausted` replaces the limit error (a dead MFA challenge is an invalid session).
 */
export async function checkCode(
  identity: IdentityServer,
  pool: PoolHandle,
  user: StoredUser,
  purpose: CodePurpose,
  isRight: boolean,
  onExhausted: () => Error = identityErrors.attemptLimitExceeded,
): Promise<void> {
  const key = keyOf(pool, user);
  const now = identity.services.clock.get();
  const verdict = codeVerdict(await readAttempts(identity.db, key, purpose), purpose, now);
  if (verdict === 'exhausted') throw onExhausted();
  if (verdict === 'expired') throw purpose === 'mfa' ? identityErrors.invalidSession() : identityErrors.expiredCode();
  if (isRight) return;
  await codeFailed(identity.db, key, purpose, now);
  await auditIdentityEvent(identity.db, 'code_failed', key.sub, purpose);
  throw identityErrors.codeMismatch();
}

/** The code did its work: its counters go. */
export async function codeUsed(identity: IdentityServer, pool: PoolHandle, user: StoredUser, purpose: CodePurpose): Promise<void> {
  await clearAttempts(identity.db, keyOf(pool, user), purpose);
}
