import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RefillRemindersResponse } from '../../../src/domain/reminders/refill-reminder.schema';
import { signedInPatient, type TestPatient } from '../support/patients';
import { createTestApp, type TestApp } from '../support/test-app';

const NOW = new Date();
const RINVOQ = '7014010'; // shipped 5 days before seeding, 28 days of supply

let t: TestApp;
let morgan: TestPatient;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  morgan = await signedInPatient(t.database.db, 'morgan.tracker@example.com');
});
afterAll(() => t.close());

describe('the demo account with a refill reminder', () => {
  it('has its reminder on and scheduled 3 days before the refill date, at 09:00 New York time', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/user/medications/reminders?u_id=${morgan.uId}`, headers: { authorization: morgan.bearer } });
    expect(response.statusCode, response.body).toBe(200);
    const { reminders } = response.json<RefillRemindersResponse>();
    expect(reminders).toHaveLength(1);
    const [reminder] = reminders;
    expect(reminder).toMatchObject({ rxNumber: RINVOQ, leadDays: 3, timeZone: 'America/New_York', state: 'scheduled', lastSentAt: null });
    const at = new Date(reminder!.nextReminderAt!);
    expect(at.getTime()).toBeGreaterThan(NOW.getTime());
    expect(new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hour: 'numeric', hourCycle: 'h23' }).format(at)).toBe('09');
    const refillDay = Date.parse(`${reminder!.nextRefillDate}T12:00:00Z`);
    const reminderDay = Date.parse(`${new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(at)}T12:00:00Z`);
    expect((refillDay - reminderDay) / 86_400_000).toBe(3);
  });

  it('says so in the demo accounts list the catalogue shows', async () => {
    const { accounts } = (await t.app.inject({ method: 'GET', url: '/api/dev/accounts' })).json<{ accounts: { username: string; demonstrates: string }[] }>();
    expect(accounts.find((account) => account.username === 'morgan.tracker@example.com')!.demonstrates).toContain('a refill reminder turned on (Rinvoq');
  });
});
