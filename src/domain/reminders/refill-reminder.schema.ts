import { z } from 'zod';
import { idSchema, text, uIdBodySchema, uIdQueryParamSchema } from '../common/common.schema';
import { REMINDER_CHANNELS, REMINDER_LEAD_DAYS, REMINDER_STATES } from './reminder-choices';
import { isValidTimeZone } from './refill-reminder-schedule';

export const reminderLeadDaysSchema = z.literal(REMINDER_LEAD_DAYS).describe('Days before the refill date: 0 (on the day), 3 or 7');

export const timeZoneSchema = text(64)
  .refine(isValidTimeZone, 'expected an IANA time zone such as America/New_York')
  .describe("The patient's IANA time zone: reminders go out at 9:00 there");

export const refillReminderSchema = z
  .object({
    gId: z.number().int().describe('The prescription'),
    rxNumber: z.string(),
    leadDays: reminderLeadDaysSchema,
    timeZone: z.string(),
    state: z.enum(REMINDER_STATES).describe('scheduled, sent (for this refill date), passed (the refill date is over), no-refill-date, or off (the prescription is no longer active)'),
    nextRefillDate: z.string().nullable().describe('YYYY-MM-DD; null when the prescription never shipped'),
    nextReminderAt: z.string().nullable().describe('ISO 8601: when the next reminder goes out, when one is scheduled'),
    lastSentAt: z.string().nullable().describe('ISO 8601: when the last reminder went out'),
  })
  .meta({ id: 'RefillReminder' });

/** A refill reminder of one of the caller's prescriptions, with where its schedule stands. */
export type RefillReminder = z.infer<typeof refillReminderSchema>;

export const reminderDeliverySchema = z
  .object({
    channels: z.array(z.enum(REMINDER_CHANNELS)).describe('The channels of the preferred contact (settings > communications)'),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    emailSubscribed: z.boolean().describe('false once the e-mail unsubscribed: no e-mail reminders'),
  })
  .meta({ id: 'ReminderDelivery' });

/** How the caller's reminders are delivered: the preferred contact's channels and the e-mail preference. */
export type ReminderDeliveryInfo = z.infer<typeof reminderDeliverySchema>;

export const refillRemindersResponseSchema = z
  .object({ reminders: z.array(refillReminderSchema), delivery: reminderDeliverySchema })
  .meta({ id: 'RefillRemindersResponse' });

/** Answer of GET /user/medications/reminders. */
export type RefillRemindersResponse = z.infer<typeof refillRemindersResponseSchema>;

export const refillRemindersQuerySchema = z.object({ u_id: uIdQueryParamSchema });

export const setRefillReminderPayloadSchema = z
  .object({ u_id: uIdBodySchema, gId: idSchema.describe('The prescription'), leadDays: reminderLeadDaysSchema, timeZone: timeZoneSchema })
  .meta({ id: 'SetRefillReminder' });

/** Body of PUT /user/medications/reminder: turns a reminder on, or changes it. */
export type SetRefillReminderPayload = z.infer<typeof setRefillReminderPayloadSchema>;

export const setRefillReminderResponseSchema = z.object({ reminder: refillReminderSchema });

/** Answer of PUT /user/medications/reminder. */
export type SetRefillReminderResponse = z.infer<typeof setRefillReminderResponseSchema>;

export const clearRefillReminderPayloadSchema = z
  .object({ u_id: uIdBodySchema, gId: idSchema.describe('The prescription') })
  .meta({ id: 'ClearRefillReminder' });

/** Body of DELETE /user/medications/reminder: turns a reminder off. */
export type ClearRefillReminderPayload = z.infer<typeof clearRefillReminderPayloadSchema>;
