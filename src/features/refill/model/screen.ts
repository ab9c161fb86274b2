import { emptyDraft, type RefillDraft } from './draft';
import { firstAllowedStep, RefillStep, type RefillStepNumber } from './wizard';

/** What the refill card shows: the wizard, or one of the screens that replace it. */
export type RefillScreen = 'loading' | 'confirmation' | 'no-medications' | 'notice' | 'view' | 'wizard';

/** The wizard's five steps in order, as named in the translations (`steps.*`, `headings.*`). */
export const STEP_KEYS = ['medications', 'deliveryDate', 'address', 'payment', 'review'] as const;

/**
 * The step the patient is at: an edit has no read-only view (its review instead), the view goes
 * once no order is in progress, and an edit never goes before its first step.
 */
export function currentStep(stored: RefillStepNumber, editing: boolean, activeOrder: boolean): RefillStepNumber {
  let step = stored;
  if (editing && step === RefillStep.view) step = RefillStep.review;
  if (!editing && step === RefillStep.view && !activeOrder) step = RefillStep.medications;
  if (step < firstAllowedStep(editing)) step = firstAllowedStep(editing);
  return step;
}

export interface ScreenFacts {
  /** The order was accepted. */
  submitted: boolean;
  /** The stored draft belongs to this patient and request. */
  owned: boolean;
  /** The medication list arrived or failed. */
  loaded: boolean;
  editing: boolean;
  /** A medication is in an order in progress. */
  activeOrder: boolean;
  /** This order was sent (its answer may have been lost). */
  sent: boolean;
  step: RefillStepNumber;
  medicationsFailed: boolean;
  medicationCount: number;
  refillableCount: number;
  nonPortalCount: number;
}

/**
 * Spec 02 §2: an order in progress replaces the wizard by a notice (or its read-only view), except
 * while editing and after this order was sent, so that a retry reaches the stored answer.
 */
export function refillScreen(facts: ScreenFacts): RefillScreen {
  if (facts.submitted) return 'confirmation';
  if (!facts.owned || !facts.loaded) return 'loading';
  if (!facts.editing && facts.activeOrder && !facts.sent) return facts.step === RefillStep.view ? 'view' : 'notice';
  const nothingToRefill = !facts.editing && !facts.sent && facts.refillableCount === 0 && facts.nonPortalCount === 0;
  if (facts.medicationsFailed || facts.medicationCount === 0 || nothingToRefill) return 'no-medications';
  return 'wizard';
}

/** One key per screen and per wizard step: focus moves to the heading when it changes. */
export function screenKey(screen: RefillScreen, step: RefillStepNumber): string {
  return screen === 'wizard' ? `step-${step}` : screen;
}

/** The translation key of the screen's heading; null while loading. */
export function headingKey(screen: RefillScreen, step: RefillStepNumber): string | null {
  switch (screen) {
    case 'loading':
      return null;
    case 'wizard':
      return `headings.${STEP_KEYS[Math.min(step, RefillStep.review)]}`;
    case 'confirmation':
      return 'confirmation.heading';
    case 'no-medications':
      return 'medications.noneHeading';
    case 'notice':
      return 'activeOrder.heading';
    case 'view':
      return 'view.heading';
  }
}

/** The step Back leaves: the view, the wizard's step, or (on the other screens) the first step. */
export function backFrom(screen: RefillScreen, step: RefillStepNumber, editing: boolean): RefillStepNumber {
  if (screen === 'view') return RefillStep.view;
  return screen === 'wizard' ? step : firstAllowedStep(editing);
}

/** Choices kept from before cannot be sent once an order in progress replaces the wizard. */
export function isStaleDraft(screen: RefillScreen, draft: RefillDraft): boolean {
  return (screen === 'notice' || screen === 'view') && JSON.stringify(draft) !== JSON.stringify(emptyDraft());
}
