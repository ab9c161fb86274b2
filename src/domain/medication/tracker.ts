import { TrackerDisplayStatus, trackerStatusOf } from './tracker-statuses';
import { isWithinTrackingDays } from './tracking-link';

/** The tracker's steps (spec 02 §2 "Medication tracker"). */
export const TrackerStep = {
  NEW_RX_RECEIVED: 'newRxReceived',
  BENEFIT_VERIFICATION: 'benefitVerification',
  RX_TRANSFERRED: 'rxTransferred',
  COORDINATING_DELIVERY: 'coordinatingDelivery',
  ORDER_SHIPPED: 'orderShipped',
} as const;
export type TrackerStep = (typeof TrackerStep)[keyof typeof TrackerStep];

/** Five steps for a first fill, two for a refill. */
export const FIRST_FILL_STEPS: readonly TrackerStep[] = [
  TrackerStep.NEW_RX_RECEIVED,
  TrackerStep.BENEFIT_VERIFICATION,
  TrackerStep.RX_TRANSFERRED,
  TrackerStep.COORDINATING_DELIVERY,
  TrackerStep.ORDER_SHIPPED,
];
export const REFILL_STEPS: readonly TrackerStep[] = [TrackerStep.COORDINATING_DELIVERY, TrackerStep.ORDER_SHIPPED];

/** The header and error texts a row of the mapping names (keys of the medications namespace). */
export type TrackerHeader =
  | 'newRxReceived'
  | 'benefitVerification'
  | 'benefitDenied'
  | 'rxTransferred'
  | 'coordinatingDelivery'
  | 'outreach'
  | 'orderShipped'
  | 'coordinationDenied'
  | 'orderCancelled'
  | 'rxDiscontinued';

export type TrackerExtra = 'pharmacy' | 'tracking' | null;

/** One row of spec 02 §4 "Tracker mapping". */
export interface TrackerMapping {
  /** The step the prescription is at; null for a discontinued prescription (no step). */
  step: TrackerStep | null;
  error: boolean;
  header: TrackerHeader;
  /** What the detail box adds: the pharmacy (transfer) or the carrier and tracking link (shipped). */
  extra: TrackerExtra;
}

const row = (step: TrackerStep | null, header: TrackerHeader, error = false, extra: TrackerExtra = null): TrackerMapping => ({ step, error, header, extra });

/**
 * Spec 02 §4: each tracker display status, its step, whether it is an error and its text.
 * Cancelled rows use an "Order Cancelled" header at the step the order had reached: the last one.
 */
export const TRACKER_MAPPING: Readonly<Record<TrackerDisplayStatus, TrackerMapping>> = {
  NEW_RX: row(TrackerStep.NEW_RX_RECEIVED, 'newRxReceived'),
  BENEFITS: row(TrackerStep.BENEFIT_VERIFICATION, 'benefitVerification'),
  INSURANCE_ISSUE: row(TrackerStep.BENEFIT_VERIFICATION, 'benefitVerification'),
  PA_IN_PROGRESS: row(TrackerStep.BENEFIT_VERIFICATION, 'benefitVerification'),
  PA_DENIED_PRE_TRANSFER: row(TrackerStep.BENEFIT_VERIFICATION, 'benefitDenied', true),
  RX_TRANSFER: row(TrackerStep.RX_TRANSFERRED, 'rxTransferred', false, 'pharmacy'),
  COORDINATING: row(TrackerStep.COORDINATING_DELIVERY, 'coordinatingDelivery'),
  PA_REQUIRED: row(TrackerStep.COORDINATING_DELIVERY, 'coordinatingDelivery'),
  OUTREACH_ATTEMPT: row(TrackerStep.COORDINATING_DELIVERY, 'outreach', true),
  ORDER_SHIPPED: row(TrackerStep.ORDER_SHIPPED, 'orderShipped', false, 'tracking'),
  PA_DENIED: row(TrackerStep.COORDINATING_DELIVERY, 'coordinationDenied', true),
  RX_CANCELLED: row(TrackerStep.ORDER_SHIPPED, 'orderCancelled', true),
  RX_CANCELLED_INSURANCE: row(TrackerStep.ORDER_SHIPPED, 'orderCancelled', true),
  RX_CANCELLED_THERAPY: row(TrackerStep.ORDER_SHIPPED, 'orderCancelled', true),
  RX_DISCONTINUED: row(null, 'rxDiscontinued', true),
  RX_DISCONTINUED_INSURANCE: row(null, 'rxDiscontinued', true),
  RX_DISCONTINUED_THERAPY: row(null, 'rxDiscontinued', true),
};

export type StepState = 'completed' | 'current' | 'error' | 'later';

export interface TrackerStepView {
  step: TrackerStep;
  state: StepState;
}

export interface TrackerView {
  status: TrackerDisplayStatus;
  mapping: TrackerMapping;
  steps: TrackerStepView[];
}

/**
 * The tracker of a prescription, or null when its workflow status maps to no tracker status
 * ('No info is available…'). Steps before the current one are completed; the current one is
 * current, or error for an errored row; later ones are grey. A step a refill does not show
 * (a refill's mapping at an earlier step) is shown at the refill's first step.
 */
export function trackerOf(prescription: { orderStatus: number | null; fillCount: number }): TrackerView | null {
  const status = trackerStatusOf(prescription.orderStatus);
  if (status === null) return null;
  const mapping = TRACKER_MAPPING[status];
  const steps = prescription.fillCount === 0 ? FIRST_FILL_STEPS : REFILL_STEPS;
  const at = mapping.step === null ? -1 : Math.max(0, steps.indexOf(mapping.step));
  return {
    status,
    mapping,
    steps: steps.map((step, index) => ({
      step,
      state: at < 0 ? 'later' : index < at ? 'completed' : index === at ? (mapping.error ? 'error' : 'current') : 'later',
    })),
  };
}

/** The detail box's text: the row's own, except a shipment past its tracking days (spec 02 §4/§9). */
export type TrackerDetail = TrackerHeader | 'orderShippedEarlier';

/**
 * What the detail box says. "On its way" holds while the shipment can still be followed (the 90
 * days of a tracking link); an older one says when it shipped instead.
 */
export function trackerDetailOf(view: TrackerView, latestDateShipped: string | null, today: string): TrackerDetail {
  if (view.mapping.header !== 'orderShipped' || !latestDateShipped) return view.mapping.header;
  return isWithinTrackingDays(latestDateShipped, today) ? 'orderShipped' : 'orderShippedEarlier';
}

/**
 * The status a prescription's row and default detail name, where its tracker would say otherwise:
 * a discontinued workflow status reads as the tracker's 'Rx Discontinued' (spec 02 §4 "Tracker
 * mapping") rather than the display status's 'Cancelled'. Null: the display status's own name.
 */
export function trackerWordingOf(prescription: { orderStatus: number | null }): 'rxDiscontinued' | null {
  const status = trackerStatusOf(prescription.orderStatus);
  return status !== null && TRACKER_MAPPING[status].header === 'rxDiscontinued' ? 'rxDiscontinued' : null;
}

/** The status header is red for an errored row, black otherwise. */
export const isErrorHeader = (view: TrackerView): boolean => view.mapping.error;

export { TrackerDisplayStatus };
