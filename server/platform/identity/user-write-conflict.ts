import { setTimeout as sleep } from 'node:timers/promises';
import { cognitoLocal } from './cognito-local';
import { IdentityError } from './identity-errors';

/**
 * Every identity operation reads a whole user record, changes it and writes it back
 * (cognito-local's model). Each record carries a version (`identity_users.version`); a write of a
 * record read at an older version is refused with this error (Amazon Cognito's
 * ConcurrentModificationException, 400), so that it never puts back what another write changed
 * in between (a password reset, an MFA setting). The operation is then run again from its read.
 */
const CONFLICT = 'ConcurrentModificationException';

/** Times an operation runs before its conflict is answered to the client. */
export const WRITE_CONFLICT_ATTEMPTS = 6;

/** A cognito-local error, so that cognito-local's own operations answer it as a 400 with its name. */
export function userWriteConflict(): Error {
  return new (cognitoLocal().CognitoError)(CONFLICT, 'The user was changed by another request at the same time. Try again.');
}

export function isUserWriteConflict(error: unknown): boolean {
  if (error instanceof IdentityError) return error.type === CONFLICT;
  return error instanceof cognitoLocal().CognitoError && error.code === CONFLICT;
}

/**
 * Runs `operation` again, from its first read, while a write of it meets a newer version of the
 * user; after WRITE_CONFLICT_ATTEMPTS runs the conflict is the answer (a clean 400: nothing of the
 * refused write was stored). A short random pause between runs keeps two writers from meeting again.
 */
export async function retryOnUserWriteConflict<T>(operation: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await operation();
    } catch (error) {
      if (!isUserWriteConflict(error) || attempt >= WRITE_CONFLICT_ATTEMPTS) throw error;
      await sleep(Math.floor(Math.random() * 10 * attempt));
    }
  }
}
