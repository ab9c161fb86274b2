import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MedicationsResponse } from '../../../src/domain/medication/prescription.schema';
import { mintIdToken } from '../support/test-tokens';
import { auditLog, patients } from '../../../server/schema';
import { runReminderTick } from '../../../server/modules/reminders/tick';
import { storedSub, type TestPatient } from '../support/patients';
import { createTestApp, TEST_IDENTITY, type TestApp } from '../support/test-app';

// Sunday 1 March 2026 in New York: the fresh patients' prescriptions are seeded relative to it.
const NOW = new Date('2026-03-01T15:00:00Z');
const ATORVASTATIN = '6012008'; // refill date 15 March: a 3-day reminder is due 12 March, 09:00 New York
const DUE = '2026-03-12T13:00:00Z';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
});
afterAll(() => t.close());

async function patientWithReminder(): Promise<TestPatient & { gId: number }> {
  const created = await t.app.inject({ method: 'POST', url: '/api/dev/refill-patients', payload: {} });
  expect(created.statusCode, created.body).toBe(200);
  const { username, uId } = created.json<{ username: string; uId: number }>();
  const token = await mintIdToken(TEST_IDENTITY, { sub: await storedSub(t.database.db, username), username, pool: 'standard' });
  const patient = { uId, username, token, bearer: `Bearer ${token}` };
  const meds = await t.app.inject({ method: 'GET', url: `/api/user/medications?u_id=${uId}`, headers: { authorization: patient.bearer } });
  const gId = meds.json<MedicationsResponse>().medications.find((rx) => rx.rxNumber === ATORVASTATIN)!.gId;
  const set = await t.app.inject({
    method: 'PUT',
    url: '/api/user/medications/reminder',
    payload: { u_id: uId, gId, leadDays: 3, timeZone: 'America/New_York' },
    headers: { authorization: patient.bearer },
  });
  expect(set.statusCode, set.body).toBe(200);
  return { ...patient, gId };
}

/** The scheduler's audit rows (no actor) for these prescriptions, oldest first. */
const systemRows = async (gIds: number[]) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(isNull(auditLog.actorUId), eq(auditLog.entity, 'refill_reminder'), inArray(auditLog.entityId, gIds.map(String))))
    .orderBy(auditLog.id);

describe('audit rows of the reminder scheduler', () => {
  it('writes one row per sent reminder, by the system, naming the prescription and channel, and none when nothing is sent', async () => {
    const robin = await patientWithReminder();
    expect(await runReminderTick(t.database.db, { now: new Date('2026-03-12T12:59:00Z'), portalUrl: 'https://portal.example/portal' })).not.toContainEqual(
      expect.objectContaining({ gId: robin.gId }),
    );
    expect(await systemRows([robin.gId])).toEqual([]);

    const sent = (await runReminderTick(t.database.db, { now: new Date(DUE), portalUrl: 'https://portal.example/portal' })).filter((entry) => entry.gId === robin.gId);
    expect(sent).toHaveLength(1);
    const rows = await systemRows([robin.gId]);
    expect(rows.map(({ actorUId, action, entity, entityId, route }) => ({ actorUId, action, entity, entityId, route }))).toEqual([
      { actorUId: null, action: 'write', entity: 'refill_reminder', entityId: String(robin.gId), route: 'scheduler refill-reminder email' },
    ]);
    // No PHI in the row: neither the address, the medication nor the message.
    expect(JSON.stringify(rows)).not.toMatch(new RegExp(`${robin.username}|atorvastatin|${ATORVASTATIN}`, 'i'));

    // Already sent for this refill date: a later tick sends nothing and audits nothing more.
    await runReminderTick(t.database.db, { now: new Date('2026-03-13T13:00:00Z'), portalUrl: 'https://portal.example/portal' });
    expect(await systemRows([robin.gId])).toHaveLength(1);
  });

  it('writes a row for each channel a reminder goes out on (e-mail and text)', async () => {
    const robin = await patientWithReminder();
    await t.database.db.update(patients).set({ preferredContact: 3, phone: '+12155550178' }).where(eq(patients.uId, robin.uId));
    const sent = (await runReminderTick(t.database.db, { now: new Date(DUE), portalUrl: 'https://portal.example/portal' })).filter((entry) => entry.gId === robin.gId);
    expect(sent.map((entry) => entry.channel)).toEqual(['email', 'sms']);
    expect((await systemRows([robin.gId])).map((row) => row.route)).toEqual(['scheduler refill-reminder email', 'scheduler refill-reminder sms']);
  });

  it('writes one row when two ticks race for the same reminder', async () => {
    const robin = await patientWithReminder();
    await Promise.all([0, 1].map(() => runReminderTick(t.database.db, { now: new Date(DUE), portalUrl: 'https://portal.example/portal' })));
    expect(await systemRows([robin.gId])).toHaveLength(1);
  });
});
