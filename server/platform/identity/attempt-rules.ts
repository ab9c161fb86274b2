/**
 * Attempt limits of the identity server, as Amazon Cognito applies them (pure rules; the state
 * lives in the `identity_attempts` table):
 * - sign-in: after 5 failed attempts, each further failure locks the user out for 1 s, then 2 s,
 *   4 s… up to 15 minutes; attempts during a lockout are refused and not counted; the count is
 *   forgotten after 15 minutes without failures (after the lockout ends);
 * - codes: sign-up confirmation and attribute verification codes are valid 24 hours,
 *   forgot-password codes 1 hour, an MFA challenge 3 minutes; a code dies after 5 wrong tries
 *   (an MFA challenge after 3).
 */
export type CodePurpose = 'sign-up' | 'forgot-password' | 'attribute' | 'mfa';
export type AttemptPurpose = 'sign-in' | CodePurpose;

export interface AttemptState {
  /** When the current code was sent (codes only). */
  issuedAt: Date | null;
  failures: number;
  lastFailureAt: Date | null;
  lockedUntil: Date | null;
}

export const SIGN_IN_LIMITS = { freeFailures: 5, firstLockSeconds: 1, maxLockSeconds: 900, forgetAfterSeconds: 900 } as const;

export const CODE_LIMITS: Record<CodePurpose, { validSeconds: number; maxFailures: number }> = {
  'sign-up': { validSeconds: 24 * 3600, maxFailures: 5 },
  attribute: { validSeconds: 24 * 3600, maxFailures: 5 },
  'forgot-password': { validSeconds: 3600, maxFailures: 5 },
  mfa: { validSeconds: 180, maxFailures: 3 },
};

export const NO_ATTEMPTS: AttemptState = { issuedAt: null, failures: 0, lastFailureAt: null, lockedUntil: null };

export function isLockedOut(state: AttemptState, now: Date): boolean {
  return state.lockedUntil !== null && state.lockedUntil.getTime() > now.getTime();
}

/** The sign-in state after a wrong password (unchanged during a lockout: those tries do not count). */
export function afterSignInFailure(state: AttemptState, now: Date): AttemptState {
  if (isLockedOut(state, now)) return state;
  const quietSince = state.lockedUntil ?? state.lastFailureAt;
  const forgotten = quietSince === null || now.getTime() - quietSince.getTime() > SIGN_IN_LIMITS.forgetAfterSeconds * 1000;
  const failures = (forgotten ? 0 : state.failures) + 1;
  const over = failures - SIGN_IN_LIMITS.freeFailures;
  const lockSeconds = over >= 0 ? Math.min(SIGN_IN_LIMITS.firstLockSeconds * 2 ** over, SIGN_IN_LIMITS.maxLockSeconds) : 0;
  return {
    ...state,
    failures,
    lastFailureAt: now,
    lockedUntil: lockSeconds > 0 ? new Date(now.getTime() + lockSeconds * 1000) : null,
  };
}

/** Whether a code may still be tried: 'exhausted' after too many wrong tries, 'expired' after its validity. */
export function codeVerdict(state: AttemptState, purpose: CodePurpose, now: Date): 'open' | 'exhausted' | 'expired' {
  const limits = CODE_LIMITS[purpose];
  if (state.failures >= limits.maxFailures) return 'exhausted';
  if (state.issuedAt && now.getTime() - state.issuedAt.getTime() > limits.validSeconds * 1000) return 'expired';
  return 'open';
}
