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
