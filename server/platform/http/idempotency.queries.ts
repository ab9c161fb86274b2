import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { idempotencyKeys } from './idempotency.tables';

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;

export interface IdempotencyClaim {
  patientId: number;
  key: string;
  method: string;
  path: string;
  fingerprint: string;
}

/**
 * Reserves the key in state 'processing' (ON CONFLICT DO NOTHING). Run it outside any
 * transaction so the reservation is committed, and so seen by concurrent requests, before the
 * work starts. Answers whether this call reserved it.
 */
export async function claimIdempotencyKey(db: Database, claim: IdempotencyClaim): Promise<boolean> {
  const rows = await db
    .insert(idempotencyKeys)
    .values({ ...claim, state: 'processing' })
    .onConflictDoNothing({ target: [idempotencyKeys.patientId, idempotencyKeys.key] })
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

export async function findIdempotencyKey(db: Database, patientId: number, key: string): Promise<IdempotencyKeyRow | null> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.patientId, patientId), eq(idempotencyKeys.key, key)));
  return row ?? null;
}

/** Stores the answer; call it in the transaction of the work so both commit together. */
export async function completeIdempotencyKey(db: Database, patientId: number, key: string, status: number, body: unknown): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ state: 'done', responseStatus: status, responseBody: body })
    .where(and(eq(idempotencyKeys.patientId, patientId), eq(idempotencyKeys.key, key)));
}

/** Frees a key whose request was refused or failed, so a corrected retry may use it. */
export async function releaseIdempotencyKey(db: Database, patientId: number, key: string): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.patientId, patientId), eq(idempotencyKeys.key, key), eq(idempotencyKeys.state, 'processing')));
}

/**
 * Frees the key when its reservation is older than `staleAfterSeconds` and still processing: the
 * request that reserved it ended without releasing it (the process stopped). Answers whether it did.
 */
export async function releaseAbandonedIdempotencyKey(db: Database, patientId: number, key: string, staleAfterSeconds: number): Promise<boolean> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.patientId, patientId),
        eq(idempotencyKeys.key, key),
        eq(idempotencyKeys.state, 'processing'),
        sql`${idempotencyKeys.createdAt} < now() - make_interval(secs => ${staleAfterSeconds})`,
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

/**
 * Forgets the patient's completed keys older than `retainSeconds`: after that a key may be used
 * again for a new request (the draft lets servers expire keys; the widgets make a new key for
 * every order they send).
 */
export async function expireIdempotencyKeys(db: Database, patientId: number, retainSeconds: number): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.patientId, patientId),
        eq(idempotencyKeys.state, 'done'),
        sql`${idempotencyKeys.createdAt} < now() - make_interval(secs => ${retainSeconds})`,
      ),
    );
}
