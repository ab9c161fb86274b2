import type { OptOutReason } from '../../../src/domain/medication/opt-out.schema';
import { PrescriptionStatus } from '../../../src/domain/medication/statuses';
import type { Database } from '../../platform/db/database';
import { prescriptionOptOuts } from './medication.tables';
import { cancelPrescription, lockPatientPrescription, prescriptionsWithActiveOrder } from '../refill';

/** The reason stored on a prescription the patient opted out of. */
export const OPTED_OUT_CANCEL_REASON = 'opted out by the patient';

export type OptOutOutcome = { kind: 'suspended' } | { kind: 'not-found' } | { kind: 'not-active' } | { kind: 'active-order' };

/**
 * Suspends one of the caller's prescriptions (spec 02 §4 "Prescription opt-out"): refused while
 * an order is in progress for it, or when it is no longer active. The prescription becomes
 * cancelled (inactive table) and the reasons are kept for the pharmacy.
 */
export async function optOutOfPrescription(
  tx: Database,
  uId: number,
  rxNumber: string,
  reasons: readonly OptOutReason[],
  otherReason: string | null,
): Promise<OptOutOutcome> {
  const row = await lockPatientPrescription(tx, uId, rxNumber);
  if (!row) return { kind: 'not-found' };
  if (!row.isActive || row.displayStatus === PrescriptionStatus.CANCELLED) return { kind: 'not-active' };
  if ((await prescriptionsWithActiveOrder(tx, [row])).has(row.gId)) return { kind: 'active-order' };
  await cancelPrescription(tx, row.gId, OPTED_OUT_CANCEL_REASON);
  await tx.insert(prescriptionOptOuts).values({
    uId,
    gId: row.gId,
    reasons: [...new Set(reasons)],
    otherReason: reasons.includes('other') ? (otherReason?.trim() ?? null) : null,
  });
  return { kind: 'suspended' };
}
