import type { FeedbackLookupResponse } from '../../../domain/survey/feedback.schema';
import type { RefillUpdate } from '../../../domain/refill/refill';
import { OTHER_SUPPLY_ID } from '../../../domain/refill/refill-choices';
import type { RefillDraft } from './draft';

/** Spec 02 §2: steps 0-4, and 5 the read-only view of an active order. */
export const RefillStep = { medications: 0, deliveryDate: 1, address: 2, payment: 3, review: 4, view: 5 } as const;
export type RefillStepNumber = (typeof RefillStep)[keyof typeof RefillStep];

/** Spec 02 §8 refill alerts of the step checks (instructionsText: "yes" to instructions needs the text). */
export type RefillAlertKey =
  | 'selectMed'
  | 'deliveryDate'
  | 'selectAddr'
  | 'needSupplies'
  | 'selectSupplies'
  | 'selectPayment'
  | 'anySupplies'
  | 'instructionsText';

/** Spec 02 §9: validation alerts 5 s; post-submit redirect 2 s; feedback threshold 90 days. */
export const VALIDATION_ALERT_MS = 5000;
export const POST_SUBMIT_REDIRECT_MS = 2000;
export const FEEDBACK_THRESHOLD_DAYS = 90;
const MS_PER_DAY = 86_400_000;

export interface StepContext {
  addressCount: number;
  allowedDates: readonly string[];
}

function paymentAlert(draft: RefillDraft): RefillAlertKey | null {
  if (draft.needSupplies === null) return 'needSupplies';
  if (draft.needSupplies && draft.supplyIds.length === 0) return 'selectSupplies';
  if (draft.paymentMethod === null) return 'selectPayment';
  if (draft.needSupplies && draft.supplyIds.includes(OTHER_SUPPLY_ID) && draft.otherSupplies.trim() === '') return 'anySupplies';
  if (draft.wantsInstructions && draft.deliveryInstructions.trim() === '') return 'instructionsText';
  return null;
}

/** Spec 02 §5: the check Next runs on a step; null when the step may be left. */
export function checkStep(step: RefillStepNumber, draft: RefillDraft, context: StepContext): RefillAlertKey | null {
  switch (step) {
    case RefillStep.medications:
      return draft.selectedRx.length === 0 ? 'selectMed' : null;
    case RefillStep.deliveryDate:
      return draft.deliveryDate === null || !context.allowedDates.includes(draft.deliveryDate) ? 'deliveryDate' : null;
    case RefillStep.address:
      return draft.addrId === null || context.addressCount === 0 ? 'selectAddr' : null;
    case RefillStep.payment:
      return paymentAlert(draft);
    default:
      return null;
  }
}

/** The first step of all five checks that fails, for a draft restored at review. */
export function firstFailingStep(draft: RefillDraft, context: StepContext, from: RefillStepNumber = RefillStep.medications): RefillStepNumber | null {
  const steps: RefillStepNumber[] = [RefillStep.medications, RefillStep.deliveryDate, RefillStep.address, RefillStep.payment];
  return steps.find((step) => step >= from && checkStep(step, draft, context) !== null) ?? null;
}

/** Editing keeps the request's medications: Back stops at the delivery date. */
export function firstAllowedStep(editing: boolean): RefillStepNumber {
  return editing ? RefillStep.deliveryDate : RefillStep.medications;
}

/** Edit steps 1-3 open that step; 5 opens the review of the loaded request. */
export function startStep(update: RefillUpdate | null): RefillStepNumber {
  if (!update) return RefillStep.medications;
  return update.step === 5 ? RefillStep.review : update.step;
}

export type RefillOrigin = 'medication' | 'portal';
export type BackAction = { kind: 'step'; step: RefillStepNumber } | { kind: 'navigate'; path: '/medication' | '/home' } | { kind: 'reset' };

/**
 * Spec 02 §2: Back steps through the wizard; from the read-only view it resets to the wizard;
 * before the first step it returns where the patient came from (the medication page or home).
 */
export function backAction(step: RefillStepNumber, editing: boolean, origin: RefillOrigin): BackAction {
  if (step === RefillStep.view) return { kind: 'reset' };
  if (step > firstAllowedStep(editing)) return { kind: 'step', step: (step - 1) as RefillStepNumber };
  return { kind: 'navigate', path: origin === 'medication' ? '/medication' : '/home' };
}

/** Days since the last NPS feedback; -1 when the patient never gave any. */
export function daysSinceFeedback(answer: FeedbackLookupResponse, now: Date): number {
  const received = answer.patientFeedback ? Date.parse(answer.patientFeedback.timeReceived) : Number.NaN;
  if (Number.isNaN(received)) return -1;
  return Math.max(0, Math.floor((now.getTime() - received) / MS_PER_DAY));
}

/** Spec 02 §4: never asked or over 90 days ago -> the NPS form; otherwise home. */
export function routeAfterSubmit(days: number): '/nps-form' | '/home' {
  return days === -1 || days > FEEDBACK_THRESHOLD_DAYS ? '/nps-form' : '/home';
}
