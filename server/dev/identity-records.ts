import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/database';
import type { AttemptPurpose } from '../platform/identity/attempt-rules';
import type { AttemptKey } from '../platform/identity/attempts';
import type { OutboxMessage } from '../platform/identity/outbox';
import { identityAttempts, outbox } from '../platform/identity/schema-identity';

/**
 * What the development routes (identity.dev.ts) and the tests read and change of the identity's
 * tables: the outbox's latest messages, and attempt counters moved back in time.
 */

export interface OutboxEntry extends Omit<OutboxMessage, 'email'> {
  id: number;
  createdAt: Date;
}

/** The outbox's latest messages, newest first (at most `limit`, default 100), of one recipient or all. */
export async function listOutbox(db: Database, options: { recipient?: string; limit?: number } = {}): Promise<OutboxEntry[]> {
  const rows = await db
    .select({ id: outbox.id, channel: outbox.channel, recipient: outbox.recipient, purpose: outbox.purpose, code: outbox.code, message: outbox.message, createdAt: outbox.createdAt })
    .from(outbox)
    .where(options.recipient ? eq(outbox.recipient, options.recipient) : undefined)
    .orderBy(desc(outbox.id))
    .limit(options.limit ?? 100);
  return rows.map((row) => ({ ...row, code: row.code ?? undefined }));
}

/** Moves this user's attempt times back by `seconds`, as if that time had passed (development and tests only). */
export async function ageAttempts(db: Database, key: AttemptKey, purpose: AttemptPurpose, seconds: number): Promise<boolean> {
  const interval = sql`make_interval(secs => ${seconds})`;
  const rows = await db
    .update(identityAttempts)
    .set({
      issuedAt: sql`${identityAttempts.issuedAt} - ${interval}`,
      lastFailureAt: sql`${identityAttempts.lastFailureAt} - ${interval}`,
      lockedUntil: sql`${identityAttempts.lockedUntil} - ${interval}`,
    })
    .where(and(eq(identityAttempts.userPoolId, key.userPoolId), eq(identityAttempts.sub, key.sub), eq(identityAttempts.purpose, purpose)))
    .returning({ sub: identityAttempts.sub });
  return rows.length > 0;
}
