import { and, asc, eq, sql } from 'drizzle-orm';
import { nextRefillDate } from '../../../src/domain/refill/refill-date';
import { refillReminderSchedule } from '../../../src/domain/reminders/refill-reminder-schedule';
import type { ReminderLeadDays } from '../../../src/domain/reminders/reminder-choices';
import { preferredChannels } from '../../../src/domain/reminders/reminder-delivery';
import type { RefillReminder, ReminderDeliveryInfo } from '../../../src/domain/reminders/refill-reminder.schema';
import type { Database } from '../../platform/db/database';
import { refillReminders } from './reminders.tables';
import { emailSubscribed } from '../account';
import type { PatientContact } from '../patient';
import { prescriptionSchedules } from '../refill';

/** A reminder row with what its schedule needs from its prescription. */
export interface ReminderRow {
  gId: number;
  uId: number;
  rxNumber: string;
  displayName: string;
  isActive: boolean;
  latestDateShipped: string | null;
  daysOfSupply: number | null;
  leadDays: ReminderLeadDays;
  timeZone: string;
  sentForRefillDate: string | null;
  lastSentAt: Date | null;
}

const reminderColumns = {
  gId: refillReminders.gId,
  uId: refillReminders.uId,
  leadDays: refillReminders.leadDays,
  timeZone: refillReminders.timeZone,
  sentForRefillDate: refillReminders.sentForRefillDate,
  lastSentAt: refillReminders.lastSentAt,
};

/** Every reminder with its prescription (the scheduler's candidates), or one patient's. */
export async function reminderRows(db: Database, uId?: number): Promise<ReminderRow[]> {
  const reminders = await db
    .select(reminderColumns)
    .from(refillReminders)
    .where(uId === undefined ? undefined : eq(refillReminders.uId, uId))
    .orderBy(asc(refillReminders.gId));
  const schedules = await prescriptionSchedules(
    db,
    reminders.map((reminder) => reminder.gId),
  );
  return reminders.flatMap((reminder) => {
    const prescription = schedules.get(reminder.gId);
    return prescription ? [{ ...reminder, ...prescription }] : [];
  });
}

/** The reminder as the API shows it, its schedule worked out at `now`. */
export function publicReminder(row: ReminderRow, now: Date): RefillReminder {
  const schedule = refillReminderSchedule({
    enabled: row.isActive,
    refillDate: nextRefillDate(row.latestDateShipped, row.daysOfSupply),
    timeZone: row.timeZone,
    leadDays: row.leadDays,
    sentForRefillDate: row.sentForRefillDate,
    now,
  });
  return {
    gId: row.gId,
    rxNumber: row.rxNumber,
    leadDays: row.leadDays,
    timeZone: row.timeZone,
    state: schedule.state,
    nextRefillDate: 'refillDate' in schedule ? schedule.refillDate : nextRefillDate(row.latestDateShipped, row.daysOfSupply),
    nextReminderAt: schedule.state === 'scheduled' ? schedule.dueAt.toISOString() : null,
    lastSentAt: row.lastSentAt?.toISOString() ?? null,
  };
}

/**
 * Turns a reminder on or changes it. A changed lead or zone keeps what was sent: the reminder
 * of a refill date already reminded about is not sent again.
 */
export async function upsertReminder(db: Database, values: { uId: number; gId: number; leadDays: ReminderLeadDays; timeZone: string }, now: Date): Promise<void> {
  await db
    .insert(refillReminders)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: refillReminders.gId, set: { leadDays: values.leadDays, timeZone: values.timeZone, updatedAt: now } });
}

/** Turns a reminder off; false when there was none. */
export async function deleteReminder(db: Database, uId: number, gId: number): Promise<boolean> {
  const deleted = await db
    .delete(refillReminders)
    .where(and(eq(refillReminders.uId, uId), eq(refillReminders.gId, gId)))
    .returning({ gId: refillReminders.gId });
  return deleted.length > 0;
}

/** The caller's delivery facts as the medication page shows them. */
export async function deliveryInfo(db: Database, contact: PatientContact): Promise<ReminderDeliveryInfo> {
  return {
    channels: preferredChannels(contact.preferredContact, contact.usernameType),
    email: contact.email,
    phone: contact.phone,
    emailSubscribed: contact.email ? await emailSubscribed(db, contact.email) : true,
  };
}

/**
 * Claims the reminder of one refill date: moves sent_for_refill_date to it unless it is there
 * already (or the reminder changed or went away since it was read). Two processes claiming at
 * once are serialised by the row lock; the second finds the date set and claims nothing.
 */
export async function claimReminder(db: Database, row: ReminderRow, refillDate: string, now: Date): Promise<boolean> {
  const claimed = await db
    .update(refillReminders)
    .set({ sentForRefillDate: refillDate, lastSentAt: now, updatedAt: now })
    .where(
      and(
        eq(refillReminders.gId, row.gId),
        eq(refillReminders.leadDays, row.leadDays),
        eq(refillReminders.timeZone, row.timeZone),
        sql`${refillReminders.sentForRefillDate} IS DISTINCT FROM ${refillDate}::date`,
      ),
    )
    .returning({ gId: refillReminders.gId });
  return claimed.length > 0;
}
