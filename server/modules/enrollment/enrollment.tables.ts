import { date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Mirrors server/platform/db/migrations/0170_enrollment_requests.sql, the source of truth for this table.

export const enrollmentRequests = pgTable(
  'enrollment_requests',
  {
    requestId: integer('request_id').primaryKey().generatedByDefaultAsIdentity(),
    registrationCode: text('registration_code').notNull(),
    companyId: integer('company_id').notNull(),
    brandId: integer('brand_id').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dob: date('dob').notNull(),
    contactType: text('contact_type').$type<'email' | 'phone'>().notNull(),
    contactValue: text('contact_value').notNull(),
    rxNumber: text('rx_number'),
    pharmacyName: text('pharmacy_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('enrollment_requests_registration_code').on(table.registrationCode)],
);
