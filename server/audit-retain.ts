import { parseArgs } from 'node:util';
import { DEFAULT_AUDIT_MONTHS_AHEAD, DEFAULT_AUDIT_RETENTION_MONTHS } from './platform/audit/audit-partition-plan';
import { applyAuditRetention } from './platform/audit/audit-retention';
import { openDatabase } from './platform/db/database';
import { migrate } from './platform/db/migrate';
import { readServerEnv } from './platform/env';
import { readSetting } from './platform/settings/settings';

/**
 * The audit trail's retention job, on the database the server uses (DATABASE_URL, RX_DATA_DIR):
 * makes the monthly partitions of audit_log for this month and the next ones, and drops the whole
 * months older than the retention. Run it from cron once a month or more often (it does nothing
 * when there is nothing to do): `npm run audit:retain -- --keep-months 72 --months-ahead 3`.
 * The retention is `--keep-months`, else RX_AUDIT_RETENTION_MONTHS, else 72 (six years, HIPAA).
 */
function wholeNumberOption(value: string | undefined, name: string, min: number): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min) throw new Error(`--${name} must be a whole number of at least ${min}, got "${value}"`);
  return number;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { 'keep-months': { type: 'string' }, 'months-ahead': { type: 'string' } } });
  const keepMonths = wholeNumberOption(values['keep-months'], 'keep-months', 1) ?? readSetting(process.env, 'RX_AUDIT_RETENTION_MONTHS') ?? DEFAULT_AUDIT_RETENTION_MONTHS;
  const monthsAhead = wholeNumberOption(values['months-ahead'], 'months-ahead', 0) ?? DEFAULT_AUDIT_MONTHS_AHEAD;
  const env = readServerEnv();
  const database = await openDatabase(env.database);
  try {
    await migrate(database.db);
    const result = await applyAuditRetention(database.db, { now: new Date(), keepMonths, monthsAhead });
    const list = (names: string[]) => (names.length ? names.join(', ') : 'none');
    console.log(`Audit retention on ${env.databaseLabel}: keeping ${keepMonths} months (rows from ${result.keepFrom.toISOString().slice(0, 10)} on).`);
    console.log(`  created: ${list(result.created)}`);
    console.log(`  dropped: ${list(result.dropped)}`);
    if (result.skipped.length) console.log(`  not created, their rows are in audit_log_default: ${list(result.skipped)}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(`Audit retention not applied: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
