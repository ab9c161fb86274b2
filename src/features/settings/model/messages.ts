import { codeErrorKind } from '../../../core/auth/auth-error-name';

/** The settings messages of spec 01 §8, as keys of the settings namespace (`messages.<key>`). */
export type UsernameFailure = 'usernameExists' | 'incorrectCode' | 'expiredCode' | 'limitExceeded' | 'usernameFailed';

/** A failure of the identity's attribute update or verification. */
export function usernameFailureOf(errorName: string, message = ''): UsernameFailure | 'success' {
  // Cognito answers this when the attribute needs no code (already verified): nothing is wrong.
  if (/unnecessary/i.test(message) && /verification code/i.test(message)) return 'success';
  if (errorName === 'AliasExistsException' || errorName === 'UsernameExistsException') return 'usernameExists';
  return codeErrorKind(errorName) ?? 'usernameFailed';
}

/** PUT /patients/username refused: 409 is someone else's username (or a blocked number, see `blockedSenderOf`). */
export function usernameSaveFailureOf(status: number | undefined, reason: string): UsernameFailure | 'blocked' {
  if (status === 409) return blockedSenderOf(reason) !== null ? 'blocked' : 'usernameExists';
  return 'usernameFailed';
}

/**
 * The number to text START or UNSTOP to, read from a 409 answer's message ("… Text START or
 * UNSTOP to +18005550100 …"); null when the message names none.
 */
export function blockedSenderOf(message: string): string | null {
  const match = /START or UNSTOP to (\+?\d[\d\s().-]{6,}\d)/i.exec(message);
  return match?.[1]?.trim() ?? null;
}

export type CommunicationsMessage =
  | { key: 'blockedNumber'; sender: string }
  | { key: 'blockedNumberNoSender' }
  | { key: 'phoneConsentRequired' }
  | { key: 'communicationsError' }
  | { key: 'communicationsSaved' };

/** What a communications save answered (PUT /user or PUT /patients). */
export function communicationsMessageOf(outcome: { status: number; message?: string; consentThreadCreated?: boolean }): CommunicationsMessage {
  if (outcome.status === 409) {
    const sender = blockedSenderOf(outcome.message ?? '');
    return sender ? { key: 'blockedNumber', sender } : { key: 'blockedNumberNoSender' };
  }
  if (outcome.status !== 200) return { key: 'communicationsError' };
  return outcome.consentThreadCreated ? { key: 'phoneConsentRequired' } : { key: 'communicationsSaved' };
}

export type MfaFailure = 'setupFailed' | 'tokenNotFound' | 'incorrectCode' | 'copyFailed';

/** Authenticator setup failures: a wrong code is "incorrect code"; no secret is "token not found"; anything else "setup failed". */
export function mfaFailureOf(errorName: string): MfaFailure {
  if (codeErrorKind(errorName) === 'incorrectCode' || errorName === 'EnableSoftwareTokenMFAException') return 'incorrectCode';
  if (errorName === 'SoftwareTokenMFANotFoundException' || errorName === 'ResourceNotFoundException') return 'tokenNotFound';
  return 'setupFailed';
}

/** Setup and token-not-found failures leave the setup after this long (spec 01 §8). */
export const MFA_FAILURE_RETURN_MS = 2000;
