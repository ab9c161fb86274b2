import { EDIT_ALLOWED_STATUSES, SCHEDULE_DELIVERY_STATUSES, VECTOR_VIEW_STATUSES } from './statuses';

// Apart from the statuses: only the medication screen opens views.

/**
 * Medication screen views / display modes (spec 01 §1, spec 02 §2). String values, so a stored
 * or logged view reads as what it is.
 */
export const MedicationView = {
  ALL: 'all',
  HOME: 'home',
  SINGLE_ACTIVE_RX: 'single-active-rx',
  SINGLE_ACTIVE_MEDICATION: 'single-active-medication',
  SINGLE_INACTIVE_MEDICATION: 'single-inactive-medication',
  SINGLE_VECTOR_RX: 'single-vector-rx',
  BILLING: 'billing',
  SCHEDULE_DELIVERY: 'schedule-delivery',
  EDIT_REQUEST: 'edit-request',
} as const;
export type MedicationView = (typeof MedicationView)[keyof typeof MedicationView];

/**
 * The view a status click opens in the active table (spec 02 §2), in the spec's order: vector
 * view, schedule delivery, edit request, else the single active prescription.
 */
export function viewForStatusClick(displayStatus: number): MedicationView {
  if (VECTOR_VIEW_STATUSES.has(displayStatus)) return MedicationView.SINGLE_VECTOR_RX;
  if (SCHEDULE_DELIVERY_STATUSES.has(displayStatus)) return MedicationView.SCHEDULE_DELIVERY;
  if (EDIT_ALLOWED_STATUSES.has(displayStatus)) return MedicationView.EDIT_REQUEST;
  return MedicationView.SINGLE_ACTIVE_RX;
}
