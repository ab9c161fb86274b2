import { MedicationView, viewForStatusClick } from '../../../domain/medication/medication-views';
import type { PrescriptionClass } from '../../../domain/medication/statuses';

/** What the medication screen shows; single views name their prescription (gId) or group. */
export type Screen =
  | { mode: typeof MedicationView.ALL }
  | { mode: typeof MedicationView.SINGLE_ACTIVE_RX; gId: number }
  | { mode: typeof MedicationView.SINGLE_VECTOR_RX; gId: number }
  | { mode: typeof MedicationView.SINGLE_ACTIVE_MEDICATION; gIds: readonly number[] }
  | { mode: typeof MedicationView.SINGLE_INACTIVE_MEDICATION; gIds: readonly number[] }
  | { mode: typeof MedicationView.BILLING; gId: number };

export interface ViewHistory {
  current: Screen;
  /** Earlier screens, oldest first; Back returns to the last one, or home when empty. */
  past: Screen[];
}

export const initialHistory: ViewHistory = { current: { mode: MedicationView.ALL }, past: [] };

export const openScreen = (history: ViewHistory, screen: Screen): ViewHistory => ({ current: screen, past: [...history.past, history.current] });

/** Back: the previous screen, or null when there is none (the caller goes home). */
export function back(history: ViewHistory): ViewHistory | null {
  const previous = history.past.at(-1);
  return previous ? { current: previous, past: history.past.slice(0, -1) } : null;
}

/** What a status click does (spec 02 §2): open a screen, go to the refill wizard, or load the request to edit. */
export type StatusClick = { kind: 'screen'; screen: Screen } | { kind: 'schedule-delivery' } | { kind: 'edit-request' } | { kind: 'none' };

/** Pending rows always open the vector view; inactive rows have no status click. */
export function statusClick(table: PrescriptionClass, prescription: { gId: number; displayStatus: number }): StatusClick {
  if (table === 'inactive') return { kind: 'none' };
  if (table === 'pending') return { kind: 'screen', screen: { mode: MedicationView.SINGLE_VECTOR_RX, gId: prescription.gId } };
  const view = viewForStatusClick(prescription.displayStatus);
  if (view === MedicationView.SCHEDULE_DELIVERY) return { kind: 'schedule-delivery' };
  if (view === MedicationView.EDIT_REQUEST) return { kind: 'edit-request' };
  if (view === MedicationView.SINGLE_VECTOR_RX) return { kind: 'screen', screen: { mode: MedicationView.SINGLE_VECTOR_RX, gId: prescription.gId } };
  return { kind: 'screen', screen: { mode: MedicationView.SINGLE_ACTIVE_RX, gId: prescription.gId } };
}

/**
 * A name click opens the single medication view of the group (active or inactive; pending groups
 * show as active). The view keeps the group's prescriptions, so an opt-out that moves one to the
 * inactive table leaves the view (and its result) in place.
 */
export function nameClick(table: PrescriptionClass, gIds: readonly number[]): Screen {
  return table === 'inactive'
    ? { mode: MedicationView.SINGLE_INACTIVE_MEDICATION, gIds }
    : { mode: MedicationView.SINGLE_ACTIVE_MEDICATION, gIds };
}
