import { boolean, date, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

// Registration codes and e-mail preferences (migrations 0001, 0002 onwards);
// mirrors server/platform/db/migrations/*.sql, the source of truth (tests/server/schema-drift.test.ts).

export const emailPreferences = pgTable('email_preferences', {
  email: text('email').primaryKey(),
  /** 0 = unsubscribed, 1 = subscribed. */
  notificationPreference: smallint('notification_preference').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});


export const registrationCodes = pgTable('registration_codes', {
  code: text('code').primaryKey(),
  companyId: integer('company_id').notNull(),
  brandId: integer('brand_id').notNull(),
  fname: text('fname').notNull(),
  lname: text('lname').notNull(),
  dob: date('dob').notNull(),
  email: text('email'),
  phone: text('phone'),
  usernameType: text('username_type').$type<'email' | 'phone'>().notNull(),
  forceUsernamePhone: boolean('force_username_phone').notNull().default(false),
  used: boolean('used').notNull().default(false),
  uId: integer('u_id'),
  visitedAt: timestamp('visited_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// Support requests from settings and lost-device account recovery requests (migration 0002).
export const supportRequests = pgTable('support_requests', {
  requestId: serial('request_id').primaryKey(),
  uId: integer('u_id').notNull(),
  reason: text('reason').notNull(),
  relatingTo: text('relating_to').notNull(),
  relatingModule: text('relating_module').notNull(),
  additionalDetails: text('additional_details').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const accountRecoveryRequests = pgTable('account_recovery_requests', {
  requestId: serial('request_id').primaryKey(),
  contactType: text('contact_type').$type<'email' | 'phone'>().notNull(),
  contactValue: text('contact_value').notNull(),
  uId: integer('u_id'),
  status: text('status').$type<'open' | 'resolved'>().notNull().default('open'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
