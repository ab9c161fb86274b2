/**
 * A refusal with its status and reason. Thrown inside an audited transaction it rolls the
 * transaction back (so no audit row is left for an access that did not happen); the error
 * handler answers it as `{ error, message }`.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 422 | 503,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
