import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../server/platform/db/database';
import { patients, prescriptions } from '../../../server/schema';
import { deliveryRulesFor } from '../../../server/modules/refill/refill.rules';
import type { RefillRequestPayload } from '../../../src/domain/refill/refill.schema';
import { deliveryWindow, type DeliveryWindow } from '../../../src/domain/refill/delivery-dates';

/** The delivery window the server applies to an order of these prescriptions of a patient. */
export async function deliveryWindowFor(db: Database, uId: number, rxNumbers: readonly string[], now: Date): Promise<DeliveryWindow> {
  const [patient] = await db.select({ companyId: patients.companyId, brandId: patients.brandId }).from(patients).where(eq(patients.uId, uId));
  const rows = await db
    .select()
    .from(prescriptions)
    .where(and(eq(prescriptions.uId, uId), inArray(prescriptions.rxNumber, [...rxNumbers])));
  return deliveryWindow(await deliveryRulesFor(db, patient!, rows, now));
}

/** The gId of each prescription number of a patient, in the order given. */
export async function prescriptionRefs(db: Database, uId: number, rxNumbers: readonly string[]): Promise<RefillRequestPayload['prescriptions']> {
  const rows = await db
    .select({ gId: prescriptions.gId, rxNumber: prescriptions.rxNumber })
    .from(prescriptions)
    .where(and(eq(prescriptions.uId, uId), inArray(prescriptions.rxNumber, [...rxNumbers])));
  return rxNumbers.map((rxNumber) => {
    const row = rows.find((candidate) => candidate.rxNumber === rxNumber);
    if (!row) throw new Error(`Patient ${uId} has no Rx ${rxNumber}`);
    return { gId: row.gId, rxNumber };
  });
}

/** A valid refill request body for these prescriptions: the first allowed delivery day, no supplies. */
export async function refillPayload(
  db: Database,
  uId: number,
  rxNumbers: readonly string[],
  options: { addrId: number; isPickup?: 0 | 1; now: Date; dayIndex?: number },
): Promise<RefillRequestPayload> {
  const window = await deliveryWindowFor(db, uId, rxNumbers, options.now);
  const deliveryDate = window.allowed[options.dayIndex ?? 0];
  if (!deliveryDate) throw new Error(`No delivery day open for ${rxNumbers.join(', ')}`);
  return {
    u_id: uId,
    addrId: options.addrId,
    isPickup: options.isPickup ?? 0,
    deliveryDate,
    paymentMethod: 0,
    supplies: null,
    deliveryInstructions: null,
    prescriptions: await prescriptionRefs(db, uId, rxNumbers),
    rxNumber: rxNumbers[0]!,
  };
}
