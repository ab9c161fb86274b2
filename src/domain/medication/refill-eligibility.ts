import { classifyPrescription, PrescriptionStatus, type ClassifiablePrescription } from './statuses';

/** Spec 02 §9: refill low threshold 1, out 0. */
export const LOW_REFILLS = 1;
export const NO_REFILLS = 0;

/** The fields the portal-refill rule reads. */
export interface PortalRefillCandidate extends ClassifiablePrescription {
  allowPortalRefill: boolean;
  refillsLeft: number;
}

/**
 * Whether the prescription's next refill may be requested through the portal (the wizard lists
 * it, the server accepts it): an active prescription the pharmacy allows portal refills for,
 * with refills left and no call required.
 */
export function isPortalRefillable(prescription: PortalRefillCandidate): boolean {
  return (
    prescription.isActivePrescription &&
    classifyPrescription(prescription) === 'active' &&
    prescription.allowPortalRefill &&
    prescription.refillsLeft > NO_REFILLS &&
    prescription.displayStatus !== PrescriptionStatus.OPEN_CALL_REQUIRED
  );
}
