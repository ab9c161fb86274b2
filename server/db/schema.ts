import { boolean, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

// Mirrors server/db/migrations/*.sql, which are the source of truth for the database.

export const notices = pgTable('notices', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  message: text('message').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const emailPreferences = pgTable('email_preferences', {
  email: text('email').primaryKey(),
  /** 0 = unsubscribed, 1 = subscribed. */
  notificationPreference: smallint('notification_preference').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
