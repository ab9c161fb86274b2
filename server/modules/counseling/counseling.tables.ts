import { index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { CounselingOption } from '../../../src/domain/medication/counseling.schema';

// Mirrors server/platform/db/migrations/0150_counseling.sql, the source of truth for this table.
// u_id references patients (migration 0002).

export const counselingEvents = pgTable(
  'counseling_events',
  {
    eventId: integer('event_id').primaryKey().generatedByDefaultAsIdentity(),
    uId: integer('u_id').notNull(),
    counselingName: text('counseling_name').notNull(),
    portalPrompt: text('portal_prompt').notNull(),
    options: jsonb('options').$type<CounselingOption[]>().notNull(),
    /** 1 once the patient has opened it. */
    completed: smallint('completed').$type<0 | 1>().notNull().default(0),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('counseling_events_u_id').on(table.uId)],
);
