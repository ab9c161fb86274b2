/** A call that did not answer the expected status. `reason` is the server's message, if any. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly reason: string,
  ) {
    super(reason || `Request failed with status ${status}`);
    this.name = 'ApiError';
  }

  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

/** The session was expired or refused; the caller has already been signed out. */
export class SessionExpiredError extends Error {
  constructor() {
    super('Session expired.');
    this.name = 'SessionExpiredError';
  }
}

/** fetch itself failed: offline, DNS, CORS, aborted. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('NETWORK ERROR', { cause });
    this.name = 'NetworkError';
  }
}
