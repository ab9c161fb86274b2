import type { Database } from '../db/database';
import { auditLog } from '../db/schema';

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
}

/**
 * Runs `fn` in a transaction and records one audit_log row in that same transaction: the row
 * exists exactly when the access committed. When `fn` throws (a refused or failed request),
 * everything rolls back, the audit row included.
 */
export async function withAudit<T>(db: Database, entry: AuditEntry<T>, fn: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await fn(tx);
    const entityId = typeof entry.entityId === 'function' ? entry.entityId(result) : entry.entityId;
    await tx.insert(auditLog).values({
      actorUId: entry.actorUId,
      action: entry.action,
      entity: entry.entity,
      entityId: entityId === undefined || entityId === null ? null : String(entityId),
      route: entry.route,
    });
    return result;
  });
}
