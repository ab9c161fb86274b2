import { and, eq } from 'drizzle-orm';
import type { OptOutReason } from '../../../src/domain/medication/opt-out.schema';
import { PrescriptionStatus } from '../../../src/domain/medication/statuses';
import { DEFAULT_PHARMACY_TIME_ZONE } from '../../../src/domain/company/pharmacy-time-zone';
import type { Database } from '../../platform/db/database';
import { brands } from '../company/company.tables';
import { prescriptionOptOuts } from './medication.tables';
import { prescriptions } from '../refill/refill.tables';
import { prescriptionsWithActiveOrder } from '../refill';

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
  const [row] = await tx
    .select()
    .from(prescriptions)
    .where(and(eq(prescriptions.uId, uId), eq(prescriptions.rxNumber, rxNumber)))
    .for('update');
  if (!row) return { kind: 'not-found' };
  if (!row.isActive || row.displayStatus === PrescriptionStatus.CANCELLED) return { kind: 'not-active' };
  if ((await prescriptionsWithActiveOrder(tx, [row])).has(row.gId)) return { kind: 'active-order' };
  await tx
    .update(prescriptions)
    .set({ isActive: false, displayStatus: PrescriptionStatus.CANCELLED, cancelReason: OPTED_OUT_CANCEL_REASON })
    .where(eq(prescriptions.gId, row.gId));
  await tx.insert(prescriptionOptOuts).values({
    uId,
    gId: row.gId,
    reasons: [...new Set(reasons)],
    otherReason: reasons.includes('other') ? (otherReason?.trim() ?? null) : null,
  });
  return { kind: 'suspended' };
}

/** The IANA time zone of the patient's pharmacy (brand). */
export async function pharmacyTimeZoneOf(db: Database, brandId: number): Promise<string> {
  const [row] = await db.select({ timezone: brands.timezone }).from(brands).where(eq(brands.brandId, brandId));
  return row?.timezone ?? DEFAULT_PHARMACY_TIME_ZONE;
}
