import { createHash } from 'node:crypto';
import { countHit } from '../../rate-limit/lookup-rate-limit';
import { identityErrors } from '../identity-errors';
import { normalizeUsername } from '../users';
import type { IdentityServer } from '../identity-server';

/**
 * Codes one username may be sent in an hour by each anonymous operation that sends one
 * (ForgotPassword, ResendConfirmationCode), whoever asks: a stranger cannot flood a patient's
 * mailbox or phone. Counted for every username, a patient's or not, so the refusal tells nothing.
 */
export const CODE_SENDS_PER_USERNAME = { max: 5, timeWindowMs: 60 * 60_000 };

export type CodeSendingOperation = 'ForgotPassword' | 'ResendConfirmationCode';

/** Counts one code sent to `username`; past the limit LimitExceededException, as Amazon Cognito answers. */
export async function countCodeSend(identity: IdentityServer, userPoolId: string, operation: CodeSendingOperation, username: string): Promise<void> {
  const hashed = createHash('sha256').update(normalizeUsername(username)).digest('base64url').slice(0, 22);
  const { current } = await countHit(identity.db, `identity:${operation}|${userPoolId}|${hashed}`, CODE_SENDS_PER_USERNAME.timeWindowMs);
  if (current > CODE_SENDS_PER_USERNAME.max) throw identityErrors.attemptLimitExceeded();
}
