import { isPortalRefillable, LOW_REFILLS, NO_REFILLS } from '../../../domain/medication/refill-eligibility';
import { isOrderInProgress } from '../../../domain/medication/statuses';
import type { Prescription } from '../../../domain/medication/prescription.schema';
import { nextRefillDate } from '../../../domain/refill/refill-date';
import type { IsoDate } from '../../../domain/calendar/calendar-dates';
import { deliveryWindow, type DeliveryRules } from '../../../domain/refill/delivery-dates';

/** The fields that say whether a prescription is in an order in progress. */
export type OrderFacts = Pick<Prescription, 'isActivePrescription' | 'displayTable' | 'hasActiveOrder' | 'orderStatus'>;

function isActive(med: OrderFacts): boolean {
  return med.isActivePrescription && med.displayTable === 'active';
}

/** An in-progress order for the prescription (its own flag, or an in-progress workflow status). */
export function isInOrder(med: OrderFacts): boolean {
  return med.hasActiveOrder || isOrderInProgress(med.orderStatus);
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
export function hasActiveOrder(meds: readonly OrderFacts[]): boolean {
  return meds.some((med) => isActive(med) && isInOrder(med));
}

/**
 * Why a new delivery cannot be scheduled while the notice replaces the wizard: the active
 * medications in an order in progress, each name once, in list order (empty when there is none).
 */
export function medicationsInOrder(meds: readonly (OrderFacts & Pick<Prescription, 'displayName'>)[]): string[] {
  return [...new Set(meds.filter((med) => isActive(med) && isInOrder(med)).map((med) => med.displayName))];
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
