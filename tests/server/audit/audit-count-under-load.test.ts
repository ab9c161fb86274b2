import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../server/platform/audit/audit.tables';
import { signedInPatient, type TestPatient } from '../support/patients';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Every read is audited, however many arrive at once: the audit rows of concurrent reads go out
 * together (audit-batcher.ts), and none may be lost or doubled. 2,000 reads over real HTTP, 50 at
 * a time (each answered only once its row is committed), then exactly 2,000 new rows of that patient and route.
 */
const READS = 2_000;
const LANES = 50;

let t: TestApp;
let origin: string;
let patient: TestPatient;

beforeAll(async () => {
  t = await createTestApp();
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  patient = await signedInPatient(t.database.db, 'pat.demo@example.com');
});
afterAll(() => t?.close());

async function auditRowsOf(uId: number, route: string): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.actorUId, uId), eq(auditLog.route, route)));
  return Number(row?.n ?? 0);
}

describe('audit rows of reads under load', () => {
  it(`${READS} concurrent reads leave exactly ${READS} new audit rows`, { timeout: 120_000 }, async () => {
    const before = await auditRowsOf(patient.uId, 'GET /api/session');
    const statuses: number[] = [];
    await Promise.all(
      Array.from({ length: LANES }, async () => {
        for (let i = 0; i < READS / LANES; i += 1) {
          const response = await fetch(`${origin}/api/session`, { headers: { authorization: patient.bearer } });
          await response.arrayBuffer();
          statuses.push(response.status);
        }
      }),
    );
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(statuses).toHaveLength(READS);
    expect((await auditRowsOf(patient.uId, 'GET /api/session')) - before).toBe(READS);
  });
});
