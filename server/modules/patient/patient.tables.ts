import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// The patient row and what hangs on it (migration 0002 onwards);
// mirrors server/platform/db/migrations/*.sql, the source of truth (tests/server/schema-drift.test.ts).

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

/** The columns after the id of a medicine the patient reports: one taken besides the prescriptions, or one they are allergic to. */
const reportedMedicineColumns = () => ({
  uId: integer('u_id').notNull(),
  medicationName: text('medication_name').notNull(),
  dosage: text('dosage').notNull(),
  description: text('description').notNull(),
  notes: text('notes'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const additionalMedications = pgTable('additional_medications', {
  medId: serial('med_id').primaryKey(),
  ...reportedMedicineColumns(),
}, (table) => [index('additional_medications_u_id').on(table.uId)]);

export const allergies = pgTable('allergies', {
  allergyId: serial('allergy_id').primaryKey(),
  ...reportedMedicineColumns(),
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

export const textConsentBlockList = pgTable('text_consent_block_list', {
  mobileNumber: text('mobile_number').primaryKey(),
  blockedAt: timestamp('blocked_at', { withTimezone: true }).notNull().defaultNow(),
});
