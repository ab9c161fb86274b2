import { boolean, date, integer, pgTable, primaryKey, serial, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';

// Companies, brands and what they offer, notices, support and recovery requests (migration 0002 onwards);
// mirrors server/platform/db/migrations/*.sql, the source of truth (tests/server/schema-drift.test.ts).

export const notices = pgTable('notices', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  message: text('message').notNull(),
  messageEs: text('message_es'),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const companies = pgTable('companies', {
  companyId: integer('company_id').primaryKey(),
  name: text('name').notNull(),
  variant: text('variant').$type<'standard' | 'care-program' | 'home-only'>().notNull().default('standard'),
  supportNumber: text('support_number').notNull(),
  textSenderNumber: text('text_sender_number').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const brands = pgTable('brands', {
  brandId: integer('brand_id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  companyName: text('company_name').notNull(),
  supportNumber: text('support_number').notNull(),
  street: text('street').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  zip: text('zip').notNull(),
  country: text('country').notNull().default('US'),
  contactFax: text('contact_fax'),
  email: text('email'),
  timezone: text('timezone').notNull().default('America/New_York'),
  hoursNote: text('hours_note'),
  /** The hours note in Spanish; the English one is answered when it is missing. */
  hoursNoteEs: text('hours_note_es'),
  logoPng: text('logo_png').notNull(),
  faviconPng: text('favicon_png').notNull(),
});

export const pharmacyHours = pgTable(
  'pharmacy_hours',
  {
    brandId: integer('brand_id').notNull(),
    weekday: smallint('weekday').notNull(),
    openTime: text('open_time').notNull(),
    closeTime: text('close_time').notNull(),
  },
  (table) => [primaryKey({ columns: [table.brandId, table.weekday] })],
);

export const modules = pgTable('modules', {
  modId: integer('mod_id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull(),
});

export const companyModules = pgTable(
  'company_modules',
  {
    companyId: integer('company_id').notNull(),
    modId: integer('mod_id').notNull(),
    basicAuthAllowed: boolean('basic_auth_allowed').notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.modId] })],
);

export const insurancePlanOptions = pgTable('insurance_plan_options', {
  planId: serial('plan_id').primaryKey(),
  brandId: integer('brand_id').notNull(),
  planName: text('plan_name').notNull(),
}, (table) => [unique().on(table.brandId, table.planName)]);

export const brandAlerts = pgTable('brand_alerts', {
  alertId: serial('alert_id').primaryKey(),
  brandId: integer('brand_id').notNull(),
  companyId: integer('company_id'),
  note: text('note').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const companyTerms = pgTable('company_terms', {
  brandId: integer('brand_id').primaryKey(),
  fileName: text('file_name').notNull(),
  pdfBase64: text('pdf_base64').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const rxStatusDefinitions = pgTable(
  'rx_status_definitions',
  {
    companyId: integer('company_id').notNull(),
    statusCode: integer('status_code').notNull(),
    locale: text('locale').$type<'en' | 'es'>().notNull(),
    statusName: text('status_name').notNull(),
    patientStatusName: text('patient_status_name'),
    description: text('description'),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.statusCode, table.locale] })],
);

export const shippingHolidays = pgTable(
  'shipping_holidays',
  {
    companyId: integer('company_id').notNull(),
    holiday: date('holiday').notNull(),
    name: text('name').notNull(),
    /** The name in Spanish; the English one is answered when it is missing. */
    nameEs: text('name_es'),
    isRefrigerated: boolean('is_refrigerated').notNull().default(false),
    isStandard: boolean('is_standard').notNull().default(false),
    forceAllowRef: boolean('force_allow_ref').notNull().default(false),
    forceAllowNonRef: boolean('force_allow_non_ref').notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.holiday] })],
);
