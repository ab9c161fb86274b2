/**
 * Which monthly partitions of audit_log (migration 0330) to create and which to drop: a pure rule,
 * so the retention job (audit-retention.ts) only carries it out.
 *
 * Names carry the ranges: `audit_log_pYYYYMM` holds the month YYYY-MM (UTC);
 * `audit_log_before_pYYYYMM` (the table as it was before partitioning) holds everything before
 * that month; `audit_log_default` catches rows no other partition takes and is never dropped.
 */

/** HIPAA keeps audit documentation six years (45 CFR §164.316(b)(2)). */
export const DEFAULT_AUDIT_RETENTION_MONTHS = 72;
/** Partitions made ahead, so that no month's rows meet only the default partition. */
export const DEFAULT_AUDIT_MONTHS_AHEAD = 3;

const MONTH_PARTITION = /^audit_log_p(\d{4})(\d{2})$/;
const BEFORE_PARTITION = /^audit_log_before_p(\d{4})(\d{2})$/;

/** The first instant of the UTC month `offset` months from the one holding `at`. */
export function monthStart(at: Date, offset = 0): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + offset, 1));
}

export function monthPartitionName(month: Date): string {
  return `audit_log_p${month.getUTCFullYear()}${String(month.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The end (exclusive) of the range a partition holds, by its name; undefined for the default partition or a name this rule did not make. */
export function partitionUpperBound(name: string): Date | undefined {
  const month = MONTH_PARTITION.exec(name);
  if (month) return new Date(Date.UTC(Number(month[1]), Number(month[2]), 1));
  const before = BEFORE_PARTITION.exec(name);
  if (before) return new Date(Date.UTC(Number(before[1]), Number(before[2]) - 1, 1));
  return undefined;
}

export interface AuditPartitionPlan {
  /** First days (UTC) of the months to create a partition for, oldest first. */
  create: Date[];
  /** Partitions whose every row is older than the retention, oldest first. */
  drop: string[];
  /** Rows before this instant may go; rows from it on are kept. */
  keepFrom: Date;
}

/**
 * Keeps `keepMonths` whole months before the current one (and the current one): a partition goes
 * only once its whole range is before that, so a row is kept at least `keepMonths` months. Makes
 * the current month's partition and `monthsAhead` more when missing.
 */
export function planAuditPartitions(options: { now: Date; keepMonths: number; monthsAhead: number; existing: readonly string[] }): AuditPartitionPlan {
  const { now, keepMonths, monthsAhead, existing } = options;
  if (!Number.isInteger(keepMonths) || keepMonths < 1) throw new RangeError(`keepMonths must be a whole number of months >= 1, got ${keepMonths}`);
  if (!Number.isInteger(monthsAhead) || monthsAhead < 0) throw new RangeError(`monthsAhead must be a whole number >= 0, got ${monthsAhead}`);
  const keepFrom = monthStart(now, -keepMonths);
  const names = new Set(existing);
  // A month the table as it was before partitioning already covers gets no partition of its own.
  const coveredUntil = Math.max(0, ...existing.filter((name) => BEFORE_PARTITION.test(name)).map((name) => partitionUpperBound(name)!.getTime()));
  const create: Date[] = [];
  for (let offset = 0; offset <= monthsAhead; offset++) {
    const month = monthStart(now, offset);
    if (month.getTime() >= coveredUntil && !names.has(monthPartitionName(month))) create.push(month);
  }
  const drop = existing
    .map((name) => ({ name, upper: partitionUpperBound(name) }))
    .filter((partition): partition is { name: string; upper: Date } => partition.upper !== undefined && partition.upper.getTime() <= keepFrom.getTime())
    .sort((a, b) => a.upper.getTime() - b.upper.getTime())
    .map((partition) => partition.name);
  return { create, drop, keepFrom };
}
