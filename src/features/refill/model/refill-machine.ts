import type { Address } from '../../../domain/patient/address.schema';
import type { Prescription } from '../../../domain/medication/prescription.schema';
import type { RefillRequestPayload, RefillRequestRecord } from '../../../domain/refill/refill.schema';
import type { RefillUpdate } from '../../../domain/refill/refill';
import type { AssessmentSummary } from '../../../domain/survey/required-surveys.schema';
import { buildRefillPayload, draftFromRequest, emptyDraft, type RefillDraft } from './draft';
import { backFrom, type RefillScreen } from './screen';
import {
  backAction,
  checkStep,
  firstAllowedStep,
  firstFailingStep,
  RefillStep,
  startStep,
  type RefillOrigin,
  type RefillStepNumber,
  type StepContext,
} from './wizard';

/**
 * The refill wizard of spec 02 §2 as one state machine: where the patient is, their choices, the
 * open dialog, the order being sent and the accepted one, and edit mode. Pure: the hook runs the
 * calls and reports their results as events; what a transition asks the outside world to do comes
 * back as effects. The persisted draft is `draftProjection` of this state.
 */
export type WizardDialog =
  | { kind: 'instructions'; names: string[] }
  | { kind: 'assessments'; list: AssessmentSummary[] }
  | { kind: 'addAddress' }
  /** Back out of an edit with changed choices: asked before they are dropped. */
  | { kind: 'discardChanges' };

/** The accepted order, as the confirmation shows it. */
export interface SubmittedRefill {
  requestId: number;
  deliveryDate: string;
  medications: string[];
}

export interface RefillMachineState {
  /** The patient the draft belongs to; null when there is none. */
  uId: number | null;
  /** The stored request being edited, or null for a new refill. */
  requestId: number | null;
  step: RefillStepNumber;
  draft: RefillDraft;
  /** Created on entering the review; dropped when a choice changes. */
  idempotencyKey: string | null;
  /** An edit's choices as stored: leaving the edit with other choices asks first. */
  original: RefillDraft | null;
  /** The widget showing this wizard (a later widget starts its own). */
  holder: string | null;
  dialog: WizardDialog | null;
  /** The required-assessment check after the medications runs. */
  checking: boolean;
  sending: boolean;
  /** This order was sent: its answer may have been lost, so a retry must reach the stored one. */
  sent: boolean;
  submitted: SubmittedRefill | null;
  /** An edit opened from the read-only view of the active order. */
  editFromView: RefillUpdate | null;
}

/** What is kept in sessionStorage: ids and answers only. */
export type RefillDraftProjection = Pick<RefillMachineState, 'uId' | 'requestId' | 'step' | 'draft' | 'idempotencyKey' | 'original'>;

export type RefillEvent =
  /** A widget opens the wizard for a patient (and a request to edit). */
  | { type: 'begin'; uId: number; update: RefillUpdate | null; holder: string }
  | { type: 'choose'; patch: Partial<RefillDraft> }
  | { type: 'chooseAddress'; address: Address }
  /** Next, with what the current step is checked against and the chosen medications without instructions. */
  | { type: 'next'; context: StepContext; missingInstructions: string[] }
  | { type: 'instructionsConfirmed' }
  | { type: 'assessmentsChecked'; required: AssessmentSummary[] }
  | { type: 'startAssessment'; assessment: AssessmentSummary }
  | { type: 'back'; screen: RefillScreen; origin: RefillOrigin }
  | { type: 'discardConfirmed'; origin: RefillOrigin }
  /** The review's Edit, or the step a failing check sends the patient to. */
  | { type: 'goTo'; step: RefillStepNumber }
  | { type: 'viewOrder' }
  | { type: 'editOrder'; request: RefillRequestRecord }
  | { type: 'openAddAddress' }
  | { type: 'addressSaved'; address: Address }
  | { type: 'closeDialog' }
  | { type: 'send'; context: StepContext; meds: readonly Prescription[] }
  | { type: 'sendSucceeded'; submitted: SubmittedRefill }
  | { type: 'sendFailed'; activeOrder: boolean }
  /** An order in progress replaced the wizard: choices kept from before can no longer be sent. */
  | { type: 'staleDropped' }
  /** The shared session changed: a sign-out on purpose or another patient drops the draft. */
  | { type: 'session'; uId: number | null; signedOutByUser: boolean }
  | { type: 'clear' };

export type RefillEffect =
  | { kind: 'alert'; key: string; tone: 'error' | 'success'; persistent: boolean }
  | { kind: 'dismissAlert' }
  | { kind: 'checkAssessments' }
  | { kind: 'navigate'; path: string; state?: Record<string, unknown> }
  | { kind: 'submit'; payload: RefillRequestPayload; idempotencyKey: string }
  | { kind: 'accepted'; submitted: SubmittedRefill };

export interface Transition {
  state: RefillMachineState;
  effects: RefillEffect[];
}

export interface MachineDeps {
  /** A fresh Idempotency-Key. */
  newKey(): string;
}

export function initialRefillState(): RefillMachineState {
  return {
    uId: null,
    requestId: null,
    step: RefillStep.medications,
    draft: emptyDraft(),
    idempotencyKey: null,
    original: null,
    holder: null,
    dialog: null,
    checking: false,
    sending: false,
    sent: false,
    submitted: null,
    editFromView: null,
  };
}

export function draftProjection({ uId, requestId, step, draft, idempotencyKey, original }: RefillMachineState): RefillDraftProjection {
  return { uId, requestId, step, draft, idempotencyKey, original };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const alert = (key: string, tone: 'error' | 'success' = 'error', persistent = false): RefillEffect => ({ kind: 'alert', key, tone, persistent });
const stay = (state: RefillMachineState, effects: RefillEffect[] = []): Transition => ({ state, effects });

export const isEditing = (state: RefillMachineState) => state.requestId !== null;

/** Whether the draft belongs to this patient and request. */
export const ownsDraft = (state: RefillMachineState, uId: number, requestId: number | null) =>
  state.uId === uId && state.requestId === requestId;

/** The edit's choices differ from the stored request's. */
export const hasUnsavedEdit = (state: RefillMachineState) => state.original !== null && !same(state.original, state.draft);

/** Moves to a step; entering the review gives this exact order its key, here and nowhere else. */
function moveTo(state: RefillMachineState, step: RefillStepNumber, deps: MachineDeps): RefillMachineState {
  const entersReview = step === RefillStep.review && state.idempotencyKey === null;
  return { ...state, step, idempotencyKey: entersReview ? deps.newKey() : state.idempotencyKey };
}

function withDraft(state: RefillMachineState, patch: Partial<RefillDraft>): RefillMachineState {
  const draft = { ...state.draft, ...patch };
  if (same(draft, state.draft)) return state;
  return { ...state, draft, idempotencyKey: null };
}

function begin(state: RefillMachineState, event: Extract<RefillEvent, { type: 'begin' }>, deps: MachineDeps): RefillMachineState {
  const requestId = event.update?.request.requestId ?? null;
  const fromView = state.editFromView !== null && state.editFromView.request.requestId === requestId ? state.editFromView : null;
  const fresh = { ...initialRefillState(), editFromView: fromView, holder: event.holder };
  if (ownsDraft(state, event.uId, requestId) && state.submitted === null) {
    return { ...fresh, uId: state.uId, requestId, step: state.step, draft: state.draft, idempotencyKey: state.idempotencyKey, original: state.original };
  }
  const draft = event.update ? draftFromRequest(event.update.request) : emptyDraft();
  const started = { ...fresh, uId: event.uId, requestId, draft, original: event.update ? draft : null };
  return moveTo(started, startStep(event.update), deps);
}

/** Leaving the wizard backwards: an edit opened from the view returns to the notice, otherwise where the patient came from. */
function leave(state: RefillMachineState, origin: RefillOrigin): Transition {
  if (isEditing(state) && state.editFromView) {
    return stay({ ...initialRefillState(), uId: state.uId, holder: state.holder });
  }
  const action = backAction(firstAllowedStep(isEditing(state)), isEditing(state), origin);
  return stay({ ...state, dialog: null }, action.kind === 'navigate' ? [{ kind: 'navigate', path: action.path }] : []);
}

function back(state: RefillMachineState, screen: RefillScreen, origin: RefillOrigin, deps: MachineDeps): Transition {
  const editing = isEditing(state);
  const action = backAction(backFrom(screen, state.step, editing), editing, origin);
  const dismiss: RefillEffect = { kind: 'dismissAlert' };
  if (action.kind === 'step') return stay(moveTo(state, action.step, deps), [dismiss]);
  if (action.kind === 'reset') return stay(moveTo(state, firstAllowedStep(editing), deps), [dismiss]);
  if (hasUnsavedEdit(state)) return stay({ ...state, dialog: { kind: 'discardChanges' } }, [dismiss]);
  const left = leave(state, origin);
  return { state: left.state, effects: [dismiss, ...left.effects] };
}

function next(state: RefillMachineState, context: StepContext, missingInstructions: string[], deps: MachineDeps): Transition {
  const problem = checkStep(state.step, state.draft, context);
  if (problem) return stay(state, [alert(`alerts.${problem}`)]);
  if (state.step !== RefillStep.medications) return stay(moveTo(state, (state.step + 1) as RefillStepNumber, deps), [{ kind: 'dismissAlert' }]);
  if (missingInstructions.length > 0) return stay({ ...state, dialog: { kind: 'instructions', names: missingInstructions } }, [{ kind: 'dismissAlert' }]);
  return stay({ ...state, checking: true }, [{ kind: 'dismissAlert' }, { kind: 'checkAssessments' }]);
}

function send(state: RefillMachineState, event: Extract<RefillEvent, { type: 'send' }>, deps: MachineDeps): Transition {
  if (state.sending || state.uId === null) return stay(state);
  const failing = firstFailingStep(state.draft, event.context);
  if (failing !== null) return stay(moveTo(state, failing, deps), [alert(`alerts.${checkStep(failing, state.draft, event.context)}`)]);
  let payload: RefillRequestPayload;
  try {
    payload = buildRefillPayload(state.uId, state.draft, event.meds, state.requestId ?? undefined);
  } catch {
    return stay(state, [alert('alerts.errorSubmitting', 'error', true)]);
  }
  const idempotencyKey = state.idempotencyKey ?? deps.newKey();
  return stay({ ...state, idempotencyKey, sending: true, sent: true }, [{ kind: 'dismissAlert' }, { kind: 'submit', payload, idempotencyKey }]);
}

export function refillTransition(state: RefillMachineState, event: RefillEvent, deps: MachineDeps): Transition {
  switch (event.type) {
    case 'begin':
      return stay(begin(state, event, deps));
    case 'choose':
      return stay(withDraft(state, event.patch));
    case 'chooseAddress':
      return stay(withDraft(state, { addrId: event.address.addrId, isPickup: event.address.isPickup === 1 ? 1 : 0 }));
    case 'next':
      return next(state, event.context, event.missingInstructions, deps);
    case 'instructionsConfirmed':
      return stay({ ...state, dialog: null, checking: true }, [{ kind: 'checkAssessments' }]);
    case 'assessmentsChecked':
      if (event.required.length > 0) return stay({ ...state, checking: false, dialog: { kind: 'assessments', list: event.required } });
      return stay(moveTo({ ...state, checking: false }, RefillStep.deliveryDate, deps));
    case 'startAssessment': {
      const list = state.dialog?.kind === 'assessments' ? state.dialog.list : [];
      const path = `/survey?survey_event_id=${event.assessment.surveyEventID}`;
      return stay({ ...state, dialog: null }, [{ kind: 'navigate', path, state: { mandatorySurveys: list } }]);
    }
    case 'back':
      return back(state, event.screen, event.origin, deps);
    case 'discardConfirmed':
      return leave({ ...state, draft: state.original ?? state.draft }, event.origin);
    case 'goTo':
      return stay(moveTo(state, event.step, deps), [{ kind: 'dismissAlert' }]);
    case 'viewOrder':
      return stay({ ...state, step: RefillStep.view });
    case 'editOrder':
      return stay({ ...state, editFromView: { request: event.request, step: 5 } });
    case 'openAddAddress':
      return stay({ ...state, dialog: { kind: 'addAddress' } });
    case 'addressSaved': {
      const chosen = withDraft(state, { addrId: event.address.addrId, isPickup: event.address.isPickup === 1 ? 1 : 0 });
      return stay({ ...chosen, dialog: null }, [alert('alerts.addAddress', 'success')]);
    }
    case 'closeDialog':
      return stay({ ...state, dialog: null });
    case 'send':
      return send(state, event, deps);
    case 'sendSucceeded':
      return stay(
        // The widget showing an edit opened from the view keeps showing it, now with the confirmation.
        { ...initialRefillState(), holder: state.holder, submitted: event.submitted, sent: true, editFromView: state.editFromView },
        [{ kind: 'accepted', submitted: event.submitted }],
      );
    case 'sendFailed':
      return stay({ ...state, sending: false }, [alert(event.activeOrder ? 'alerts.activeOrder' : 'alerts.errorSubmitting', 'error', true)]);
    case 'staleDropped':
      if (same(state.draft, emptyDraft()) && state.requestId === null) return stay(state);
      return stay({ ...state, requestId: null, draft: emptyDraft(), idempotencyKey: null, original: null });
    case 'session': {
      if (state.uId === null) return stay(state);
      const otherPatient = event.uId !== null && event.uId !== state.uId;
      if (!event.signedOutByUser && !otherPatient) return stay(state);
      return stay({ ...initialRefillState(), holder: state.holder, submitted: state.submitted });
    }
    case 'clear':
      return stay({ ...initialRefillState(), holder: state.holder });
  }
}
