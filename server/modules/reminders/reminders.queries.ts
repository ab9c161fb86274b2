import { and, asc, eq, sql } from 'drizzle-orm';
import type { PreferredContact } from '../../../src/domain/patient/patient.schema';
import { nextRefillDate } from '../../../src/domain/refill/refill-date';
import { refillReminderSchedule } from '../../../src/domain/reminders/refill-reminder-schedule';
import type { ReminderLeadDays } from '../../../src/domain/reminders/reminder-choices';
import { preferredChannels } from '../../../src/domain/reminders/reminder-delivery';
import type { RefillReminder, ReminderDeliveryInfo } from '../../../src/domain/reminders/refill-reminder.schema';
import type { Database } from '../../platform/db/database';
import { brands } from '../company/company.tables';
import { emailPreferences } from '../account/account.tables';
import { patients, textConsentBlockList } from '../patient/patient.tables';
import { prescriptions } from '../refill/refill.tables';
import { refillReminders } from './reminders.tables';
import { normalizeEmail } from '../account';

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
  rxNumber: prescriptions.rxNumber,
  displayName: prescriptions.displayName,
  isActive: prescriptions.isActive,
  latestDateShipped: prescriptions.latestDateShipped,
  daysOfSupply: prescriptions.daysOfSupply,
  leadDays: refillReminders.leadDays,
  timeZone: refillReminders.timeZone,
  sentForRefillDate: refillReminders.sentForRefillDate,
  lastSentAt: refillReminders.lastSentAt,
};

/** Every reminder with its prescription (the scheduler's candidates), or one patient's. */
export async function reminderRows(db: Database, uId?: number): Promise<ReminderRow[]> {
  return db
    .select(reminderColumns)
    .from(refillReminders)
    .innerJoin(prescriptions, eq(prescriptions.gId, refillReminders.gId))
    .where(uId === undefined ? undefined : eq(refillReminders.uId, uId))
    .orderBy(asc(refillReminders.gId));
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

/** One of the patient's prescriptions, or null when it is not theirs. */
export async function prescriptionOfPatient(db: Database, uId: number, gId: number): Promise<{ gId: number; isActive: boolean } | null> {
  const [row] = await db
    .select({ gId: prescriptions.gId, isActive: prescriptions.isActive })
    .from(prescriptions)
    .where(and(eq(prescriptions.uId, uId), eq(prescriptions.gId, gId)));
  return row ?? null;
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

/** The contact facts reminders are delivered by. */
export interface PatientContact {
  preferredContact: PreferredContact;
  usernameType: 'email' | 'phone';
  email: string | null;
  phone: string | null;
  locale: 'en' | 'es';
  brandId: number;
}

export async function patientContact(db: Database, uId: number): Promise<PatientContact | null> {
  const [row] = await db
    .select({
      preferredContact: patients.preferredContact,
      usernameType: patients.usernameType,
      email: patients.email,
      phone: patients.phone,
      locale: patients.locale,
      brandId: patients.brandId,
    })
    .from(patients)
    .where(eq(patients.uId, uId));
  return row ?? null;
}

/**
 * The e-mail preference of an address (subscribed unless it unsubscribed). Makes sure the
 * address has a preference row, so the unsubscribe link of a reminder finds it and the page's
 * PUT /email-unsubscribe stores the choice.
 */
export async function emailSubscribed(db: Database, email: string): Promise<boolean> {
  const address = normalizeEmail(email);
  await db.insert(emailPreferences).values({ email: address }).onConflictDoNothing();
  const [row] = await db
    .select({ notificationPreference: emailPreferences.notificationPreference })
    .from(emailPreferences)
    .where(eq(emailPreferences.email, address));
  return row?.notificationPreference !== 0;
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

/** Whether a mobile number asked for no more texts (the text-consent block list). */
export async function textsBlocked(db: Database, phone: string): Promise<boolean> {
  const [row] = await db.select({ mobileNumber: textConsentBlockList.mobileNumber }).from(textConsentBlockList).where(eq(textConsentBlockList.mobileNumber, phone));
  return row !== undefined;
}

/** The brand name a reminder is signed with. */
export async function brandNameOf(db: Database, brandId: number): Promise<string> {
  const [row] = await db.select({ name: brands.name }).from(brands).where(eq(brands.brandId, brandId));
  return row?.name ?? 'Your pharmacy';
}
