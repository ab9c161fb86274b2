import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withAudit, type AuditEntry } from '../../server/platform/audit/audit';
import type { Database } from '../../server/platform/db/database';
import { signedInPatient, type TestPatient } from './support/patients';
import { createTestApp, type TestApp } from './support/test-app';

/** The columns of the batcher's INSERT, in the order of its arrays. */
const AUDIT_COLUMNS = ['actorUId', 'action', 'entity', 'entityId', 'route', 'actorSub', 'clientAddress'] as const;

/** A database whose audit inserts wait for the test to let them through (or fail them); each gate holds the rows its insert carried. */
function gatedDatabase() {
  const gates: Array<{ rows: unknown[]; release: () => void; fail: (error: Error) => void }> = [];
  const db = {
    execute: (query: SQL) => {
      const columns = new PgDialect().sqlToQuery(query).params as unknown[][];
      const rows = columns[0]!.map((_, i) => Object.fromEntries(AUDIT_COLUMNS.map((name, c) => [name, columns[c]![i]])));
      return new Promise<void>((release, fail) => gates.push({ rows, release: () => release(), fail }));
    },
  } as unknown as Database;
  return { db, gates };
}

const readEntry: AuditEntry<{ name: string }> = { actorUId: 7, action: 'read', entity: 'patient', route: 'GET /api/session' };
const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  for (let i = 0; i < 20; i++) await new Promise((r) => setImmediate(r));
  return done;
};

describe('audit of reads: answered only once the audit row is committed', () => {
  it('holds the result until the audit insert has committed', async () => {
    const { db, gates } = gatedDatabase();
    const answer = withAudit(db, readEntry, async () => ({ name: 'Pat Demo' }));
    expect(await settled(answer)).toBe(false);
    expect(gates).toHaveLength(1);
    expect(gates[0]!.rows).toEqual([{ actorUId: 7, action: 'read', entity: 'patient', entityId: null, route: 'GET /api/session', actorSub: null, clientAddress: null }]);
    gates[0]!.release();
    await expect(answer).resolves.toEqual({ name: 'Pat Demo' });
  });

  it('fails the read when the audit insert fails', async () => {
    const { db, gates } = gatedDatabase();
    const answer = withAudit(db, readEntry, async () => ({ name: 'Pat Demo' }));
    await settled(answer);
    gates[0]!.fail(new Error('audit store unavailable'));
    await expect(answer).rejects.toThrow('audit store unavailable');
  });

  it('writes the rows of concurrent reads in one insert, and none of a read that failed', async () => {
    const { db, gates } = gatedDatabase();
    const first = withAudit(db, readEntry, async () => ({ name: 'first' }));
    await settled(first);
    const refused = withAudit(db, readEntry, async () => Promise.reject(new Error('refused')));
    const second = withAudit(db, { ...readEntry, actorUId: 8 }, async () => ({ name: 'second' }));
    const third = withAudit(db, { ...readEntry, actorUId: 9, entityId: (r) => r.name }, async () => ({ name: 'third' }));
    await expect(refused).rejects.toThrow('refused');
    expect(await settled(second)).toBe(false);
    gates[0]!.release();
    await first;
    await settled(second);
    expect(gates).toHaveLength(2);
    expect(gates[1]!.rows.map((row) => (row as { actorUId: number }).actorUId)).toEqual([8, 9]);
    expect((gates[1]!.rows[1] as { entityId: string }).entityId).toBe('third');
    gates[1]!.release();
    await expect(Promise.all([second, third])).resolves.toEqual([{ name: 'second' }, { name: 'third' }]);
  });
});

describe('audit of reads through the API', () => {
  let t: TestApp;
  let pat: TestPatient;
  const auditRows = async () => (await t.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM audit_log`)).rows[0]!.n;

  beforeAll(async () => {
    t = await createTestApp();
    pat = await signedInPatient(t.database.db, 'pat.demo@example.com');
  });
  afterAll(() => t.close());

  it('has the audit row committed when the answer with patient data arrives', async () => {
    const before = await auditRows();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => t.app.inject({ method: 'GET', url: '/api/session', headers: { authorization: pat.bearer } })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers[0]!.json()).toMatchObject({ username: 'pat.demo@example.com' });
    expect(await auditRows()).toBe(before + 5);
  });

  it('fails the request, without the patient data, when the audit row cannot be written', async () => {
    const db = t.database.db;
    await db.execute(sql.raw(`CREATE FUNCTION refuse_audit_insert() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'audit store unavailable'; END $$`));
    await db.execute(sql.raw('CREATE TRIGGER refuse_audit_insert BEFORE INSERT ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION refuse_audit_insert()'));
    try {
      const before = await auditRows();
      const answer = await t.app.inject({ method: 'GET', url: `/api/user/address?u_id=${pat.uId}`, headers: { authorization: pat.bearer } });
      expect(answer.statusCode).toBe(500);
      expect(answer.body).not.toContain('street');
      expect(answer.body).not.toContain('pat.demo');
      expect(await auditRows()).toBe(before);
    } finally {
      await db.execute(sql.raw('DROP TRIGGER refuse_audit_insert ON audit_log'));
      await db.execute(sql.raw('DROP FUNCTION refuse_audit_insert()'));
    }
    const again = await t.app.inject({ method: 'GET', url: `/api/user/address?u_id=${pat.uId}`, headers: { authorization: pat.bearer } });
    expect(again.statusCode).toBe(200);
  });
});
