import { date, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { ReminderLeadDays } from '../../../src/domain/reminders/reminder-choices';

// Mirrors server/platform/db/migrations/0180_refill_reminders.sql, the source of truth for this table.
// g_id references prescriptions (migration 0070), u_id patients (migration 0002).

export const refillReminders = pgTable(
  'refill_reminders',
  {
    gId: integer('g_id').primaryKey(),
    uId: integer('u_id').notNull(),
    leadDays: smallint('lead_days').$type<ReminderLeadDays>().notNull(),
    /** The patient's IANA time zone. */
    timeZone: text('time_zone').notNull(),
    /** The refill date the last reminder was sent for (one reminder per refill date). */
    sentForRefillDate: date('sent_for_refill_date'),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('refill_reminders_u_id').on(table.uId)],
);
