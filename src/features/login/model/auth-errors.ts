import { codeErrorKind } from '../../../core/auth/auth-error-name';

/**
 * The error catalogue of spec 01 §8 for the access screens: each identity-provider failure
 * (by its Cognito exception name) mapped to the message the patient sees or the screen it leads to.
 */

/** Message keys under `messages.` in locales/<lang>/login.json. */
export type MessageKey =
  | 'invalidCredentials'
  | 'invalidAuth'
  | 'networkError'
  | 'cookiesDisabled'
  | 'navigationFailed'
  | 'sessionExpired'
  | 'incorrectCode'
  | 'limitExceeded'
  | 'codeMismatch'
  | 'expiredCode'
  | 'invalidPassword'
  | 'submitFailed'
  | 'recoverySent'
  | 'samePassword'
  | 'passwordChangeFailed'
  | 'passwordChanged'
  | 'passwordReset'
  | 'accountConfirmed'
  | 'codeResent'
  | 'skipWarning'
  | 'registered'
  | 'usernameChanged'
  | 'generic';

export type MessageTone = 'error' | 'warning' | 'success' | 'info';

export interface LoginMessage {
  tone: MessageTone;
  key: MessageKey;
}

export const message = (key: MessageKey, tone: MessageTone = 'error'): LoginMessage => ({ key, tone });

/** How a sign-in started from the form or from an auth link ended when it failed. */
export type SignInFailure =
  | { kind: 'message'; message: LoginMessage }
  | { kind: 'unconfirmed' }
  | { kind: 'resetRequired' }
  | { kind: 'splash'; reason: SplashReason };

export type SplashReason = 'invalidAuth' | 'network';

/** Login (spec 01 §8): the failure of signIn for the form (`via: 'form'`) or for an auth link. */
export function signInFailure(errorName: string, via: 'form' | 'link'): SignInFailure {
  switch (errorName) {
    case 'UserNotConfirmedException':
      return { kind: 'unconfirmed' };
    case 'PasswordResetRequiredException':
      return { kind: 'resetRequired' };
    case 'NetworkError':
      return { kind: 'splash', reason: 'network' };
    case 'NotAuthorizedException':
    case 'UserNotFoundException':
      return via === 'link' ? { kind: 'splash', reason: 'invalidAuth' } : { kind: 'message', message: message('invalidCredentials') };
  }
  if (via === 'link') return { kind: 'splash', reason: 'invalidAuth' };
  if (errorName === 'LimitExceededException' || errorName === 'TooManyRequestsException' || errorName === 'TooManyFailedAttemptsException')
    return { kind: 'message', message: message('limitExceeded') };
  return { kind: 'message', message: message('generic') };
}

/** Multi-factor (spec 01 §8): a wrong code stays on the screen; anything else ends the attempt as expired. */
export function mfaFailure(errorName: string): 'incorrectCode' | 'network' | 'sessionExpired' {
  if (errorName === 'CodeMismatchException') return 'incorrectCode';
  if (errorName === 'NetworkError') return 'network';
  return 'sessionExpired';
}

/** Recovery (spec 01 §8): forgot-password requests and the code plus new password step. */
export function recoveryMessage(errorName: string): MessageKey {
  switch (errorName) {
    case 'LimitExceededException':
    case 'TooManyRequestsException':
    case 'TooManyFailedAttemptsException':
      return 'limitExceeded';
    case 'CodeMismatchException':
      return 'codeMismatch';
    case 'ExpiredCodeException':
      return 'expiredCode';
    case 'InvalidPasswordException':
      return 'invalidPassword';
    case 'NetworkError':
      return 'networkError';
    default:
      return 'generic';
  }
}

/** Account confirmation (spec 01 §8 "Wrong confirmation code -> incorrect code"), and resending its code. */
export function verificationMessage(errorName: string): MessageKey {
  return codeErrorKind(errorName) ?? (errorName === 'NetworkError' ? 'networkError' : 'generic');
}

/**
 * Forced new password (spec 01 §8 "Change password"): an expired challenge session goes back to
 * login as expired; any other failure is the change-password error.
 */
export function newPasswordFailure(errorName: string): 'sessionExpired' | 'invalidPassword' | 'passwordChangeFailed' {
  if (errorName === 'NotAuthorizedException') return 'sessionExpired';
  if (errorName === 'InvalidPasswordException') return 'invalidPassword';
  return 'passwordChangeFailed';
}
