import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// Mirrors server/platform/db/migrations/*.sql, which are the source of truth for the database;
// tests/server/schema-drift.test.ts fails when the two differ.

export const notices = pgTable('notices', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  message: text('message').notNull(),
  messageEs: text('message_es'),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const emailPreferences = pgTable('email_preferences', {
  email: text('email').primaryKey(),
  /** 0 = unsubscribed, 1 = subscribed. */
  notificationPreference: smallint('notification_preference').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// Patient data (server/platform/db/migrations/0002_patient_data.sql).

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

export const patients = pgTable('patients', {
  uId: serial('u_id').primaryKey(),
  cognitoSub: text('cognito_sub').unique(),
  pool: text('pool').$type<'standard' | 'basic'>().notNull().default('standard'),
  username: text('username').notNull(),
  usernameType: text('username_type').$type<'email' | 'phone'>().notNull(),
  companyId: integer('company_id').notNull(),
  brandId: integer('brand_id').notNull(),
  fname: text('fname').notNull(),
  lname: text('lname').notNull(),
  dob: date('dob'),
  gender: text('gender'),
  email: text('email'),
  phone: text('phone'),
  locale: text('locale').$type<'en' | 'es'>().notNull().default('en'),
  timezone: integer('timezone'),
  consentDate: timestamp('consent_date', { withTimezone: true }),
  emailVerified: integer('email_verified').$type<0 | 1>().notNull().default(0),
  groupsMapped: integer('groups_mapped').$type<0 | 1 | 2 | 3>().notNull().default(0),
  preferredContact: integer('preferred_contact').$type<-1 | 0 | 1 | 3>().notNull().default(-1),
  pendingPreferredContact: integer('pending_preferred_contact').$type<-1 | 0 | 1 | 3>(),
  textConsentDate: timestamp('text_consent_date', { withTimezone: true }),
  lastLogin: timestamp('last_login', { withTimezone: true }),
  mfaStatus: text('mfa_status').$type<'NOMFA' | 'SMS_MFA' | 'SOFTWARE_TOKEN_MFA'>().notNull().default('NOMFA'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [uniqueIndex('patients_pool_username').on(table.pool, sql`lower(${table.username})`)]);

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

export const activities = pgTable('activities', {
  activityId: serial('activity_id').primaryKey(),
  uId: integer('u_id').notNull(),
  activityName: text('activity_name').notNull(),
  activityType: text('activity_type').$type<'clinical' | 'counseling' | 'address' | 'insurance'>().notNull(),
  dueDate: date('due_date'),
  completed: smallint('completed').$type<0 | 1>().notNull().default(0),
  confirmed: boolean('confirmed'),
  referenceId: integer('reference_id'),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [index('activities_u_id').on(table.uId)]);

export const insurancePlanOptions = pgTable('insurance_plan_options', {
  planId: serial('plan_id').primaryKey(),
  brandId: integer('brand_id').notNull(),
  planName: text('plan_name').notNull(),
}, (table) => [unique().on(table.brandId, table.planName)]);

export const insurance = pgTable('insurance', {
  insuranceId: serial('insurance_id').primaryKey(),
  uId: integer('u_id').notNull(),
  planType: text('plan_type'),
  planName: text('plan_name').notNull(),
  memberId: text('member_id').notNull(),
  personCode: text('person_code'),
  bin: text('bin').notNull(),
  pcn: text('pcn').notNull(),
  group: text('rx_group').notNull(),
  isPrimary: boolean('is_primary').notNull().default(false),
  timeAdded: timestamp('time_added', { withTimezone: true }).notNull().defaultNow(),
  timeLastModified: timestamp('time_last_modified', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [index('insurance_u_id').on(table.uId)]);

export const addresses = pgTable('addresses', {
  addrId: serial('addr_id').primaryKey(),
  uId: integer('u_id').notNull(),
  street: text('street').notNull(),
  street2: text('street2'),
  city: text('city').notNull(),
  state: text('state').notNull(),
  zip: text('zip').notNull(),
  country: text('country').notNull().default('US'),
  addressType: text('address_type').notNull(),
  primaryAddress: smallint('primary_address').$type<0 | 1>().notNull().default(0),
  shippingAddress: smallint('shipping_address').$type<0 | 1>().notNull().default(0),
  billingAddress: smallint('billing_address').$type<0 | 1>().notNull().default(0),
  locationName: text('location_name'),
  cpId: integer('cp_id'),
  inRefill: smallint('in_refill').$type<0 | 1>().notNull().default(0),
  isPickup: smallint('is_pickup').$type<0 | 1>().notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [index('addresses_u_id').on(table.uId)]);

export const additionalContacts = pgTable('additional_contacts', {
  contactId: serial('contact_id').primaryKey(),
  uId: integer('u_id').notNull(),
  contactName: text('contact_name').notNull(),
  contactDetail: text('contact_detail').notNull(),
  phone: text('phone'),
  email: text('email'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [index('additional_contacts_u_id').on(table.uId)]);

export const additionalMedications = pgTable('additional_medications', {
  medId: serial('med_id').primaryKey(),
  uId: integer('u_id').notNull(),
  medicationName: text('medication_name').notNull(),
  dosage: text('dosage').notNull(),
  description: text('description').notNull(),
  notes: text('notes'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [index('additional_medications_u_id').on(table.uId)]);

export const allergies = pgTable('allergies', {
  allergyId: serial('allergy_id').primaryKey(),
  uId: integer('u_id').notNull(),
  medicationName: text('medication_name').notNull(),
  dosage: text('dosage').notNull(),
  description: text('description').notNull(),
  notes: text('notes'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [index('allergies_u_id').on(table.uId)]);

export const careGroupMappings = pgTable('care_group_mappings', {
  mappingId: serial('mapping_id').primaryKey(),
  uId: integer('u_id').notNull(),
  drugName: text('drug_name').notNull(),
  gpi: text('gpi').notNull(),
  options: jsonb('options').$type<{ diseaseId: number; diseaseName: string; gIds: number[] }[]>().notNull(),
  assessmentReady: boolean('assessment_ready').notNull().default(false),
  groupAssessmentReady: boolean('group_assessment_ready').notNull().default(false),
}, (table) => [index('care_group_mappings_u_id').on(table.uId)]);

export const patientCareGroups = pgTable(
  'patient_care_groups',
  {
    uId: integer('u_id').notNull(),
    gId: integer('g_id').notNull(),
    groupAssessmentReady: boolean('group_assessment_ready').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.uId, table.gId] })],
);

export const supportRequests = pgTable('support_requests', {
  requestId: serial('request_id').primaryKey(),
  uId: integer('u_id').notNull(),
  reason: text('reason').notNull(),
  relatingTo: text('relating_to').notNull(),
  relatingModule: text('relating_module').notNull(),
  additionalDetails: text('additional_details').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const textConsentBlockList = pgTable('text_consent_block_list', {
  mobileNumber: text('mobile_number').primaryKey(),
  blockedAt: timestamp('blocked_at', { withTimezone: true }).notNull().defaultNow(),
});

export const accountRecoveryRequests = pgTable('account_recovery_requests', {
  requestId: serial('request_id').primaryKey(),
  contactType: text('contact_type').$type<'email' | 'phone'>().notNull(),
  contactValue: text('contact_value').notNull(),
  uId: integer('u_id'),
  status: text('status').$type<'open' | 'resolved'>().notNull().default('open'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

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

export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  publicJwk: jsonb('public_jwk').$type<JsonWebKey>().notNull(),
  privateJwk: jsonb('private_jwk').$type<JsonWebKey>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/** Append-only (a trigger refuses UPDATE, DELETE and TRUNCATE). */
export const auditLog = pgTable('audit_log', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  actorUId: integer('actor_u_id'),
  action: text('action').$type<'read' | 'write' | 'auth'>().notNull(),
  entity: text('entity').notNull(),
  entityId: text('entity_id'),
  route: text('route').notNull(),
  // Migration 0230: the identity sub of the actor (a care provider, or the user of an identity event) and the client address.
  actorSub: text('actor_sub'),
  clientAddress: text('client_address'),
}, (table) => [index('audit_log_actor').on(table.actorUId, table.at), index('audit_log_actor_sub').on(table.actorSub, table.at)]);

// Messaging tables (migration 0060) live in their own file.
export * from '../../modules/messaging/messaging.tables';
// Analytics sessions, page views and actions (migration 0060).
export * from '../../modules/analytics/analytics.tables';
// Prescriptions, refills, orders, feedback, assessments, idempotency keys (migration 0070).
export * from '../../modules/refill/refill.tables';
// Prescription opt-outs (migration 0120).
export * from '../../modules/medication/medication.tables';
// Counseling items (migration 0150).
export * from '../../modules/counseling/counseling.tables';
// Surveys, survey events and responses (migration 0130).
export * from '../../modules/survey/survey.tables';
// Documents and their signers (migration 0140).
export * from '../../modules/document/document.tables';
// Discount cards, their answers and redemption (migration 0175).
export * from '../../modules/discount-card/discount-card.tables';
// Enrollment requests (migration 0170).
export * from '../../modules/enrollment/enrollment.tables';
// Refill reminders (migration 0180).
export * from '../../modules/reminders/reminders.tables';
