import { cognitoLocal } from './cognito-local';

/**
 * Errors in Cognito's wire shape: `{ __type, message }` with status 400 (aws-amplify reads the
 * name from `__type` and retries only 5xx answers, so client errors must never be 5xx).
 */
export class IdentityError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly statusCode = 400,
  ) {
    super(message);
    this.name = type;
  }
}

export const identityErrors = {
  incorrectPassword: () => new IdentityError('NotAuthorizedException', 'Incorrect username or password.'),
  passwordAttemptsExceeded: () => new IdentityError('NotAuthorizedException', 'Password attempts exceeded'),
  attemptLimitExceeded: () => new IdentityError('LimitExceededException', 'Attempt limit exceeded, please try after some time.'),
  expiredCode: () => new IdentityError('ExpiredCodeException', 'Invalid code provided, please request a code again.'),
  userNotFound: () => new IdentityError('UserNotFoundException', 'User does not exist.'),
  userNotConfirmed: () => new IdentityError('UserNotConfirmedException', 'User is not confirmed.'),
  userDisabled: () => new IdentityError('NotAuthorizedException', 'User is disabled.'),
  passwordResetRequired: () => new IdentityError('PasswordResetRequiredException', 'Password reset required for the user'),
  invalidSession: () => new IdentityError('NotAuthorizedException', 'Invalid session for the user, session is expired.'),
  codeMismatch: () => new IdentityError('CodeMismatchException', 'Invalid code or auth state for the user.'),
  invalidRefreshToken: () => new IdentityError('NotAuthorizedException', 'Invalid Refresh Token'),
  revokedRefreshToken: () => new IdentityError('NotAuthorizedException', 'Refresh Token has been revoked'),
  expiredRefreshToken: () => new IdentityError('NotAuthorizedException', 'Refresh Token has expired'),
  invalidAccessToken: () => new IdentityError('NotAuthorizedException', 'Invalid Access Token'),
  expiredAccessToken: () => new IdentityError('NotAuthorizedException', 'Access Token has expired'),
  revokedAccessToken: () => new IdentityError('NotAuthorizedException', 'Access Token has been revoked'),
  unknownClient: (clientId: string) =>
    new IdentityError('ResourceNotFoundException', `User pool client ${clientId.slice(0, 64)} does not exist.`),
  invalidParameter: (message: string) => new IdentityError('InvalidParameterException', message),
  usernameExists: (kind: 'email' | 'phone number') =>
    new IdentityError('UsernameExistsException', `An account with the given ${kind} already exists.`),
  aliasExists: (kind: 'email' | 'phone number') =>
    new IdentityError('AliasExistsException', `An account with the given ${kind} already exists.`),
  invalidPassword: (reason: string) =>
    new IdentityError('InvalidPasswordException', `Password did not conform with policy: ${reason}`),
  unsupportedOperation: (operation: string) =>
    new IdentityError('UnsupportedOperationException', `${operation.slice(0, 64)} is not available on this endpoint.`),
};

/** cognito-local's own errors carry the Cognito name in `code`. */
export function fromCognitoLocalError(error: unknown): IdentityError | undefined {
  if (error instanceof IdentityError) return error;
  if (error instanceof cognitoLocal().CognitoError) return new IdentityError(error.code, error.message);
  return undefined;
}
