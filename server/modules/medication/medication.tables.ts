import type { OptOutReason } from '../../../src/domain/medication/opt-out.schema';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Mirrors server/platform/db/migrations/0120_prescription_opt_outs.sql.

export const prescriptionOptOuts = pgTable(
  'prescription_opt_outs',
  {
    optOutId: integer('opt_out_id').primaryKey().generatedByDefaultAsIdentity(),
    uId: integer('u_id').notNull(),
    gId: integer('g_id').notNull(),
    reasons: jsonb('reasons').$type<OptOutReason[]>().notNull(),
    otherReason: text('other_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('prescription_opt_outs_by_prescription').on(table.gId)],
);
