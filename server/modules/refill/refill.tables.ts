import type { PaymentType } from '../../../src/domain/medication/order.schema';
import type { RxStatusFields } from '../../../src/domain/medication/prescription.schema';
import type { RefillSupply } from '../../../src/domain/refill/refill.schema';
import { boolean, date, index, integer, jsonb, numeric, pgTable, primaryKey, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';

// Mirrors server/platform/db/migrations/0070_refills.sql, the source of truth for these tables.
// u_id columns reference patients (migration 0002), addr_id columns addresses.

export const prescriptions = pgTable(
  'prescriptions',
  {
    gId: integer('g_id').primaryKey().generatedByDefaultAsIdentity(),
    uId: integer('u_id').notNull(),
    /** The medication (group key of assessments). */
    mId: integer('m_id').notNull(),
    rxNumber: text('rx_number').notNull(),
    displayName: text('display_name').notNull(),
    instructions: text('instructions'),
    provider: text('provider'),
    numDoses: integer('num_doses'),
    daysOfSupply: integer('days_of_supply'),
    refillsLeft: integer('refills_left').notNull().default(0),
    dateWritten: date('date_written'),
    expirationDate: date('expiration_date'),
    ndc11: text('ndc11'),
    cancelReason: text('cancel_reason'),
    /** Workflow status 300-352, or null. */
    orderStatus: integer('order_status'),
    isActive: boolean('is_active').notNull().default(true),
    /** Refill display status 0-9 or vector status 100-109. */
    displayStatus: integer('display_status').notNull().default(1),
    fillCount: integer('fill_count').notNull().default(0),
    latestDateShipped: date('latest_date_shipped'),
    lastShippedAddrId: integer('last_shipped_addr_id'),
    refrigerated: boolean('refrigerated').notNull().default(false),
    allowPortalRefill: boolean('allow_portal_refill').notNull().default(true),
    rxStatusFields: jsonb('rx_status_fields').$type<RxStatusFields>(),
    pharmacyName: text('pharmacy_name'),
    pharmacyAddress: text('pharmacy_address'),
    pharmacyPhone: text('pharmacy_phone'),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    carrier: text('carrier'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('prescriptions_patient_rx_number').on(table.uId, table.rxNumber)],
);

export const refillRequests = pgTable('refill_requests', {
  requestId: integer('request_id').primaryKey().generatedByDefaultAsIdentity(),
  uId: integer('u_id').notNull(),
  /** 2 requested, 3 shipped, 4 cancelled, 5 processing. */
  status: smallint('status').notNull().default(2),
  addrId: integer('addr_id').notNull(),
  isPickup: smallint('is_pickup').$type<0 | 1>().notNull().default(0),
  deliveryDate: date('delivery_date').notNull(),
  paymentMethod: smallint('payment_method').notNull(),
  supplies: jsonb('supplies').$type<RefillSupply[]>(),
  deliveryInstructions: text('delivery_instructions'),
  placeholder: boolean('placeholder').notNull().default(false),
  dateRequested: timestamp('date_requested', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [index('refill_requests_by_patient').on(table.uId, table.requestId.desc())]);

export const refillRequestItems = pgTable(
  'refill_request_items',
  {
    requestId: integer('request_id').notNull(),
    gId: integer('g_id').notNull(),
    position: smallint('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.requestId, table.gId] }), index('refill_request_items_by_prescription').on(table.gId)],
);

export const orders = pgTable('orders', {
  orderId: integer('order_id').primaryKey().generatedByDefaultAsIdentity(),
  uId: integer('u_id').notNull(),
  requestId: integer('request_id'),
  /** 2 requested, 3 shipped (billed), 4 cancelled, 5 processing. */
  orderStatus: smallint('order_status').notNull(),
  expectedDeliveryDate: date('expected_delivery_date'),
  dateShipped: date('date_shipped'),
  details: text('details'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [index('orders_by_patient').on(table.uId)]);

export const orderItems = pgTable(
  'order_items',
  {
    orderItemId: integer('order_item_id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id').notNull(),
    gId: integer('g_id').notNull(),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    courier: text('courier'),
  },
  (table) => [unique('order_items_one_per_prescription').on(table.orderId, table.gId), index('order_items_by_prescription').on(table.gId)],
);

export const billingEntries = pgTable('billing_entries', {
  billingId: integer('billing_id').primaryKey().generatedByDefaultAsIdentity(),
  orderItemId: integer('order_item_id').notNull(),
  paymentType: text('payment_type').$type<PaymentType>().notNull(),
  /** numeric(10,2): read as a string. */
  amountPaid: numeric('amount_paid', { precision: 10, scale: 2 }).notNull(),
  dateBilled: date('date_billed'),
  copayAssistance: numeric('copay_assistance', { precision: 10, scale: 2 }),
  planType: text('plan_type'),
  rxBin: text('rx_bin'),
  rxPcn: text('rx_pcn'),
  rxGroup: text('rx_group'),
  rxId: text('rx_id'),
  cardType: text('card_type'),
  cardNumberShort: text('card_number_short'),
  cardExpiry: text('card_expiry'),
  nameOnCard: text('name_on_card'),
}, (table) => [index('billing_entries_by_item').on(table.orderItemId)]);

export const drugAssessments = pgTable(
  'drug_assessments',
  {
    assessmentId: integer('assessment_id').primaryKey().generatedByDefaultAsIdentity(),
    uId: integer('u_id').notNull(),
    mId: integer('m_id').notNull(),
    surveyEventId: integer('survey_event_id').notNull(),
    surveyName: text('survey_name').notNull(),
    isRequired: boolean('is_required').notNull().default(false),
    completed: boolean('completed').notNull().default(false),
  },
  (table) => [unique('drug_assessments_patient_event').on(table.uId, table.surveyEventId), index('drug_assessments_by_medication').on(table.uId, table.mId)],
);
