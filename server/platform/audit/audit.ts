import type { Database } from '../db/database';
import { auditLog } from './audit.tables';
import { auditBatcherOf, type AuditRow } from './audit-batcher';

export type AuditAction = 'read' | 'write';

export interface AuditEntry<T = unknown> {
  /** The patient who made the call; null for unauthenticated calls (registration, support lookup, recovery). */
  actorUId: number | null;
  action: AuditAction;
  /** What was read or written, e.g. 'insurance'. */
  entity: string;
  /** The row concerned, when there is one; a function reads it from the result (a created row's id). */
  entityId?: string | number | null | ((result: T) => string | number | null);
  /** Method and route pattern, e.g. 'GET /api/user/insurance' (never the query string). */
  route: string;
  /** The actor's identity sub, when the actor is not a patient (a care provider). */
  actorSub?: string | null;
  /** The client's address (behind a trusted proxy, the one it forwarded). */
  clientAddress?: string | null;
}

function auditRow<T>(entry: AuditEntry<T>, result: T): AuditRow {
  const entityId = typeof entry.entityId === 'function' ? entry.entityId(result) : entry.entityId;
  return {
    actorUId: entry.actorUId,
    action: entry.action,
    entity: entry.entity,
    entityId: entityId === undefined || entityId === null ? null : String(entityId),
    route: entry.route,
    ...(entry.actorSub ? { actorSub: entry.actorSub } : {}),
    ...(entry.clientAddress ? { clientAddress: entry.clientAddress } : {}),
  };
}

/**
 * Records one audit_log row per successful access, committed before the result is returned:
 * - a write runs `fn` in a transaction with its audit row: the row exists exactly when the write
 *   committed, and when `fn` throws (a refused or failed request) everything rolls back;
 * - a read runs `fn` (reads only, no transaction to open and commit), then its row goes out with
 *   the rows of concurrent reads in one multi-row insert; the result is returned only once that
 *   insert committed, and a failed insert fails the read, so no answer leaves unaudited.
 */
export async function withAudit<T>(db: Database, entry: AuditEntry<T>, fn: (tx: Database) => Promise<T>): Promise<T> {
  if (entry.action === 'read') {
    const result = await fn(db);
    await auditBatcherOf(db).record(auditRow(entry, result));
    return result;
  }
  return db.transaction(async (tx) => {
    const result = await fn(tx);
    await tx.insert(auditLog).values(auditRow(entry, result));
    return result;
  });
}
