import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeletedResponse } from '../../../src/domain/common/common.schema';
import type { MedicationsResponse } from '../../../src/domain/medication/prescription.schema';
import type { RefillRemindersResponse, SetRefillReminderResponse } from '../../../src/domain/reminders/refill-reminder.schema';
import { auditLog, patients, prescriptions, refillReminders } from '../../../server/schema';
import { listOutbox } from '../../../server/dev/identity-records';
import { mintIdToken } from '../support/test-tokens';
import { runReminderTick } from '../../../server/modules/reminders/tick';
import { preferenceTokenSigner } from '../../../server/modules/account/preference-token';
import { reminderSchedulerEnv, startReminderScheduler } from '../../../server/modules/reminders/scheduler';
import { signedInPatient, storedSub, type TestPatient } from '../support/patients';
import { createTestApp, TEST_IDENTITY, type TestApp } from '../support/test-app';

// Sunday 1 March 2026, 10:00 in New York: the fresh patients' prescriptions are seeded relative to it.
const NOW = new Date('2026-03-01T15:00:00Z');
const PORTAL = 'https://portal.example/portal';
const ATORVASTATIN = '6012008'; // shipped 8 days before NOW, 30 days of supply: refill date 15 March
const AMOXICILLIN = '6012010'; // inactive

let t: TestApp;
let pat: TestPatient;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  pat = await signedInPatient(t.database.db, 'pat.demo@example.com');
});
afterAll(() => t.close());

interface Fresh extends TestPatient {
  gIds: Map<string, number>;
}

async function freshPatient(): Promise<Fresh> {
  const created = await t.app.inject({ method: 'POST', url: '/api/dev/refill-patients', payload: {} });
  expect(created.statusCode, created.body).toBe(200);
  const { username, uId } = created.json<{ username: string; uId: number }>();
  const token = await mintIdToken(TEST_IDENTITY, { sub: await storedSub(t.database.db, username), username, pool: 'standard' });
  const patient = { uId, username, token, bearer: `Bearer ${token}` };
  const meds = await get(`/api/user/medications?u_id=${uId}`, patient);
  const gIds = new Map(meds.json<MedicationsResponse>().medications.map((rx) => [rx.rxNumber, rx.gId]));
  return { ...patient, gIds };
}

const get = (url: string, who: TestPatient) => t.app.inject({ method: 'GET', url, headers: { authorization: who.bearer } });
const send = (method: 'PUT' | 'DELETE', url: string, payload: unknown, who: TestPatient) =>
  t.app.inject({ method, url, payload: payload as object, headers: { authorization: who.bearer } });
const setReminder = (who: Fresh, rxNumber: string, patch: Record<string, unknown> = {}) =>
  send('PUT', '/api/user/medications/reminder', { u_id: who.uId, gId: who.gIds.get(rxNumber), leadDays: 3, timeZone: 'America/New_York', ...patch }, who);
const tickAll = (at: string) => runReminderTick(t.database.db, { now: new Date(at), portalUrl: PORTAL });
/** One tick; what it sent to this patient (the other tests' patients share the database). */
const tickFor = async (who: Fresh, at: string) => (await tickAll(at)).filter((sent) => [...who.gIds.values()].includes(sent.gId));
const remindersOf = async (recipient: string) => (await listOutbox(t.database.db, { recipient })).filter((entry) => entry.purpose === 'refill-reminder');
/** The preferences page's PUT, with the token an e-mail's link gives that address. */
const unsubscribe = async (email: string, notificationPreference: 0 | 1) =>
  t.app.inject({ method: 'PUT', url: '/api/email-unsubscribe', payload: { email, notificationPreference, token: (await preferenceTokenSigner(t.database.db, NOW))(email) } });
/** The e-mail and token of the preferences link in a message. */
const preferencesLinkOf = (message: string) => {
  const link = new URL(message.match(/https?:\/\/\S+\/notification-preferences\?\S+/)![0]);
  return { email: link.searchParams.get('email')!, token: link.searchParams.get('token')! };
};
const ship = (who: Fresh, rxNumber: string, shippedOn: string) =>
  t.app.inject({ method: 'POST', url: '/api/dev/prescription-shipments', payload: { username: who.username, rxNumber, shippedOn } });
const auditRows = async (uId: number) =>
  (await t.database.db.select().from(auditLog).where(and(eq(auditLog.actorUId, uId), eq(auditLog.entity, 'refill_reminder'))).orderBy(auditLog.id)).map((row) => `${row.action} ${row.route} ${row.entityId ?? ''}`.trim());

describe('the refill reminder routes', () => {
  it('turns a reminder on, reads it back with its schedule and delivery, changes it and turns it off, with audit rows', async () => {
    const robin = await freshPatient();
    const empty = await get(`/api/user/medications/reminders?u_id=${robin.uId}`, robin);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.headers['cache-control']).toContain('no-store');
    expect(empty.json<RefillRemindersResponse>()).toEqual({
      reminders: [],
      delivery: { channels: ['email'], email: robin.username, phone: null, emailSubscribed: true },
    });

    const set = await setReminder(robin, ATORVASTATIN);
    expect(set.statusCode, set.body).toBe(200);
    const gId = robin.gIds.get(ATORVASTATIN)!;
    // 12 March, 09:00 in New York, which is on daylight time since 8 March.
    expect(set.json<SetRefillReminderResponse>().reminder).toEqual({
      gId,
      rxNumber: ATORVASTATIN,
      leadDays: 3,
      timeZone: 'America/New_York',
      state: 'scheduled',
      nextRefillDate: '2026-03-15',
      nextReminderAt: '2026-03-12T13:00:00.000Z',
      lastSentAt: null,
    });

    const changed = await setReminder(robin, ATORVASTATIN, { leadDays: 7, timeZone: 'America/Los_Angeles' });
    expect(changed.json<SetRefillReminderResponse>().reminder).toMatchObject({ leadDays: 7, nextReminderAt: '2026-03-08T16:00:00.000Z' });
    const listed = (await get(`/api/user/medications/reminders?u_id=${robin.uId}`, robin)).json<RefillRemindersResponse>();
    expect(listed.reminders.map((reminder) => [reminder.rxNumber, reminder.leadDays])).toEqual([[ATORVASTATIN, 7]]);

    const cleared = await send('DELETE', '/api/user/medications/reminder', { u_id: robin.uId, gId }, robin);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json<DeletedResponse>()).toEqual({ deleted: true, id: gId });
    const again = await send('DELETE', '/api/user/medications/reminder', { u_id: robin.uId, gId }, robin);
    expect(again.statusCode).toBe(404);

    expect(await auditRows(robin.uId)).toEqual([
      'read GET /api/user/medications/reminders',
      `write PUT /api/user/medications/reminder ${gId}`,
      `write PUT /api/user/medications/reminder ${gId}`,
      'read GET /api/user/medications/reminders',
      `write DELETE /api/user/medications/reminder ${gId}`,
    ]);
  });

  it("refuses another patient's prescription (404), another patient's u_id (403) and no token (401)", async () => {
    const robin = await freshPatient();
    const other = await send('PUT', '/api/user/medications/reminder', { u_id: pat.uId, gId: robin.gIds.get(ATORVASTATIN), leadDays: 3, timeZone: 'UTC' }, pat);
    expect(other.statusCode).toBe(404);
    const foreignUId = await send('PUT', '/api/user/medications/reminder', { u_id: robin.uId, gId: robin.gIds.get(ATORVASTATIN), leadDays: 3, timeZone: 'UTC' }, pat);
    expect(foreignUId.statusCode).toBe(403);
    expect((await get(`/api/user/medications/reminders?u_id=${robin.uId}`, pat)).statusCode).toBe(403);
    await setReminder(robin, ATORVASTATIN);
    const foreignDelete = await send('DELETE', '/api/user/medications/reminder', { u_id: pat.uId, gId: robin.gIds.get(ATORVASTATIN) }, pat);
    expect(foreignDelete.statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/user/medications/reminders?u_id=${robin.uId}` });
    expect(anonymous.statusCode).toBe(401);
    const [stored] = await t.database.db.select().from(refillReminders).where(eq(refillReminders.gId, robin.gIds.get(ATORVASTATIN)!));
    expect(stored).toMatchObject({ uId: robin.uId, leadDays: 3 });
  });

  it('answers 400 with a reason for a lead that is not offered, an unknown time zone and hostile values, and 409 for an inactive prescription', async () => {
    const robin = await freshPatient();
    const cases: Record<string, unknown>[] = [
      { leadDays: 5 },
      { leadDays: '3' },
      { timeZone: 'Mars/Olympus_Mons' },
      { timeZone: 'America/New_York\u0000' },
      { timeZone: 'x'.repeat(65) },
      { gId: -1 },
      { gId: 2 ** 31 },
      { gId: '1 OR 1=1' },
    ];
    for (const patch of cases) {
      const response = await setReminder(robin, ATORVASTATIN, patch);
      expect(response.statusCode, JSON.stringify(patch)).toBe(400);
      expect(response.json<{ message: string }>().message.length).toBeGreaterThan(0);
    }
    const inactive = await setReminder(robin, AMOXICILLIN);
    expect(inactive.statusCode).toBe(409);
    expect(await t.database.db.select().from(refillReminders).where(eq(refillReminders.uId, robin.uId))).toEqual([]);
  });
});

describe('the reminder scheduler tick (injected clock)', () => {
  it('sends the e-mail at its time, once per refill date, with the preferences link and no medication in any link', async () => {
    const robin = await freshPatient();
    await setReminder(robin, ATORVASTATIN);
    expect(await tickFor(robin, '2026-03-12T12:59:00Z')).toEqual([]);
    const sent = await tickFor(robin, '2026-03-12T13:00:00Z');
    expect(sent).toEqual([{ gId: robin.gIds.get(ATORVASTATIN), refillDate: '2026-03-15', channel: 'email', recipient: robin.username }]);
    const [entry] = await remindersOf(robin.username);
    expect(entry!.channel).toBe('email');
    expect(entry!.message).toContain('Atorvastatin 20 mg tablet');
    expect(entry!.message).toContain('March 15, 2026');
    expect(entry!.message).toContain(`${PORTAL}/notification-preferences?email=${encodeURIComponent(robin.username)}&token=`);
    // The link's token is signed for this address: the page's lookup answers its preference.
    const { email, token } = preferencesLinkOf(entry!.message);
    expect(email).toBe(robin.username);
    const preference = await t.app.inject({ method: 'POST', url: '/api/email-unsubscribe/lookup', payload: { email, token } });
    expect(preference.statusCode, preference.body).toBe(200);
    expect(preference.json()).toEqual({ email: robin.username, notificationPreference: 1 });
    for (const link of entry!.message.match(/https?:\/\/\S+/g) ?? []) expect(link).not.toMatch(/atorvastatin|6012008/i);

    expect(await tickFor(robin, '2026-03-13T13:00:00Z')).toEqual([]);
    expect(await tickFor(robin, '2026-03-15T20:00:00Z')).toEqual([]);
    expect(await remindersOf(robin.username)).toHaveLength(1);
    const listed = (await get(`/api/user/medications/reminders?u_id=${robin.uId}`, robin)).json<RefillRemindersResponse>();
    expect(listed.reminders[0]).toMatchObject({ state: 'sent', lastSentAt: '2026-03-12T13:00:00.000Z', nextReminderAt: null });
  });

  it('sends nothing for a turned-off reminder or an inactive prescription, and nothing for a refill date already over', async () => {
    const robin = await freshPatient();
    await setReminder(robin, ATORVASTATIN);
    await send('DELETE', '/api/user/medications/reminder', { u_id: robin.uId, gId: robin.gIds.get(ATORVASTATIN) }, robin);
    expect(await tickFor(robin, '2026-03-12T13:00:00Z')).toEqual([]);

    await setReminder(robin, ATORVASTATIN);
    await t.database.db.update(prescriptions).set({ isActive: false }).where(eq(prescriptions.gId, robin.gIds.get(ATORVASTATIN)!));
    expect(await tickFor(robin, '2026-03-12T13:00:00Z')).toEqual([]);
    await t.database.db.update(prescriptions).set({ isActive: true }).where(eq(prescriptions.gId, robin.gIds.get(ATORVASTATIN)!));
    expect(await tickFor(robin, '2026-03-16T13:00:00Z')).toEqual([]);
    expect(await remindersOf(robin.username)).toEqual([]);
  });

  it('stops e-mail reminders once the address unsubscribes on the preferences page, and brings them back on resubscribing', async () => {
    const robin = await freshPatient();
    await setReminder(robin, ATORVASTATIN);
    expect(await tickFor(robin, '2026-03-12T13:00:00Z')).toHaveLength(1);

    // The page's PUT with the token of the reminder's own link: 200, stored.
    const [reminder] = await remindersOf(robin.username);
    const off = await t.app.inject({ method: 'PUT', url: '/api/email-unsubscribe', payload: { ...preferencesLinkOf(reminder!.message), notificationPreference: 0 } });
    expect(off.statusCode, off.body).toBe(200);
    const delivery = (await get(`/api/user/medications/reminders?u_id=${robin.uId}`, robin)).json<RefillRemindersResponse>().delivery;
    expect(delivery.emailSubscribed).toBe(false);

    // The next shipment moves the refill date to 6 April; its reminder is due on 3 April.
    expect((await ship(robin, ATORVASTATIN, '2026-03-15')).statusCode).toBe(200);
    expect(await tickFor(robin, '2026-04-03T13:00:00Z')).toEqual([]);
    expect(await remindersOf(robin.username)).toHaveLength(1);

    expect((await unsubscribe(robin.username, 1)).statusCode).toBe(200);
    expect(await tickFor(robin, '2026-04-03T14:00:00Z')).toEqual([{ gId: robin.gIds.get(ATORVASTATIN), refillDate: '2026-04-06', channel: 'email', recipient: robin.username }]);
    expect(await remindersOf(robin.username)).toHaveLength(2);
  });

  it('still texts a patient who prefers texts after the e-mail unsubscribed; both channels get one each', async () => {
    const robin = await freshPatient();
    const phone = '+12155550177';
    await t.database.db.update(patients).set({ preferredContact: 1, phone }).where(eq(patients.uId, robin.uId));
    await setReminder(robin, ATORVASTATIN);
    expect((await unsubscribe(robin.username, 0)).statusCode).toBe(200);
    expect(await tickFor(robin, '2026-03-12T13:00:00Z')).toEqual([{ gId: robin.gIds.get(ATORVASTATIN), refillDate: '2026-03-15', channel: 'sms', recipient: phone }]);
    const [text] = (await listOutbox(t.database.db, { recipient: phone })).filter((entry) => entry.purpose === 'refill-reminder');
    expect(text!.message).toContain('ATO');
    expect(text!.message).not.toContain('Atorvastatin');

    await t.database.db.update(patients).set({ preferredContact: 3 }).where(eq(patients.uId, robin.uId));
    expect((await unsubscribe(robin.username, 1)).statusCode).toBe(200);
    await ship(robin, ATORVASTATIN, '2026-03-15');
    const both = await tickFor(robin, '2026-04-03T13:00:00Z');
    expect(both.map((entry) => entry.channel)).toEqual(['email', 'sms']);
  });

  it('writes Spanish reminders for a patient reading in Spanish', async () => {
    const robin = await freshPatient();
    await t.database.db.update(patients).set({ locale: 'es' }).where(eq(patients.uId, robin.uId));
    await setReminder(robin, ATORVASTATIN);
    await tickFor(robin, '2026-03-12T13:00:00Z');
    const [entry] = await remindersOf(robin.username);
    expect(entry!.message).toContain('Recordatorio de resurtido');
    expect(entry!.message).toContain('15 de marzo de 2026');
  });

  it('sends one reminder when two ticks run at the same time', async () => {
    const robin = await freshPatient();
    await setReminder(robin, ATORVASTATIN);
    const [first, second] = await Promise.all([tickFor(robin, '2026-03-12T13:00:00Z'), tickFor(robin, '2026-03-12T13:00:00Z')]);
    expect(first.length + second.length).toBe(1);
    expect(await remindersOf(robin.username)).toHaveLength(1);
    const [row] = await t.database.db.select({ date: refillReminders.sentForRefillDate }).from(refillReminders).where(sql`${refillReminders.uId} = ${robin.uId}`);
    expect(row!.date).toBe('2026-03-15');
  });
});

describe('the reminder scheduler', () => {
  it('ticks on its interval with its clock until stopped', async () => {
    const robin = await freshPatient();
    await setReminder(robin, ATORVASTATIN);
    let clockReads = 0;
    const scheduler = startReminderScheduler({
      db: t.database.db,
      portalUrl: PORTAL,
      intervalMs: 20,
      clock: () => {
        clockReads += 1;
        // The first tick runs before the reminder's time, a later one after it.
        return new Date(clockReads === 1 ? '2026-03-12T12:00:00Z' : '2026-03-12T13:30:00Z');
      },
    });
    await expect.poll(async () => (await remindersOf(robin.username)).length, { timeout: 10_000 }).toBe(1);
    await scheduler.stop();
    const readsAtStop = clockReads;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(clockReads).toBe(readsAtStop);
    expect(clockReads).toBeGreaterThan(1);
    expect(await remindersOf(robin.username)).toHaveLength(1);
  });

  it('reads its interval and the portal address from the environment', () => {
    expect(reminderSchedulerEnv({}, 'http://localhost:4300/portal')).toEqual({ intervalMs: 900_000, portalUrl: 'http://localhost:4300/portal' });
    expect(reminderSchedulerEnv({ RX_REMINDER_INTERVAL_MS: '0', RX_PORTAL_URL: 'https://rx.example/portal/' }, 'x')).toEqual({ intervalMs: 0, portalUrl: 'https://rx.example/portal' });
    expect(() => reminderSchedulerEnv({ RX_REMINDER_INTERVAL_MS: 'soon' }, 'x')).toThrow(/RX_REMINDER_INTERVAL_MS/);
  });
});

describe("the e-mail preference of a patient's address", () => {
  it('is stored on the first unsubscribe even before any reminder, and keeps reminders from that address', async () => {
    const robin = await freshPatient();
    const off = await unsubscribe(robin.username.toUpperCase(), 0);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ email: robin.username, notificationPreference: 0 });
    await setReminder(robin, ATORVASTATIN);
    expect(await tickFor(robin, '2026-03-12T13:00:00Z')).toEqual([]);
    const listed = (await get(`/api/user/medications/reminders?u_id=${robin.uId}`, robin)).json<RefillRemindersResponse>();
    expect(listed.delivery.emailSubscribed).toBe(false);
    expect(listed.reminders[0]!.state).toBe('scheduled');
  });

  it("is refused without the link's token, and nothing changes", async () => {
    const robin = await freshPatient();
    const refused = await t.app.inject({ method: 'PUT', url: '/api/email-unsubscribe', payload: { email: robin.username, notificationPreference: 0 } });
    expect(refused.statusCode).toBe(403);
    await setReminder(robin, ATORVASTATIN);
    expect(await tickFor(robin, '2026-03-12T13:00:00Z')).toHaveLength(1);
  });
});
