import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { OutboxEmailDetails } from '../identity/schema-identity';
import { retryDelayMs } from './backoff';
import type { QueueSettings } from './delivery-env';

/** A message a process has claimed: it holds it until its lease passes. */
export interface ClaimedMessage {
  id: number;
  channel: 'sms' | 'email';
  recipient: string;
  purpose: string;
  message: string;
  details: OutboxEmailDetails | null;
  idempotencyKey: string;
  /** This attempt's number, 1 for the first. */
  attempt: number;
}

/** The row as PostgreSQL returns it: the same fields, two of them under their column names. */
interface ClaimedRow extends Omit<ClaimedMessage, 'idempotencyKey' | 'attempt'>, Record<string, unknown> {
  idempotency_key: string;
  attempts: number;
}

/**
 * Claims up to `limit` messages due now on the given channels: each gets a lease of `leaseMs` and
 * its attempt counted. `FOR UPDATE SKIP LOCKED` lets several processes claim at once without
 * waiting on each other or taking the same row; a process that dies mid-send leaves its rows to
 * whichever process polls after the lease has passed.
 */
export async function claimDueMessages(db: Database, channels: readonly ('sms' | 'email')[], limit: number, leaseMs: number): Promise<ClaimedMessage[]> {
  if (channels.length === 0) return [];
  const channelList = sql.join(channels.map((channel) => sql`${channel}`), sql`, `);
  const result = await db.execute<ClaimedRow>(sql`
    UPDATE outbox
       SET lease_until = now() + ${leaseMs}::integer * interval '1 millisecond', attempts = attempts + 1
     WHERE id IN (
       SELECT id FROM outbox
        WHERE status = 'pending' AND next_attempt_at <= now() AND (lease_until IS NULL OR lease_until < now())
          AND channel IN (${channelList})
        ORDER BY next_attempt_at, id
        LIMIT ${limit}::integer
        FOR UPDATE SKIP LOCKED)
    RETURNING id, channel, recipient, purpose, message, details, idempotency_key, attempts`);
  return result.rows.map(({ idempotency_key, attempts, ...row }) => ({ ...row, idempotencyKey: idempotency_key, attempt: attempts }));
}

/**
 * Just before a claimed message is sent: a fresh lease for the send, if the claim is still this
 * process's. False when another process has claimed it since (its claim counted another attempt:
 * a send slower than the lease left the rest of a batch to it) or it is no longer pending; then
 * it is not sent again from here.
 */
export async function renewLease(db: Database, message: Pick<ClaimedMessage, 'id' | 'attempt'>, leaseMs: number): Promise<boolean> {
  const result = await db.execute<{ id: number }>(sql`
    UPDATE outbox SET lease_until = now() + ${leaseMs}::integer * interval '1 millisecond'
     WHERE id = ${message.id} AND status = 'pending' AND attempts = ${message.attempt}
    RETURNING id`);
  return result.rows.length > 0;
}

/**
 * A message arrived at its transport. `forget`: its text, code and e-mail details go (production:
 * nothing a patient was sent stays in the database once sent); otherwise they stay for the
 * development outbox view.
 */
export async function markSent(db: Database, id: number, forget: boolean): Promise<void> {
  await db.execute(sql`
    UPDATE outbox SET status = 'sent', sent_at = now(), lease_until = NULL, last_error = NULL
      ${forget ? sql`, message = '', code = NULL, details = NULL` : sql``}
     WHERE id = ${id} AND status = 'pending'`);
}

export type FailureOutcome = { kind: 'retry'; delayMs: number } | { kind: 'dead' };

/**
 * A send failed (`error` is a label without content). Under `maxAttempts` the message waits
 * `retryDelayMs` and is tried again; at it, it is parked as dead and (when `forget`) its content goes.
 */
export async function markFailed(db: Database, message: Pick<ClaimedMessage, 'id' | 'attempt'>, error: string, settings: QueueSettings, forget: boolean): Promise<FailureOutcome> {
  if (message.attempt >= settings.maxAttempts) {
    await db.execute(sql`
      UPDATE outbox SET status = 'dead', lease_until = NULL, last_error = ${error}
        ${forget ? sql`, message = '', code = NULL, details = NULL` : sql``}
       WHERE id = ${message.id} AND status = 'pending'`);
    return { kind: 'dead' };
  }
  const delayMs = retryDelayMs(message.attempt, settings);
  await db.execute(sql`
    UPDATE outbox SET next_attempt_at = now() + ${delayMs}::integer * interval '1 millisecond', lease_until = NULL, last_error = ${error}
     WHERE id = ${message.id} AND status = 'pending'`);
  return { kind: 'retry', delayMs };
}

export interface OutboxCounts {
  pending: number;
  dead: number;
}

/** How many messages wait and how many are parked as dead (the /metrics gauges). */
export async function outboxCounts(db: Database): Promise<OutboxCounts> {
  const result = await db.execute<{ pending: number; dead: number }>(sql`
    SELECT count(*) FILTER (WHERE status = 'pending')::integer AS pending, count(*) FILTER (WHERE status = 'dead')::integer AS dead
      FROM outbox WHERE status IN ('pending', 'dead')`);
  const row = result.rows[0];
  return { pending: Number(row?.pending ?? 0), dead: Number(row?.dead ?? 0) };
}
