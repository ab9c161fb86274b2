/** Opt-out reasons of spec 02 §5; 'other' needs otherReason. */
export type OptOutReason = 'financial' | 'insurance' | 'sideEffects' | 'pregnancy' | 'other';

/**
 * Spec 02 §3 "Opt-out payload": suspends a prescription. Refused with a message containing
 * 'active order' while an order is scheduled.
 */
export interface OptOutPayload {
  u_id: number;
  rxNumber: string;
  reasons: OptOutReason[];
  otherReason: string | null;
}
