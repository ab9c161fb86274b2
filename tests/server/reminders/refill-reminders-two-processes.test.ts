import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { openDatabase, type DatabaseHandle } from '../../../server/platform/db/database';
import { migrate } from '../../../server/platform/db/migrate';
import { seed } from '../../../server/seed/seed';
import { outbox } from '../../../server/platform/identity/schema-identity';
import { prescriptions, refillReminders } from '../../../server/schema';
import { runReminderTick } from '../../../server/modules/reminders/tick';
import { postgresBinDir } from '../../../scripts/lib/ensure.mjs';
import { startTempPostgres } from '../../../scripts/lib/temp-postgres.mjs';
import { TEST_IDENTITY } from '../support/test-app';

/**
 * `npm run serve:cluster`: every worker runs the reminder scheduler against one PostgreSQL
 * database. Two connection pools (two processes' worth) tick at the same instant, again and
 * again; every due reminder lands in the outbox exactly once.
 */

const NOW = new Date('2026-03-01T15:00:00Z');
const DUE = new Date('2026-03-12T13:00:00Z');
const PATIENTS = 12;

let postgres: { url: string; stop(): Promise<void> } | undefined;
const handles: DatabaseHandle[] = [];
let app: FastifyInstance | undefined;

beforeAll(async () => {
  postgres = await startTempPostgres(postgresBinDir(), 54418);
  handles.push(await openDatabase({ url: postgres.url }), await openDatabase({ url: postgres.url }));
  await migrate(handles[0]!.db);
  await seed(handles[0]!.db);
  app = await buildApp({ db: handles[0]!.db, mode: 'test', identity: TEST_IDENTITY, now: () => NOW });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
  for (const handle of handles) await handle.close();
  await postgres?.stop();
});

describe('refill reminders under two processes on PostgreSQL', () => {
  it('sends each due reminder once when two schedulers tick at the same time', async () => {
    const db = handles[0]!.db;
    const recipients: string[] = [];
    for (let index = 0; index < PATIENTS; index++) {
      const created = await app!.inject({ method: 'POST', url: '/api/dev/refill-patients', payload: {} });
      expect(created.statusCode, created.body).toBe(200);
      const { uId, username } = created.json<{ uId: number; username: string }>();
      const [rx] = await db.select({ gId: prescriptions.gId }).from(prescriptions).where(and(eq(prescriptions.uId, uId), eq(prescriptions.rxNumber, '6012008')));
      await db.insert(refillReminders).values({ gId: rx!.gId, uId, leadDays: 3, timeZone: 'America/New_York' });
      recipients.push(username);
    }

    const rounds = await Promise.all(
      [0, 1, 2].flatMap((round) =>
        handles.map((handle) => runReminderTick(handle.db, { now: new Date(DUE.getTime() + round * 1000), portalUrl: 'http://localhost:4300/portal' })),
      ),
    );
    const sentTo = rounds.flat().map((sent) => sent.recipient);
    expect(sentTo.sort()).toEqual([...recipients].sort());

    const delivered = await db.select({ recipient: outbox.recipient }).from(outbox).where(and(inArray(outbox.recipient, recipients), eq(outbox.purpose, 'refill-reminder')));
    expect(delivered.map((row) => row.recipient).sort()).toEqual([...recipients].sort());
  }, 60_000);
});
