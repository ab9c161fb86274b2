/**
 * Status and view constants that the spec names without values (spec 01 §1, spec 02 §3, §4).
 * The values are chosen here, once; the reference server and the widgets both import this module.
 * The tracker's display statuses (tracker-statuses.ts) and the medication screen's views
 * (medication-views.ts) are apart, so that a screen that needs neither does not download them.
 *
 * Three numeric scales never overlap, so one number always says which scale it is on:
 *   0-9      refill display statuses (the prescription's portal status; orders use it too)
 *   100-109  vector statuses (the prescription is being worked on by the pharmacy)
 *   300-352  pharmacy order workflow statuses (what the tracker shows)
 */

/**
 * Prescription statuses of spec 01 §1 / spec 02 §3, which are also refill display statuses 0-9.
 * The order-history codes of spec 02 §9 (2 requested, 3 billed, 4 cancelled, 5 processing) fix
 * four of them; the rest follow the spec's list order, and 9 is "add to existing order"
 * (spec 02 §3, pharmacy-side statuses).
 */
export const PrescriptionStatus = {
  NOT_AVAILABLE: 0,
  OPEN: 1,
  REQUESTED: 2,
  /** Shipped and billed; order history shows it as "Billed". */
  SHIPPED: 3,
  CANCELLED: 4,
  PROCESSING: 5,
  /** A refill is due but the pharmacy must be called (not refillable through the portal). */
  OPEN_CALL_REQUIRED: 6,
  /** A refill request for it already exists. */
  OPEN_ALREADY_EXISTS: 7,
  NOT_YET_DUE: 8,
  /** The pharmacy adds it to an order that is already scheduled. */
  ADD_TO_EXISTING_ORDER: 9,
} as const;
export type PrescriptionStatus = (typeof PrescriptionStatus)[keyof typeof PrescriptionStatus];

/**
 * Vector statuses (spec 02 §3), display statuses 100-109 in spec order; 109 is "awaiting new
 * prescription" from the pharmacy-side list.
 */
export const VectorStatus = {
  REVIEW: 100,
  CLARIFYING: 101,
  AUTHORIZING: 102,
  AUTHORIZING_DONE_SCREENING: 103,
  PENDING: 104,
  PENDING_OUT_OF_REFILLS: 105,
  EXPIRED: 106,
  OUT_OF_REFILLS: 107,
  CLOSED: 108,
  AWAITING_NEW_PRESCRIPTION: 109,
} as const;
export type VectorStatus = (typeof VectorStatus)[keyof typeof VectorStatus];

/** A prescription's `displayStatus`: 0-9 or 100-109. */
export type RefillDisplayStatus = PrescriptionStatus | VectorStatus;

export const REFILL_DISPLAY_STATUSES: readonly RefillDisplayStatus[] = [
  ...Object.values(PrescriptionStatus),
  ...Object.values(VectorStatus),
];

/** Statuses whose click in the medication table opens the vector view (spec 02 §2): all of 100-109. */
export const VECTOR_VIEW_STATUSES: ReadonlySet<number> = new Set<number>(Object.values(VectorStatus));

/**
 * Statuses whose click opens the edit-request view (spec 02 §2 "when the status allows editing"):
 * a request exists and the pharmacy has not started on it yet. Processing and shipped orders
 * are past the point where the patient may change them.
 */
export const EDIT_ALLOWED_STATUSES: ReadonlySet<number> = new Set<number>([
  PrescriptionStatus.REQUESTED,
  PrescriptionStatus.OPEN_ALREADY_EXISTS,
]);

/** Statuses that open the schedule-delivery view (the refill wizard). */
export const SCHEDULE_DELIVERY_STATUSES: ReadonlySet<number> = new Set<number>([PrescriptionStatus.OPEN]);

/**
 * Pharmacy order workflow statuses 300-352 (spec 02 §3: "new Rx, benefits, insurance issue, prior
 * authorization states, transfer, shipped, cancelled, discontinued and so on"). Grouped in
 * blocks of five so a block can grow without renumbering: 300 intake, 305 benefits, 310
 * insurance, 315 prior authorization, 325 transfer, 330 delivery coordination, 340 shipping,
 * 345 cancelled, 350 discontinued.
 */
export const OrderStatus = {
  NEW_RX_RECEIVED: 300,
  NEW_RX_ENTERED: 301,
  BENEFITS_INVESTIGATION: 305,
  BENEFITS_VERIFIED: 306,
  INSURANCE_ISSUE: 310,
  INSURANCE_ON_HOLD: 311,
  PA_REQUIRED: 315,
  PA_SUBMITTED: 316,
  PA_IN_PROGRESS: 317,
  PA_APPROVED: 318,
  PA_DENIED: 319,
  /** Denied before the prescription was transferred: shown at the benefit step. */
  PA_DENIED_PRE_TRANSFER: 320,
  RX_TRANSFER_REQUESTED: 325,
  RX_TRANSFERRED: 326,
  COORDINATING_DELIVERY: 330,
  OUTREACH_ATTEMPT: 331,
  DELIVERY_SCHEDULED: 332,
  FILLING: 333,
  SHIPPED: 340,
  DELIVERED: 341,
  CANCELLED: 345,
  CANCELLED_INSURANCE: 346,
  CANCELLED_THERAPY: 347,
  DISCONTINUED: 350,
  DISCONTINUED_INSURANCE: 351,
  DISCONTINUED_THERAPY: 352,
} as const;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];

/**
 * In-progress order statuses (spec 02 §4: "An order is in progress if its orderStatus is in a set
 * of in-progress statuses"). Orders carry the 0-9 scale (order history: 2 requested, 5
 * processing) and prescriptions the 300 scale; the scales do not overlap, so one set covers both:
 * requested and processing, and every workflow status before shipping that is not a denial.
 */
export const IN_PROGRESS_ORDER_STATUSES: ReadonlySet<number> = new Set<number>([
  PrescriptionStatus.REQUESTED,
  PrescriptionStatus.PROCESSING,
  OrderStatus.NEW_RX_RECEIVED,
  OrderStatus.NEW_RX_ENTERED,
  OrderStatus.BENEFITS_INVESTIGATION,
  OrderStatus.BENEFITS_VERIFIED,
  OrderStatus.INSURANCE_ISSUE,
  OrderStatus.INSURANCE_ON_HOLD,
  OrderStatus.PA_REQUIRED,
  OrderStatus.PA_SUBMITTED,
  OrderStatus.PA_IN_PROGRESS,
  OrderStatus.PA_APPROVED,
  OrderStatus.RX_TRANSFER_REQUESTED,
  OrderStatus.RX_TRANSFERRED,
  OrderStatus.COORDINATING_DELIVERY,
  OrderStatus.OUTREACH_ATTEMPT,
  OrderStatus.DELIVERY_SCHEDULED,
  OrderStatus.FILLING,
]);

export function isOrderInProgress(orderStatus: number | null | undefined): boolean {
  return orderStatus !== null && orderStatus !== undefined && IN_PROGRESS_ORDER_STATUSES.has(orderStatus);
}

/**
 * Order-history status codes (spec 02 §9) and their suffix in "Shipment MM/DD/YY - status".
 */
export const ORDER_HISTORY_STATUS_LABELS: Readonly<Record<number, string>> = {
  [PrescriptionStatus.REQUESTED]: 'Requested',
  [PrescriptionStatus.SHIPPED]: 'Billed',
  [PrescriptionStatus.CANCELLED]: 'Cancelled',
  [PrescriptionStatus.PROCESSING]: 'Processing',
};

/** The three tables of the medication screen (spec 02 §2), and Prescription.displayTable. */
export const PRESCRIPTION_CLASSES = ['active', 'pending', 'inactive'] as const;
export type PrescriptionClass = (typeof PRESCRIPTION_CLASSES)[number];

/** Vector statuses still being worked on: the prescription is pending, not refillable yet. */
export const PENDING_VECTOR_STATUSES: ReadonlySet<number> = new Set<number>([
  VectorStatus.REVIEW,
  VectorStatus.CLARIFYING,
  VectorStatus.AUTHORIZING,
  VectorStatus.AUTHORIZING_DONE_SCREENING,
  VectorStatus.PENDING,
  VectorStatus.PENDING_OUT_OF_REFILLS,
  VectorStatus.AWAITING_NEW_PRESCRIPTION,
]);

/** Vector statuses that end a prescription ('expired rx', 'out of refills', closed). */
export const CLOSED_VECTOR_STATUSES: ReadonlySet<number> = new Set<number>([
  VectorStatus.EXPIRED,
  VectorStatus.OUT_OF_REFILLS,
  VectorStatus.CLOSED,
]);

const ENDED_ORDER_STATUSES: ReadonlySet<number> = new Set<number>([
  OrderStatus.CANCELLED,
  OrderStatus.CANCELLED_INSURANCE,
  OrderStatus.CANCELLED_THERAPY,
  OrderStatus.DISCONTINUED,
  OrderStatus.DISCONTINUED_INSURANCE,
  OrderStatus.DISCONTINUED_THERAPY,
]);

/** The fields the classification reads. */
export interface ClassifiablePrescription {
  isActivePrescription: boolean;
  displayStatus: number;
  orderStatus?: number | null;
}

/**
 * The classification of spec 02 §4 "Medication grouping" (not shown there; chosen here), first
 * rule that applies wins:
 * 1. pending: a vector status still being worked on (100-105, 109), whatever the active flag;
 * 2. inactive: closed vector statuses (106-108), a cancelled prescription (4), a cancelled or
 *    discontinued workflow status (345-352), or a prescription the pharmacy marks inactive;
 * 3. active: everything else.
 */
export function classifyPrescription(p: ClassifiablePrescription): PrescriptionClass {
  if (PENDING_VECTOR_STATUSES.has(p.displayStatus)) return 'pending';
  if (CLOSED_VECTOR_STATUSES.has(p.displayStatus)) return 'inactive';
  if (p.displayStatus === PrescriptionStatus.CANCELLED) return 'inactive';
  if (p.orderStatus !== null && p.orderStatus !== undefined && ENDED_ORDER_STATUSES.has(p.orderStatus)) return 'inactive';
  return p.isActivePrescription ? 'active' : 'inactive';
}
