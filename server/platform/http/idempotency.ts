import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  expireIdempotencyKeys,
  findIdempotencyKey,
  releaseAbandonedIdempotencyKey,
  releaseIdempotencyKey,
} from './idempotency.queries';
import { HttpError } from './http-error';
import { callerOf } from '../auth/patient-access';

/**
 * The Idempotency-Key header (IETF draft "The Idempotency-Key HTTP Header Field"): a write sent
 * again with the same key is done once. Keys belong to the caller's patient: another patient's
 * identical key is a different key.
 * - no key: 400 when the route requires one, otherwise the request runs unprotected;
 * - the key was used with a different request (method, path or body): 422;
 * - the first request with the key is still running: 409, retry later;
 * - the first request completed: its status and body again, with `Idempotency-Replayed: true`;
 * - the first request was refused or failed: the key was released, so this one runs;
 * - answers are kept one day; after that the key is forgotten.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_REPLAYED_HEADER = 'idempotency-replayed';
export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;

export const IDEMPOTENCY_MESSAGES = {
  required: 'Idempotency-Key header is required',
  tooLong: `Idempotency-Key must be at most ${MAX_IDEMPOTENCY_KEY_LENGTH} characters`,
  invalid: 'Idempotency-Key must be non-empty printable ASCII text',
  mismatch: 'Idempotency-Key was already used with a different request',
  inProgress: 'A request with this Idempotency-Key is still being processed',
} as const;

/** A reservation left 'processing' this long belongs to a request that never ended. */
const ABANDONED_AFTER_SECONDS = 300;
/** How long a completed request's answer is kept for retries: one day. */
export const IDEMPOTENCY_RETENTION_SECONDS = 86_400;

export type IdempotentOutcome<T> = { replayed: false; body: T } | { replayed: true; status: number; body: T };

/** Stores the answer of the work under the key, inside the work's own transaction. */
export type StoreAnswer<T> = (tx: Database, body: T) => Promise<void>;

/**
 * Runs `work` under the request's Idempotency-Key. `work` must call `store` inside the
 * transaction that does the work, so the answer is kept exactly when the work commits.
 */
export async function runIdempotent<T>(
  db: Database,
  request: FastifyRequest,
  options: { required: boolean },
  work: (store: StoreAnswer<T>) => Promise<T>,
): Promise<IdempotentOutcome<T>> {
  const key = idempotencyKeyOf(request, options.required);
  if (key === null) return { replayed: false, body: await work(async () => {}) };

  const patientId = callerOf(request).uId;
  const method = request.method;
  const path = request.url.split('?')[0]!;
  const fingerprint = requestFingerprint(method, path, request.body);
  await expireIdempotencyKeys(db, patientId, IDEMPOTENCY_RETENTION_SECONDS);

  for (let attempt = 0; ; attempt++) {
    if (await claimIdempotencyKey(db, { patientId, key, method, path, fingerprint })) break;
    const existing = await findIdempotencyKey(db, patientId, key);
    // Released between the two statements (the first request was refused): claim again.
    if (!existing && attempt < 3) continue;
    if (!existing) throw new HttpError(409, IDEMPOTENCY_MESSAGES.inProgress);
    if (existing.fingerprint !== fingerprint) throw new HttpError(422, IDEMPOTENCY_MESSAGES.mismatch);
    if (existing.state === 'done') return { replayed: true, status: existing.responseStatus ?? 200, body: existing.responseBody as T };
    if (attempt < 3 && (await releaseAbandonedIdempotencyKey(db, patientId, key, ABANDONED_AFTER_SECONDS))) continue;
    throw new HttpError(409, IDEMPOTENCY_MESSAGES.inProgress);
  }

  let stored = false;
  try {
    const body = await work(async (tx, answer) => {
      await completeIdempotencyKey(tx, patientId, key, 200, answer);
      stored = true;
    });
    if (!stored) await completeIdempotencyKey(db, patientId, key, 200, body);
    return { replayed: false, body };
  } catch (error) {
    await releaseIdempotencyKey(db, patientId, key);
    throw error;
  }
}

/**
 * The key of the request, or null when there is none and none is required. The value may be
 * sent bare or as a structured-field string ("…").
 */
function idempotencyKeyOf(request: FastifyRequest, required: boolean): string | null {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER];
  const raw = Array.isArray(header) ? header.join(', ') : header;
  if (raw === undefined) {
    if (required) throw new HttpError(400, IDEMPOTENCY_MESSAGES.required);
    return null;
  }
  let key = raw.trim();
  const quoted = /^"((?:[^"\\]|\\["\\])*)"$/.exec(key);
  if (quoted) key = quoted[1]!.replace(/\\(["\\])/g, '$1');
  if (key.length === 0) {
    if (required) throw new HttpError(400, IDEMPOTENCY_MESSAGES.required);
    throw new HttpError(400, IDEMPOTENCY_MESSAGES.invalid);
  }
  if (key.length > MAX_IDEMPOTENCY_KEY_LENGTH) throw new HttpError(400, IDEMPOTENCY_MESSAGES.tooLong);
  if (!/^[\x20-\x7e]+$/.test(key)) throw new HttpError(400, IDEMPOTENCY_MESSAGES.invalid);
  return key;
}

/** sha-256 (hex) of method, path and the canonical JSON of the body. */
export function requestFingerprint(method: string, path: string, body: unknown): string {
  return createHash('sha256').update(`${method.toUpperCase()} ${path}\n${canonicalJson(body)}`).digest('hex');
}

/** JSON with object keys sorted at every level (undefined members left out, as JSON does). */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const members = Object.keys(record)
      .filter((name) => record[name] !== undefined)
      .sort()
      .map((name) => `${JSON.stringify(name)}:${canonicalJson(record[name])}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
