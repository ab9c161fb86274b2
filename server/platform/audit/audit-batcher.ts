import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { auditLog } from './audit.tables';

/** A row as its writer gives it: the database numbers and timestamps it. */
export type AuditRow = Omit<typeof auditLog.$inferInsert, 'id' | 'at'>;

interface Pending {
  row: AuditRow;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit of the audit rows of reads: rows recorded while one insert is on its way go out
 * together in the next single multi-row INSERT (one statement, one commit). `record` resolves
 * only once the row is committed, and rejects when the insert fails, so a read's answer waits for
 * its audit row and a failed audit write fails the request: nothing is lost on a crash.
 */
export class AuditBatcher {
  private queue: Pending[] = [];
  private flushing = false;

  constructor(private readonly db: Database) {}

  record(row: AuditRow): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ row, resolve, reject });
      if (!this.flushing) void this.flush();
    });
  }

  private async flush(): Promise<void> {
    this.flushing = true;
    try {
      while (this.queue.length > 0) {
        const batch = this.queue;
        this.queue = [];
        try {
          await this.db.execute(insertRows(batch.map((p) => p.row)));
          for (const p of batch) p.resolve();
        } catch (error) {
          for (const p of batch) p.reject(error);
        }
      }
    } finally {
      this.flushing = false;
    }
  }
}

/**
 * One INSERT of any number of rows, each column handed over as one array: the statement's text is
 * the same for every batch (PostgreSQL plans it alike), and building it costs the same for one row
 * or a thousand (Drizzle's multi-row `values()` builds each value of each row).
 */
function insertRows(rows: readonly AuditRow[]) {
  const column = <K extends keyof AuditRow>(key: K) => sql.param(rows.map((row) => row[key] ?? null));
  return sql`INSERT INTO ${auditLog} (actor_u_id, action, entity, entity_id, route, actor_sub, client_address)
    SELECT * FROM unnest(${column('actorUId')}::int[], ${column('action')}::text[], ${column('entity')}::text[],
      ${column('entityId')}::text[], ${column('route')}::text[], ${column('actorSub')}::text[], ${column('clientAddress')}::text[])`;
}

const batchers = new WeakMap<Database, AuditBatcher>();

/** The batcher of one database (one per connection pool). */
export function auditBatcherOf(db: Database): AuditBatcher {
  let batcher = batchers.get(db);
  if (!batcher) {
    batcher = new AuditBatcher(db);
    batchers.set(db, batcher);
  }
  return batcher;
}
