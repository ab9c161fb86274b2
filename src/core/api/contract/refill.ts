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
