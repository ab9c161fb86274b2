import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partitionUpperBound, planAuditPartitions } from '../../../server/platform/audit/audit-partition-plan';
import { applyAuditRetention, auditPartitions } from '../../../server/platform/audit/audit-retention';
import { openDatabase, type DatabaseHandle } from '../../../server/platform/db/database';
import { migrate, MIGRATIONS_DIR } from '../../../server/platform/db/migrate';
import { createMigratedTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * The audit trail is partitioned by month (migration 0330): a row lands in its month's partition,
 * a row of a month without one lands in the default partition (never an error), and the retention
 * job drops only whole months older than the retention. Every date is set here, decades ahead of
 * any real clock, so no row the migration or another test wrote is in range.
 */
const at = (iso: string) => new Date(iso);

async function insertAt(db: TestDatabase['db'], when: string, route: string): Promise<void> {
  await db.execute(sql`INSERT INTO audit_log (at, action, entity, route) VALUES (${when}::timestamptz, 'read', 'partition_test', ${route})`);
}

async function partitionOf(db: TestDatabase['db'], route: string): Promise<string[]> {
  const { rows } = await db.execute<{ partition: string }>(sql`SELECT tableoid::regclass::text AS partition FROM audit_log WHERE route = ${route}`);
  return rows.map((row) => row.partition);
}

describe('the audit trail partitioned by month', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createMigratedTestDatabase();
  });
  afterAll(() => database.dispose());

  it('makes the partitions of this month and the next ones, and rows land in their month', async () => {
    const result = await applyAuditRetention(database.db, { now: at('2090-05-15T12:00:00Z'), keepMonths: 1200, monthsAhead: 3 });
    expect(result.created).toEqual(['audit_log_p209005', 'audit_log_p209006', 'audit_log_p209007', 'audit_log_p209008']);
    expect(result.dropped).toEqual([]);

    await insertAt(database.db, '2090-05-01T00:00:00Z', 'first instant of May');
    await insertAt(database.db, '2090-06-30T23:59:59.999Z', 'last instant of June');
    await insertAt(database.db, '2090-07-01T00:00:00Z', 'first instant of July');
    expect(await partitionOf(database.db, 'first instant of May')).toEqual(['audit_log_p209005']);
    expect(await partitionOf(database.db, 'last instant of June')).toEqual(['audit_log_p209006']);
    expect(await partitionOf(database.db, 'first instant of July')).toEqual(['audit_log_p209007']);

    const again = await applyAuditRetention(database.db, { now: at('2090-05-20T00:00:00Z'), keepMonths: 1200, monthsAhead: 3 });
    expect(again.created).toEqual([]);
  });

  it('takes a row of a month without a partition into the default partition, not an error', async () => {
    await insertAt(database.db, '2095-03-05T08:00:00Z', 'a month nobody prepared');
    expect(await partitionOf(database.db, 'a month nobody prepared')).toEqual(['audit_log_default']);

    // That month's partition can no longer be made (its rows are in the default): reported, not thrown.
    const result = await applyAuditRetention(database.db, { now: at('2095-03-20T00:00:00Z'), keepMonths: 1200, monthsAhead: 1 });
    expect(result.skipped).toEqual(['audit_log_p209503']);
    expect(result.created).toEqual(['audit_log_p209504']);
  });

  it('drops only the months wholly older than the retention, and keeps the rest and the default partition', async () => {
    const countOf = async (route: string) => (await partitionOf(database.db, route)).length;
    const before = await auditPartitions(database.db);
    expect(before).toContain('audit_log_p209005');

    // On 2090-09-10, keeping 2 months keeps July on: May and June go, and with them every partition before.
    const result = await applyAuditRetention(database.db, { now: at('2090-09-10T00:00:00Z'), keepMonths: 2, monthsAhead: 0 });
    expect(result.keepFrom.toISOString()).toBe('2090-07-01T00:00:00.000Z');
    expect(result.dropped).toContain('audit_log_p209005');
    expect(result.dropped).toContain('audit_log_p209006');
    expect(result.dropped).not.toContain('audit_log_p209007');
    expect(result.dropped).not.toContain('audit_log_default');

    const after = await auditPartitions(database.db);
    expect(after).toEqual(expect.arrayContaining(['audit_log_p209007', 'audit_log_p209008', 'audit_log_p209009', 'audit_log_default', 'audit_log_p209504']));
    expect(after.filter((name) => (partitionUpperBound(name)?.getTime() ?? Infinity) <= result.keepFrom.getTime())).toEqual([]);
    expect(await countOf('first instant of May')).toBe(0);
    expect(await countOf('last instant of June')).toBe(0);
    expect(await countOf('first instant of July')).toBe(1);
    expect(await countOf('a month nobody prepared')).toBe(1);
  });

  it('stays append-only in every partition', async () => {
    await expect(database.db.execute(sql`DELETE FROM audit_log_p209007`)).rejects.toThrow();
    await expect(database.db.execute(sql`UPDATE audit_log SET route = 'tampered' WHERE route = 'first instant of July'`)).rejects.toThrow();
    await expect(database.db.execute(sql`TRUNCATE audit_log_p209007`)).rejects.toThrow();
    await expect(database.db.execute(sql`TRUNCATE audit_log_default`)).rejects.toThrow();
    expect(await partitionOf(database.db, 'first instant of July')).toEqual(['audit_log_p209007']);
  });
});

describe('migration 0330 converts an existing audit table in place', () => {
  let handle: DatabaseHandle;
  let schema: string | undefined;
  let before0330: string;

  beforeAll(async () => {
    const url = process.env.DATABASE_URL;
    schema = url ? `rx_test_partitions_${randomBytes(4).toString('hex')}` : undefined;
    handle = await openDatabase({ url, schema });
    before0330 = await mkdtemp(path.join(tmpdir(), 'rx-migrations-'));
    for (const file of await readdir(MIGRATIONS_DIR)) {
      if (file < '0330') await cp(path.join(MIGRATIONS_DIR, file), path.join(before0330, file));
    }
  });
  afterAll(async () => {
    if (schema) await handle.db.execute(sql.raw(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`));
    await handle.close();
    await rm(before0330, { recursive: true, force: true });
  });

  it('keeps every row and its id, and goes on numbering after the highest', async () => {
    await migrate(handle.db, before0330);
    await handle.db.execute(sql`INSERT INTO audit_log (at, action, entity, route) VALUES
      ('2019-01-02T00:00:00Z', 'read', 'old', 'GET /a'), (now(), 'write', 'old', 'POST /b')`);
    const { rows: old } = await handle.db.execute<{ id: string; route: string }>(sql`SELECT id::text, route FROM audit_log ORDER BY id`);

    await migrate(handle.db);
    const { rows: kept } = await handle.db.execute<{ id: string; route: string; partition: string }>(
      sql`SELECT id::text, route, tableoid::regclass::text AS partition FROM audit_log ORDER BY id`,
    );
    expect(kept.map(({ id, route }) => ({ id, route }))).toEqual(old);
    expect(new Set(kept.map((row) => row.partition)).size).toBe(1);
    expect(kept[0]!.partition).toMatch(/^audit_log_before_p\d{6}$/);

    await handle.db.execute(sql`INSERT INTO audit_log (action, entity, route) VALUES ('read', 'new', 'GET /c')`);
    const { rows: next } = await handle.db.execute<{ id: string }>(sql`SELECT id::text FROM audit_log WHERE route = 'GET /c'`);
    expect(Number(next[0]!.id)).toBeGreaterThan(Math.max(...old.map((row) => Number(row.id))));
    await expect(handle.db.execute(sql`DELETE FROM audit_log WHERE route = 'GET /a'`)).rejects.toThrow();
  });
});

describe('the partition plan', () => {
  it('makes no partition for a month the table from before partitioning still holds', () => {
    const plan = planAuditPartitions({ now: at('2090-01-10T00:00:00Z'), keepMonths: 72, monthsAhead: 3, existing: ['audit_log_before_p209003', 'audit_log_default'] });
    expect(plan.create.map((month) => month.toISOString().slice(0, 7))).toEqual(['2090-03', '2090-04']);
    expect(plan.drop).toEqual([]);
  });

  it('keeps a row at least the retention: a month goes once its end is that many months before this one', () => {
    const existing = ['audit_log_before_p208401', 'audit_log_p208401', 'audit_log_p208402', 'audit_log_default'];
    expect(planAuditPartitions({ now: at('2090-01-31T23:59:59Z'), keepMonths: 72, monthsAhead: 0, existing }).drop).toEqual(['audit_log_before_p208401']);
    expect(planAuditPartitions({ now: at('2090-02-01T00:00:00Z'), keepMonths: 72, monthsAhead: 0, existing }).drop).toEqual(['audit_log_before_p208401', 'audit_log_p208401']);
    expect(() => planAuditPartitions({ now: at('2090-02-01T00:00:00Z'), keepMonths: 0, monthsAhead: 0, existing })).toThrow(RangeError);
  });
});
