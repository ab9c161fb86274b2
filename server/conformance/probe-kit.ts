/** The shape of a probe and the small helpers the probes share. */
export type QueryValue = string | number | boolean | readonly (string | number)[];

/** What the kit knows while it runs: the signed-in test patient, and ids read from earlier answers. */
export interface ProbeContext {
  uId: number;
  companyId: number;
  brandId: number;
  phone: string | null;
  /** Ids the earlier answers gave (docId, convId, rxNumber, ...), for the calls that need one. */
  facts: Record<string, unknown>;
  /** Unique per run: names of what a write creates. */
  runId: string;
}

export interface ProbeRequest {
  query?: Record<string, QueryValue>;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * How the kit exercises one call of spec section 7: the request (built from the context), the
 * statuses the widgets accept, the facts it needs from earlier answers, and what it learns from
 * its own answer. Responses are checked against the reference route's schemas for the status
 * (the shared zod schemas of src/domain), errors against the error response schema.
 */
export interface Probe {
  call: string;
  request: (context: ProbeContext) => ProbeRequest | Promise<ProbeRequest>;
  /**
   * Requests to try in turn instead of `request`, while the answer is one of `retryOn` (a refill
   * needs a delivery day the pharmacy's rules allow, which the kit finds by asking).
   */
  candidates?: (context: ProbeContext) => ProbeRequest[];
  retryOn?: readonly number[];
  /** The statuses the widgets accept here (spec sections 7 and 8). */
  expect: readonly number[];
  needs?: readonly string[];
  learn?: (body: unknown, context: ProbeContext, request: ProbeRequest) => void;
  /** The same request sent twice must give the same answer and make one record (spec: Idempotency-Key). */
  idempotent?: boolean;
  /** What this probe shows (printed beside the result). */
  shows?: string;
}

/** An id no server has: asks for the "not found" answer of the error catalogue without touching data. */
export const UNKNOWN_ID = 2_147_000_001;
export const UNKNOWN_CODE = 'CONFORMANCE-NO-SUCH-CODE';

export const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});
export const list = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.map(record) : []);
export const firstNumber = (items: Record<string, unknown>[], key: string) => items.map((item) => item[key]).find((value): value is number => typeof value === 'number');
export const firstString = (items: Record<string, unknown>[], key: string) => items.map((item) => item[key]).find((value): value is string => typeof value === 'string');
export const u = (context: ProbeContext) => ({ u_id: context.uId });
