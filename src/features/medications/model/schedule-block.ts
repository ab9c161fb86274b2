import { isOrderInProgress } from '../../../domain/medication/statuses';

/** The fields the rule reads. */
export interface SchedulablePrescription {
  gId: number;
  displayName: string;
  isActivePrescription: boolean;
  displayTable: string;
  hasActiveOrder: boolean;
  orderStatus: number | null;
}

/**
 * The other medications whose order in progress keeps `clicked` from being scheduled now. The
 * refill wizard shows its active-order notice instead of the wizard while any active
 * prescription is in an order in progress (spec 02 §2); a patient who chose to schedule one
 * medication is first told which order stands in the way. Empty: nothing does (go to the wizard).
 */
export function blockingOrderMedications(prescriptions: readonly SchedulablePrescription[], clicked: { gId: number }): string[] {
  const names = prescriptions
    .filter((rx) => rx.gId !== clicked.gId && rx.isActivePrescription && rx.displayTable === 'active')
    .filter((rx) => rx.hasActiveOrder || isOrderInProgress(rx.orderStatus))
    .map((rx) => rx.displayName);
  return [...new Set(names)];
}
