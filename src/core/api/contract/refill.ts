/** Supplies of the payment step (spec 02 §2): Alcohol swabs, Sharps Container, Band Aids, Other. */
export interface RefillSupply {
  supId: number;
  value: string;
}

/** A prescription chosen for the refill. */
export interface RefillPrescriptionRef {
  gId: number;
  rxNumber: string;
}

/** Spec 02 §3 "Refill request payload": body of POST /refill-requests (PUT to edit, with requestId). */
export interface RefillRequestPayload {
  u_id: number;
  addrId: number;
  isPickup: 0 | 1;
  /** YYYY-MM-DD. */
  deliveryDate: string;
  /** Payment option index 0-2. */
  paymentMethod: number;
  supplies: RefillSupply[] | null;
  deliveryInstructions: string | null;
  prescriptions: RefillPrescriptionRef[];
  /** The first selected prescription's number. */
  rxNumber: string;
  /** Only when editing (PUT). */
  requestId?: number;
}

/** Spec 02 §3 "Refill record": one refill of a prescription, with where and how it was sent. */
export interface RefillRecord {
  requestId: number;
  rxNumbers: string[];
  dateRequested: string | null;
  deliveryDate: string | null;
  dateShipped: string | null;
  dateWritten: string | null;
  street: string | null;
  street2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  /** JSON text of a list of { value }. */
  supplies: string | null;
  deliveryInstructions: string | null;
  paymentMethod: number | null;
  /** A placeholder request the pharmacy created, not the patient. */
  placeholder: boolean;
  trackingUrl: string | null;
  trackingNumber: string | null;
}

/** A prescription of a stored refill request, with the name the review and the view show. */
export interface RefillRequestPrescription extends RefillPrescriptionRef {
  displayName: string;
}

/**
 * A refill request as stored (spec 02 §3 "Stored request state"): what GET /refill-requests
 * lists and what POST / PUT answer. status uses the refill display scale of enums.ts
 * (2 requested, 5 processing, 3 shipped, 4 cancelled).
 */
export interface RefillRequestRecord {
  requestId: number;
  status: number;
  addrId: number;
  isPickup: 0 | 1;
  /** YYYY-MM-DD. */
  deliveryDate: string;
  paymentMethod: number;
  supplies: RefillSupply[] | null;
  deliveryInstructions: string | null;
  prescriptions: RefillRequestPrescription[];
  /** A placeholder request the pharmacy created, not the patient. */
  placeholder: boolean;
  /** ISO 8601. */
  dateRequested: string;
}

/** Answer of GET /refill-requests (u_id, status = all | active, optional requestId). */
export interface RefillRequestsResponse {
  refills: RefillRequestRecord[];
}

/** Answer of POST and PUT /refill-requests: the request as stored. */
export interface RefillSubmitResponse {
  request: RefillRequestRecord;
}

/** The steps of an edit that may be opened directly (spec 02 §2: edit steps 1 to 3, review 5). */
export type RefillEditStep = 1 | 2 | 3 | 5;

/**
 * The `refillUpdate` property of `<rx-refill>` (route state in the portal): a stored request to
 * edit and the step to open it at.
 */
export interface RefillUpdate {
  request: RefillRequestRecord;
  step: RefillEditStep;
}
