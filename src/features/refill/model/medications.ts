import { isOrderInProgress, PrescriptionStatus } from '../../../core/api/contract/enums';
import type { Prescription } from '../../../core/api/contract/prescription';
import { nextRefillDate } from './refill-date';
import type { IsoDate } from './calendar-dates';
import { deliveryWindow, type DeliveryRules } from './delivery-dates';

/** Spec 02 §9: refill low threshold 1, out 0. */
export const LOW_REFILLS = 1;
export const NO_REFILLS = 0;

function isActive(med: Prescription): boolean {
  return med.isActivePrescription && med.displayTable === 'active';
}

/** An in-progress order for the prescription (its own flag, or an in-progress workflow status). */
export function isInOrder(med: Prescription): boolean {
  return med.hasActiveOrder || isOrderInProgress(med.orderStatus);
}

function isPortalRefillable(med: Prescription): boolean {
  return med.allowPortalRefill && med.refillsLeft > NO_REFILLS && med.displayStatus !== PrescriptionStatus.OPEN_CALL_REQUIRED;
}

/**
 * The wizard's two lists: active prescriptions the patient may refill here, and active ones
 * whose refill goes through the pharmacy (no portal refill, none left, or a call required).
 * Prescriptions already in an order are in neither.
 */
export function splitRefillMedications(meds: readonly Prescription[]): { refillable: Prescription[]; nonPortal: Prescription[] } {
  const open = meds.filter((med) => isActive(med) && !isInOrder(med));
  return { refillable: open.filter(isPortalRefillable), nonPortal: open.filter((med) => !isPortalRefillable(med)) };
}

/** Spec 02 §2: an in-progress order for an active prescription replaces the wizard by a notice. */
export function hasActiveOrder(meds: readonly Prescription[]): boolean {
  return meds.some((med) => isActive(med) && isInOrder(med));
}

/** Spec 02 §4 "Refill alerts". */
export function refillCountAlert(med: Prescription): 'lowRefills' | 'outOfRefills' | null {
  if (!med.isActivePrescription) return null;
  if (med.refillsLeft === NO_REFILLS) return 'outOfRefills';
  if (med.refillsLeft === LOW_REFILLS) return 'lowRefills';
  return null;
}

/** Medications to confirm before continuing (spec 02 §5: null instructions). */
export function withoutInstructions(meds: readonly Prescription[]): Prescription[] {
  return meds.filter((med) => med.instructions === null || med.instructions.trim() === '');
}

export function medicationEarliestDates(meds: readonly Prescription[]): IsoDate[] {
  return meds.map((med) => nextRefillDate(med.latestDateShipped, med.daysOfSupply)).filter((date): date is IsoDate => date !== null);
}

export function isRefrigeratedOrder(meds: readonly Prescription[]): boolean {
  return meds.some((med) => med.refrigerated);
}

/**
 * Medications not due yet: each one's own earliest delivery date, when it is later than the date
 * the order would have without it (so choosing it moves the whole order's earliest date).
 */
export function notYetDue(meds: readonly Prescription[], rules: Omit<DeliveryRules, 'refrigerated' | 'medicationEarliest'>): Map<string, IsoDate> {
  const held = new Map<string, IsoDate>();
  for (const med of meds) {
    const own = nextRefillDate(med.latestDateShipped, med.daysOfSupply);
    if (own === null) continue;
    const kind = { ...rules, refrigerated: med.refrigerated };
    const withIt = deliveryWindow({ ...kind, medicationEarliest: [own] }).earliest;
    if (withIt > deliveryWindow({ ...kind, medicationEarliest: [] }).earliest) held.set(med.rxNumber, withIt);
  }
  return held;
}
