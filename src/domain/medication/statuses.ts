/**
 * Status and view constants that the spec names without values (spec 01 §1, spec 02 §3, §4).
 * The values are chosen here, once; the reference server and the widgets both import this module.
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

/** Tracker display statuses of spec 02 §4 "Tracker mapping". */
export const TrackerDisplayStatus = {
  NEW_RX: 'NEW_RX',
  BENEFITS: 'BENEFITS',
  INSURANCE_ISSUE: 'INSURANCE_ISSUE',
  PA_IN_PROGRESS: 'PA_IN_PROGRESS',
  PA_DENIED_PRE_TRANSFER: 'PA_DENIED_PRE_TRANSFER',
  RX_TRANSFER: 'RX_TRANSFER',
  COORDINATING: 'COORDINATING',
  PA_REQUIRED: 'PA_REQUIRED',
  OUTREACH_ATTEMPT: 'OUTREACH_ATTEMPT',
  ORDER_SHIPPED: 'ORDER_SHIPPED',
  PA_DENIED: 'PA_DENIED',
  RX_CANCELLED: 'RX_CANCELLED',
  RX_CANCELLED_INSURANCE: 'RX_CANCELLED_INSURANCE',
  RX_CANCELLED_THERAPY: 'RX_CANCELLED_THERAPY',
  RX_DISCONTINUED: 'RX_DISCONTINUED',
  RX_DISCONTINUED_INSURANCE: 'RX_DISCONTINUED_INSURANCE',
  RX_DISCONTINUED_THERAPY: 'RX_DISCONTINUED_THERAPY',
} as const;
export type TrackerDisplayStatus = (typeof TrackerDisplayStatus)[keyof typeof TrackerDisplayStatus];

/**
 * The tracker display status of each workflow status. PA_REQUIRED is shown at coordination
 * (spec 02 §4), so an approved authorization and a scheduled fill are coordination too;
 * a delivered order still shows as shipped.
 */
export const TRACKER_STATUS_OF_ORDER_STATUS: Readonly<Record<OrderStatus, TrackerDisplayStatus>> = {
  [OrderStatus.NEW_RX_RECEIVED]: TrackerDisplayStatus.NEW_RX,
  [OrderStatus.NEW_RX_ENTERED]: TrackerDisplayStatus.NEW_RX,
  [OrderStatus.BENEFITS_INVESTIGATION]: TrackerDisplayStatus.BENEFITS,
  [OrderStatus.BENEFITS_VERIFIED]: TrackerDisplayStatus.BENEFITS,
  [OrderStatus.INSURANCE_ISSUE]: TrackerDisplayStatus.INSURANCE_ISSUE,
  [OrderStatus.INSURANCE_ON_HOLD]: TrackerDisplayStatus.INSURANCE_ISSUE,
  [OrderStatus.PA_REQUIRED]: TrackerDisplayStatus.PA_REQUIRED,
  [OrderStatus.PA_SUBMITTED]: TrackerDisplayStatus.PA_IN_PROGRESS,
  [OrderStatus.PA_IN_PROGRESS]: TrackerDisplayStatus.PA_IN_PROGRESS,
  [OrderStatus.PA_APPROVED]: TrackerDisplayStatus.COORDINATING,
  [OrderStatus.PA_DENIED]: TrackerDisplayStatus.PA_DENIED,
  [OrderStatus.PA_DENIED_PRE_TRANSFER]: TrackerDisplayStatus.PA_DENIED_PRE_TRANSFER,
  [OrderStatus.RX_TRANSFER_REQUESTED]: TrackerDisplayStatus.RX_TRANSFER,
  [OrderStatus.RX_TRANSFERRED]: TrackerDisplayStatus.RX_TRANSFER,
  [OrderStatus.COORDINATING_DELIVERY]: TrackerDisplayStatus.COORDINATING,
  [OrderStatus.OUTREACH_ATTEMPT]: TrackerDisplayStatus.OUTREACH_ATTEMPT,
  [OrderStatus.DELIVERY_SCHEDULED]: TrackerDisplayStatus.COORDINATING,
  [OrderStatus.FILLING]: TrackerDisplayStatus.COORDINATING,
  [OrderStatus.SHIPPED]: TrackerDisplayStatus.ORDER_SHIPPED,
  [OrderStatus.DELIVERED]: TrackerDisplayStatus.ORDER_SHIPPED,
  [OrderStatus.CANCELLED]: TrackerDisplayStatus.RX_CANCELLED,
  [OrderStatus.CANCELLED_INSURANCE]: TrackerDisplayStatus.RX_CANCELLED_INSURANCE,
  [OrderStatus.CANCELLED_THERAPY]: TrackerDisplayStatus.RX_CANCELLED_THERAPY,
  [OrderStatus.DISCONTINUED]: TrackerDisplayStatus.RX_DISCONTINUED,
  [OrderStatus.DISCONTINUED_INSURANCE]: TrackerDisplayStatus.RX_DISCONTINUED_INSURANCE,
  [OrderStatus.DISCONTINUED_THERAPY]: TrackerDisplayStatus.RX_DISCONTINUED_THERAPY,
};

/** The tracker status of a workflow status; null (no tracker status) for any other number. */
export function trackerStatusOf(orderStatus: number | null | undefined): TrackerDisplayStatus | null {
  if (orderStatus === null || orderStatus === undefined) return null;
  return (TRACKER_STATUS_OF_ORDER_STATUS as Record<number, TrackerDisplayStatus>)[orderStatus] ?? null;
}

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

/**
 * Medication screen views / display modes (spec 01 §1, spec 02 §2). String values, so a stored
 * or logged view reads as what it is.
 */
export const MedicationView = {
  ALL: 'all',
  HOME: 'home',
  SINGLE_ACTIVE_RX: 'single-active-rx',
  SINGLE_ACTIVE_MEDICATION: 'single-active-medication',
  SINGLE_INACTIVE_MEDICATION: 'single-inactive-medication',
  SINGLE_VECTOR_RX: 'single-vector-rx',
  BILLING: 'billing',
  SCHEDULE_DELIVERY: 'schedule-delivery',
  EDIT_REQUEST: 'edit-request',
} as const;
export type MedicationView = (typeof MedicationView)[keyof typeof MedicationView];

/**
 * The view a status click opens in the active table (spec 02 §2), in the spec's order: vector
 * view, schedule delivery, edit request, else the single active prescription.
 */
export function viewForStatusClick(displayStatus: number): MedicationView {
  if (VECTOR_VIEW_STATUSES.has(displayStatus)) return MedicationView.SINGLE_VECTOR_RX;
  if (SCHEDULE_DELIVERY_STATUSES.has(displayStatus)) return MedicationView.SCHEDULE_DELIVERY;
  if (EDIT_ALLOWED_STATUSES.has(displayStatus)) return MedicationView.EDIT_REQUEST;
  return MedicationView.SINGLE_ACTIVE_RX;
}
