import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// The shared rate-limit counters; mirrors server/platform/db/migrations/*.sql, the source of truth.

export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
