/**
 * The identity provider's name for a failure: Cognito's exception name (`NotAuthorizedException`,
 * `CodeMismatchException`, ...) as aws-amplify reports it in `error.name`, `NetworkError` when the
 * request never got an answer, or `Unknown`.
 */
export function authErrorName(error: unknown): string {
  if (error && typeof error === 'object') {
    const name = (error as { name?: unknown }).name;
    if (typeof name === 'string' && name !== '' && name !== 'Error') return name;
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && code !== '') return code;
  }
  return 'Unknown';
}

/** What a refused one-time code means (spec 01 §8), whatever the flow sent it. */
export type CodeErrorKind = 'incorrectCode' | 'expiredCode' | 'limitExceeded';

/** The meaning of a code failure by the identity's error name; null when the failure is not about the code. */
export function codeErrorKind(errorName: string): CodeErrorKind | null {
  switch (errorName) {
    case 'CodeMismatchException':
      return 'incorrectCode';
    case 'ExpiredCodeException':
      return 'expiredCode';
    case 'LimitExceededException':
    case 'TooManyRequestsException':
    case 'TooManyFailedAttemptsException':
      return 'limitExceeded';
    default:
      return null;
  }
}
