import type { PrescriptionClass } from './enums';
import type { Order } from './order';
import type { RefillRecord } from './refill';

/**
 * Spec 02 §3 "Prescription". displayStatus is a refill display status (0-9, 100-109),
 * orderStatus a workflow status (300-352) or null, displayTable the classification of
 * `classifyPrescription` (enums.ts).
 */
export interface Prescription {
  displayName: string;
  instructions: string | null;
  rxNumber: string;
  gId: number;
  /** Group key. */
  mId: number;
  provider: string | null;
  numDoses: number | null;
  daysOfSupply: number | null;
  refillsLeft: number;
  expirationDate: string | null;
  ndc11Digit: string | null;
  cancelReason: string | null;
  refills: RefillRecord[];
  orders: Order[];
  orderStatus: number | null;
  isActivePrescription: boolean;
  latestRequestId: number | null;
  lastShippedAddrId: number | null;
  fillCount: number;
  displayStatus: number;
  displayTable: PrescriptionClass;
  latestDateShipped: string | null;
  hasActiveOrder: boolean;
  requestId: number | null;
  /** JSON text holding { inPhysicianQueue, physicianQueueReason }. */
  rxStatusFields: string | null;
  pharmacyName: string | null;
  pharmacyAddress: string | null;
  pharmacyPhone: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  carrier: string | null;
  /** Shipped cold: delivered Tuesday-Thursday only (spec 02 §4 "Delivery date rules"). */
  refrigerated: boolean;
  /** The next refill may be requested through the portal; otherwise the patient calls the pharmacy. */
  allowPortalRefill: boolean;
}

/**
 * Query of GET /user/medications. allow_portal_refill=1 keeps the active prescriptions whose next
 * refill may be requested through the portal.
 */
export interface MedicationsQuery {
  u_id: number;
  med_type: 'prescription';
  allow_portal_refill?: 0 | 1;
}

/** Answer of GET /user/medications. */
export interface MedicationsResponse {
  medications: Prescription[];
}

/** The parsed rxStatusFields. */
export interface RxStatusFields {
  inPhysicianQueue: boolean;
  physicianQueueReason: string | null;
}
