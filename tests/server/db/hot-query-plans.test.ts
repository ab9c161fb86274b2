import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditMonthsBack, GENERATED_ID_BASE, largePharmacySteps } from '../../../server/seed/large-pharmacy';
import { signedInPatient, type TestPatient } from '../support/patients';
import { apiRoutesOf, concreteUrl } from '../support/route-table';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Every query a patient's reads run uses an index on the tables that grow with the pharmacy: the
 * patient reads (every GET a signed-in patient may call, and the message and document pages) run
 * against the demo seed plus a generated pharmacy in the same proportions as the large-seed bench
 * (server/seed/large-pharmacy.ts: 10 prescriptions, 2 conversations of 5 messages, an order, a
 * document per patient, audit rows over two years), ANALYZEd. Each statement they sent is planned
 * again with EXPLAIN (FORMAT JSON) and its own parameters: no plan may read a big table whole.
 * PostgreSQL only: PGlite's planner is PostgreSQL's, but the statistics of a server are what matter.
 */
const SIZE = { patients: 4_000, prescriptionsPerPatient: 10, conversationsPerPatient: 2, messagesPerConversation: 5, auditRows: 200_000, auditMonths: 24 };
/** A Seq Scan on a relation the statistics give at least this many rows reads a table that grows with the pharmacy. */
const BIG_TABLE_ROWS = 2_000;
const EXPLAINABLE = /^\s*(select|insert|update|delete|with)\b/i;

interface Statement {
  text: string;
  values: unknown[];
  from: string;
}
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function seqScans(node: PlanNode, found: string[] = []): string[] {
  if (node['Node Type'] === 'Seq Scan' && node['Relation Name']) found.push(node['Relation Name']);
  for (const child of node.Plans ?? []) seqScans(child, found);
  return found;
}

describe.runIf(process.env.DATABASE_URL)('the plans of the patient reads on a large pharmacy', () => {
  let t: TestApp;
  let patient: TestPatient;
  let pool: pg.Pool;
  const statements: Statement[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    for (const day of auditMonthsBack(new Date(), SIZE.auditMonths)) await db.execute(sql`SELECT audit_log_create_month_partition(${day}::date)`);
    for (const step of largePharmacySteps(SIZE)) await db.execute(sql.raw(step.sql));
    await db.execute(sql`ANALYZE`);
    patient = await signedInPatient(db, 'patient17@generated.example');
    pool = (db as unknown as { $client: pg.Pool }).$client;
  }, 60_000);
  afterAll(() => t?.close());

  async function recorded(label: string, url: string): Promise<number> {
    const original = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, config: unknown, values?: unknown, callback?: unknown) {
      const text = typeof config === 'string' ? config : (config as { text?: string }).text;
      const params = Array.isArray(values) ? values : ((config as { values?: unknown[] }).values ?? []);
      if (text && EXPLAINABLE.test(text)) statements.push({ text, values: params, from: label });
      return (original as (...args: unknown[]) => unknown).call(this, config, values, callback);
    } as typeof original;
    try {
      const response = await t.app.inject({ method: 'GET', url, headers: { authorization: patient.bearer } });
      return response.statusCode;
    } finally {
      pg.Client.prototype.query = original;
    }
  }

  it('reads no big table whole', async () => {
    const uId = patient.uId;
    expect(uId).toBe(GENERATED_ID_BASE + 17);
    const convId = GENERATED_ID_BASE + 17 * SIZE.conversationsPerPatient;
    const reads = apiRoutesOf(t.app)
      .filter((route) => route.method === 'GET' && route.auth === 'patient' && !route.url.includes(':'))
      .map((route) => ({ label: route.name, url: `${concreteUrl(route)}${route.uIdIn === 'query' ? `?u_id=${uId}` : ''}` }));
    reads.push(
      { label: 'messages page', url: `/api/conversations/messages?u_id=${uId}&conv_id=${convId}` },
      { label: 'one conversation', url: `/api/conversations/patients?u_id=${uId}&conv_id=${convId}` },
      { label: 'one document', url: `/api/document?docId=${GENERATED_ID_BASE + 17}` },
      { label: 'assessments due', url: `/api/user/medications/required-surveys?u_id=${uId}&m_ids[]=${GENERATED_ID_BASE + 161}` },
      { label: 'billing of an order', url: `/api/refill-requests/billing?u_id=${uId}&orderId=${GENERATED_ID_BASE + 17}` },
    );
    const answered: Record<string, number> = {};
    for (const read of reads) answered[read.label] = await recorded(read.label, read.url);
    // The reads ran as the patient, not refused before their queries.
    expect(Object.entries(answered).filter(([, status]) => status >= 500)).toEqual([]);
    expect(answered['GET /api/user/medications']).toBe(200);
    for (const read of ['messages page', 'one document', 'billing of an order', 'GET /api/documents/patient', 'GET /api/user/orders']) {
      expect([read, answered[read]]).toEqual([read, 200]);
    }

    const { rows: sizes } = await t.database.db.execute<{ name: string; rows: number }>(
      sql`SELECT c.relname AS name, c.reltuples::float8 AS rows FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = current_schema() WHERE c.relkind = 'r'`,
    );
    const rowsOf = new Map(sizes.map((row) => [row.name, Number(row.rows)]));
    const wholeReads: string[] = [];
    for (const statement of statements) {
      const { rows } = await pool.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>({ text: `EXPLAIN (FORMAT JSON) ${statement.text}`, values: statement.values });
      for (const table of seqScans(rows[0]!['QUERY PLAN'][0].Plan)) {
        if ((rowsOf.get(table) ?? 0) >= BIG_TABLE_ROWS) wholeReads.push(`${statement.from}: Seq Scan on ${table} in ${statement.text.slice(0, 160)}`);
      }
    }
    expect(statements.length).toBeGreaterThan(reads.length);
    expect(wholeReads).toEqual([]);
  });
});
