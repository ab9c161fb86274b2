/**
 * What the logs may say about an error: its class and a machine code (a PostgreSQL SQLSTATE such
 * as 23514, a Node code such as ECONNRESET), for it and its cause. Never its message, stack or
 * other fields: a failed query's message and `params` carry the patient's data, and a
 * constraint violation's `detail` quotes the failing row.
 */
export interface ErrorSummary {
  type: string;
  code?: string;
  cause?: ErrorSummary;
}

const CODE_PATTERN = /^[A-Za-z0-9_]{1,40}$/;

export function summarizeError(error: unknown, depth = 0): ErrorSummary {
  if (error === null || typeof error !== 'object') return { type: typeof error };
  const type = error instanceof Error ? error.constructor.name || 'Error' : 'object';
  const summary: ErrorSummary = { type };
  const code = (error as { code?: unknown }).code;
  if ((typeof code === 'string' && CODE_PATTERN.test(code)) || typeof code === 'number') summary.code = String(code);
  const cause = (error as { cause?: unknown }).cause;
  if (cause !== undefined && depth < 3) summary.cause = summarizeError(cause, depth + 1);
  return summary;
}
