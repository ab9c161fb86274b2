/**
 * Refill reminders: the choices a patient has and the constants the schedule uses. Zod-free, so
 * the widgets use them at run time and the schemas build on them.
 *
 * Lead options: a refill may be ordered before its refill date (the delivery date respects it),
 * and a delivery needs at least 2 business days (spec 02 §4 "Delivery date rules"):
 * - 3 days before (the default) leaves those 2 business days to arrive on the refill date;
 * - 7 days before also covers a weekend and the Tuesday-Thursday window of refrigerated items;
 * - on the refill date itself, for patients who order on the day.
 */
export const REMINDER_LEAD_DAYS = [0, 3, 7] as const;

export type ReminderLeadDays = (typeof REMINDER_LEAD_DAYS)[number];

export const DEFAULT_REMINDER_LEAD_DAYS: ReminderLeadDays = 3;

/** Reminders go out at this hour of the patient's own day (not at night). */
export const REMINDER_LOCAL_HOUR = 9;

export const REMINDER_CHANNELS = ['email', 'sms'] as const;

export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];

/** The outbox purpose of a refill reminder. */
export const REFILL_REMINDER_PURPOSE = 'refill-reminder';

/** Where a reminder stands: what the medication page says about it. */
export const REMINDER_STATES = ['scheduled', 'sent', 'passed', 'no-refill-date', 'off'] as const;

export type ReminderState = (typeof REMINDER_STATES)[number];
