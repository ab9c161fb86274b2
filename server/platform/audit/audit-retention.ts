import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { monthPartitionName, planAuditPartitions } from './audit-partition-plan';

export interface AuditRetentionResult {
  created: string[];
  dropped: string[];
  /** Months whose partition could not be made: the default partition already holds rows of that month. */
  skipped: string[];
  keepFrom: Date;
}

/** The partitions of audit_log, by name. */
export async function auditPartitions(db: Database): Promise<string[]> {
  const { rows } = await db.execute<{ name: string }>(sql`
    SELECT c.relname AS name FROM pg_inherits i
    JOIN pg_class c ON c.oid = i.inhrelid
    WHERE i.inhparent = to_regclass('audit_log')
    ORDER BY c.relname`);
  return rows.map((row) => row.name);
}

async function defaultHoldsMonth(db: Database, month: Date): Promise<boolean> {
  const next = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1));
  const { rows } = await db.execute(
    sql`SELECT 1 FROM audit_log_default WHERE at >= ${month.toISOString()}::timestamptz AND at < ${next.toISOString()}::timestamptz LIMIT 1`,
  );
  return rows.length > 0;
}

/**
 * The retention job of the audit trail (`npm run audit:retain`): makes the partitions of the
 * current month and the next `monthsAhead` ones, then detaches and drops every partition wholly
 * older than `keepMonths` months (a DROP of a whole month, not a DELETE: the rows stay
 * append-only while they are kept). A month whose rows already went to the default partition
 * (the job did not run for months) keeps them there and is reported as skipped.
 */
export async function applyAuditRetention(
  db: Database,
  options: { now: Date; keepMonths: number; monthsAhead: number },
): Promise<AuditRetentionResult> {
  const plan = planAuditPartitions({ ...options, existing: await auditPartitions(db) });
  const created: string[] = [];
  const skipped: string[] = [];
  for (const month of plan.create) {
    const name = monthPartitionName(month);
    if (await defaultHoldsMonth(db, month)) {
      skipped.push(name);
      continue;
    }
    const day = month.toISOString().slice(0, 10);
    const { rows } = await db.execute<{ made: boolean }>(sql`SELECT audit_log_create_month_partition(${day}::date) AS made`);
    if (rows[0]?.made) created.push(name);
  }
  for (const name of plan.drop) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`ALTER TABLE audit_log DETACH PARTITION ${sql.identifier(name)}`);
      await tx.execute(sql`DROP TABLE ${sql.identifier(name)}`);
    });
  }
  return { created, dropped: plan.drop, skipped, keepFrom: plan.keepFrom };
}
