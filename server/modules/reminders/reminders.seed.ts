import { and, eq, inArray } from 'drizzle-orm';
import type { ReminderLeadDays } from '../../../src/domain/reminders/reminder-choices';
import type { Database } from '../../platform/db/database';
import { upsertReminder } from './reminders.queries';
import { prescriptions } from '../refill/refill.tables';

/** A refill reminder a demo account has turned on, by the prescription's Rx number. */
export interface DemoRefillReminder {
  rxNumber: string;
  leadDays: ReminderLeadDays;
  timeZone: string;
}

/** Turns on the account's demo reminders on its own prescriptions (seeded before). */
export async function seedRefillReminders(tx: Database, uId: number, reminders: readonly DemoRefillReminder[], now: Date): Promise<void> {
  if (reminders.length === 0) return;
  const rows = await tx
    .select({ gId: prescriptions.gId, rxNumber: prescriptions.rxNumber })
    .from(prescriptions)
    .where(and(eq(prescriptions.uId, uId), inArray(prescriptions.rxNumber, reminders.map((reminder) => reminder.rxNumber))));
  for (const reminder of reminders) {
    const row = rows.find((candidate) => candidate.rxNumber === reminder.rxNumber);
    if (!row) throw new Error(`Demo refill reminder: the patient has no prescription ${reminder.rxNumber}`);
    await upsertReminder(tx, { uId, gId: row.gId, leadDays: reminder.leadDays, timeZone: reminder.timeZone }, now);
  }
}
