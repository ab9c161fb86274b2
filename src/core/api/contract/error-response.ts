/** The body of every error answer of the reference API (4xx and 5xx). */
export interface ErrorResponse {
  /** The HTTP reason phrase, e.g. 'Bad Request'. */
  error: string;
  /** A human-readable reason, e.g. 'body/email: Invalid email address'. Never internals. */
  message: string;
}
