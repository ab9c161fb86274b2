import { describe, expect, it } from 'vitest';
import type { Prescription } from '../../../../src/domain/medication/prescription.schema';
import type { RefillRequestRecord } from '../../../../src/domain/refill/refill.schema';
import { draftFromRequest, emptyDraft, type RefillDraft } from '../../../../src/features/refill/model/draft';
import {
  draftProjection,
  hasUnsavedEdit,
  initialRefillState,
  refillTransition,
  type RefillEvent,
  type RefillMachineState,
} from '../../../../src/features/refill/model/refill-machine';
import { RefillStep } from '../../../../src/features/refill/model/wizard';

let keys = 0;
const deps = { newKey: () => `key-${(keys += 1)}` };
const run = (state: RefillMachineState, event: RefillEvent) => refillTransition(state, event, deps);
const apply = (state: RefillMachineState, ...events: RefillEvent[]) => events.reduce((current, event) => run(current, event).state, state);

const med = (patch: Partial<Prescription>): Prescription => ({
  displayName: 'Humira', instructions: 'Inject', rxNumber: 'RX1', gId: 1, mId: 1, provider: null, numDoses: null, daysOfSupply: 28,
  refillsLeft: 3, expirationDate: null, ndc11Digit: null, cancelReason: null, refills: [], orders: [], orderStatus: null,
  isActivePrescription: true, latestRequestId: null, lastShippedAddrId: null, fillCount: 2, displayStatus: 1, displayTable: 'active',
  latestDateShipped: null, hasActiveOrder: false, requestId: null, rxStatusFields: null, pharmacyName: null, pharmacyAddress: null,
  pharmacyPhone: null, trackingNumber: null, trackingUrl: null, carrier: null, refrigerated: false, allowPortalRefill: true, ...patch,
});
const meds = [med({})];
const context = { addressCount: 1, allowedDates: ['2030-01-08', '2030-01-09'] };
const complete: RefillDraft = { ...emptyDraft(), selectedRx: ['RX1'], deliveryDate: '2030-01-08', addrId: 7, paymentMethod: 0, needSupplies: false, wantsInstructions: false };

const request: RefillRequestRecord = {
  requestId: 55, u_id: 41, status: 2, addrId: 7, isPickup: 0, deliveryDate: '2030-01-08', paymentMethod: 1, supplies: null,
  deliveryInstructions: null, prescriptions: [{ gId: 1, rxNumber: 'RX1', displayName: 'Humira' }],
} as unknown as RefillRequestRecord;

const started = (draft: Partial<RefillDraft> = {}, step = RefillStep.medications as RefillMachineState['step']) => {
  const state = apply(initialRefillState(), { type: 'begin', uId: 41, update: null, holder: 'w1' });
  return { ...state, draft: { ...state.draft, ...draft }, step };
};

describe('begin', () => {
  it('starts an empty draft at the medications for a new refill', () => {
    const state = apply(initialRefillState(), { type: 'begin', uId: 41, update: null, holder: 'w1' });
    expect(state).toMatchObject({ uId: 41, requestId: null, step: RefillStep.medications, draft: emptyDraft(), holder: 'w1', original: null });
  });

  it('keeps the draft of the same patient and request (a reload, the element re-added)', () => {
    const kept = { ...started({ selectedRx: ['RX1'] }, RefillStep.address), idempotencyKey: null };
    const state = apply(kept, { type: 'begin', uId: 41, update: null, holder: 'w2' });
    expect(state).toMatchObject({ step: RefillStep.address, draft: { selectedRx: ['RX1'] }, holder: 'w2' });
  });

  it('drops the draft of another patient', () => {
    const state = apply(started({ selectedRx: ['RX1'] }, RefillStep.address), { type: 'begin', uId: 77, update: null, holder: 'w2' });
    expect(state).toMatchObject({ uId: 77, step: RefillStep.medications, draft: emptyDraft() });
  });

  it('edit mode: the stored request at its review, with an Idempotency-Key, and its choices as the original', () => {
    const state = apply(started(), { type: 'begin', uId: 41, update: { request, step: 5 }, holder: 'w1' });
    expect(state).toMatchObject({ requestId: 55, step: RefillStep.review, draft: draftFromRequest(request), original: draftFromRequest(request) });
    expect(state.idempotencyKey).toMatch(/^key-/);
  });

  it('edit mode opened at a step (1-3) starts there without a key', () => {
    const state = apply(initialRefillState(), { type: 'begin', uId: 41, update: { request, step: 2 }, holder: 'w1' });
    expect(state).toMatchObject({ step: RefillStep.address, idempotencyKey: null });
  });
});

describe('choices', () => {
  it('a changed choice drops the Idempotency-Key; the same choice keeps it', () => {
    const atReview = { ...started(complete, RefillStep.review), idempotencyKey: 'k' };
    expect(run(atReview, { type: 'choose', patch: { deliveryDate: '2030-01-08' } }).state.idempotencyKey).toBe('k');
    expect(run(atReview, { type: 'choose', patch: { deliveryDate: '2030-01-09' } }).state).toMatchObject({ idempotencyKey: null, draft: { deliveryDate: '2030-01-09' } });
  });

  it('choosing an address sets pickup from it', () => {
    const state = apply(started(), { type: 'chooseAddress', address: { addrId: 9, isPickup: 1 } as never });
    expect(state.draft).toMatchObject({ addrId: 9, isPickup: 1 });
  });
});

describe('next', () => {
  it('alerts and stays when the step check fails', () => {
    const { state, effects } = run(started(), { type: 'next', context, missingInstructions: [] });
    expect(state.step).toBe(RefillStep.medications);
    expect(effects).toEqual([{ kind: 'alert', key: 'alerts.selectMed', tone: 'error', persistent: false }]);
  });

  it('asks about medications without instructions, then checks assessments once confirmed', () => {
    const asked = run(started({ selectedRx: ['RX1'] }), { type: 'next', context, missingInstructions: ['Humira'] });
    expect(asked.state.dialog).toEqual({ kind: 'instructions', names: ['Humira'] });
    const confirmed = run(asked.state, { type: 'instructionsConfirmed' });
    expect(confirmed.state).toMatchObject({ dialog: null, checking: true });
    expect(confirmed.effects).toEqual([{ kind: 'checkAssessments' }]);
  });

  it('required assessments open their dialog; none goes on to the date; starting one navigates to the survey', () => {
    const checking = run(started({ selectedRx: ['RX1'] }), { type: 'next', context, missingInstructions: [] });
    expect(checking.effects).toContainEqual({ kind: 'checkAssessments' });
    expect(apply(checking.state, { type: 'assessmentsChecked', required: [] })).toMatchObject({ step: RefillStep.deliveryDate, checking: false });
    const assessment = { surveyEventID: 9001, surveyName: 'RAPID3' } as never;
    const asked = apply(checking.state, { type: 'assessmentsChecked', required: [assessment] });
    expect(asked.dialog).toEqual({ kind: 'assessments', list: [assessment] });
    const { state, effects } = run(asked, { type: 'startAssessment', assessment });
    expect(state.dialog).toBeNull();
    expect(effects).toEqual([{ kind: 'navigate', path: '/survey?survey_event_id=9001', state: { mandatorySurveys: [assessment] } }]);
  });

  it('entering the review creates the Idempotency-Key, once', () => {
    const atPayment = started(complete, RefillStep.payment);
    const review = apply(atPayment, { type: 'next', context, missingInstructions: [] });
    expect(review.step).toBe(RefillStep.review);
    const key = review.idempotencyKey;
    expect(key).toMatch(/^key-/);
    expect(apply(review, { type: 'goTo', step: RefillStep.deliveryDate }, { type: 'goTo', step: RefillStep.review }).idempotencyKey).toBe(key);
  });
});

describe('back', () => {
  it('steps back inside the wizard, and from the first step returns where the patient came from', () => {
    expect(apply(started({}, RefillStep.address), { type: 'back', screen: 'wizard', origin: 'portal' }).step).toBe(RefillStep.deliveryDate);
    expect(run(started(), { type: 'back', screen: 'wizard', origin: 'medication' }).effects).toContainEqual({ kind: 'navigate', path: '/medication' });
  });

  it('from the read-only view returns to the notice', () => {
    const view = apply(started(), { type: 'viewOrder' });
    expect(view.step).toBe(RefillStep.view);
    expect(apply(view, { type: 'back', screen: 'view', origin: 'portal' }).step).toBe(RefillStep.medications);
  });

  it('edit mode: Back from the date step without changes leaves at once', () => {
    const editing = apply(initialRefillState(), { type: 'begin', uId: 41, update: { request, step: 1 }, holder: 'w1' });
    const { state, effects } = run(editing, { type: 'back', screen: 'wizard', origin: 'portal' });
    expect(state.dialog).toBeNull();
    expect(effects).toContainEqual({ kind: 'navigate', path: '/home' });
  });

  it('edit mode: Back from the date step with changes asks first; keeping them stays, discarding leaves', () => {
    const editing = apply(initialRefillState(), { type: 'begin', uId: 41, update: { request, step: 1 }, holder: 'w1' }, { type: 'choose', patch: { deliveryDate: '2030-01-09' } });
    expect(hasUnsavedEdit(editing)).toBe(true);
    const asked = run(editing, { type: 'back', screen: 'wizard', origin: 'portal' });
    expect(asked.state.dialog).toEqual({ kind: 'discardChanges' });
    expect(asked.effects).not.toContainEqual(expect.objectContaining({ kind: 'navigate' }));
    const kept = apply(asked.state, { type: 'closeDialog' });
    expect(kept).toMatchObject({ dialog: null, step: RefillStep.deliveryDate, draft: { deliveryDate: '2030-01-09' } });
    const left = run(asked.state, { type: 'discardConfirmed', origin: 'portal' });
    expect(left.effects).toContainEqual({ kind: 'navigate', path: '/home' });
    expect(left.state.draft.deliveryDate).toBe('2030-01-08');
  });

  it('edit mode opened from the view: Edit order, then Back returns to the notice', () => {
    const view = apply(started(), { type: 'viewOrder' }, { type: 'editOrder', request });
    expect(view.editFromView).toEqual({ request, step: 5 });
    const editing = apply(view, { type: 'begin', uId: 41, update: view.editFromView, holder: 'w2' });
    expect(editing).toMatchObject({ requestId: 55, step: RefillStep.review, editFromView: { request } });
    const atDate = apply(editing, { type: 'goTo', step: RefillStep.deliveryDate });
    const left = run(atDate, { type: 'back', screen: 'wizard', origin: 'portal' });
    expect(left.effects).not.toContainEqual(expect.objectContaining({ kind: 'navigate' }));
    expect(left.state).toMatchObject({ editFromView: null, requestId: null, uId: 41, step: RefillStep.medications, draft: emptyDraft() });
  });
});

describe('send', () => {
  it('sends once with the review key; a second send while sending does nothing', () => {
    const review = { ...started(complete, RefillStep.review), idempotencyKey: 'k1' };
    const sending = run(review, { type: 'send', context, meds });
    expect(sending.state).toMatchObject({ sending: true, sent: true });
    expect(sending.effects).toContainEqual(expect.objectContaining({ kind: 'submit', idempotencyKey: 'k1', payload: expect.objectContaining({ u_id: 41, deliveryDate: '2030-01-08' }) }));
    expect(run(sending.state, { type: 'send', context, meds }).effects).toEqual([]);
  });

  it('a failing check sends the patient to that step with its alert', () => {
    const review = started({ ...complete, addrId: null }, RefillStep.review);
    const { state, effects } = run(review, { type: 'send', context, meds });
    expect(state).toMatchObject({ step: RefillStep.address, sending: false });
    expect(effects).toEqual([{ kind: 'alert', key: 'alerts.selectAddr', tone: 'error', persistent: false }]);
  });

  it('lost answer: the failure keeps every choice and the key, so the retry is the same order', () => {
    const review = { ...started(complete, RefillStep.review), idempotencyKey: 'k1' };
    const failed = apply(review, { type: 'send', context, meds }, { type: 'sendFailed', activeOrder: false });
    expect(failed).toMatchObject({ sending: false, sent: true, idempotencyKey: 'k1', draft: complete });
    expect(run(failed, { type: 'send', context, meds }).effects).toContainEqual(expect.objectContaining({ kind: 'submit', idempotencyKey: 'k1' }));
  });

  it('a refusal for an order in progress says so', () => {
    const sending = apply({ ...started(complete, RefillStep.review), idempotencyKey: 'k' }, { type: 'send', context, meds });
    expect(run(sending, { type: 'sendFailed', activeOrder: true }).effects).toEqual([{ kind: 'alert', key: 'alerts.activeOrder', tone: 'error', persistent: true }]);
  });

  it('accepted: the draft is cleared, the confirmation kept for this widget, and announced', () => {
    const submitted = { requestId: 9, deliveryDate: '2030-01-08', medications: ['Humira'] };
    const { state, effects } = run({ ...started(complete, RefillStep.review), sending: true }, { type: 'sendSucceeded', submitted });
    expect(state).toMatchObject({ uId: null, draft: emptyDraft(), submitted, holder: 'w1', sending: false });
    expect(effects).toEqual([{ kind: 'accepted', submitted }]);
    expect(draftProjection(state)).toEqual({ uId: null, requestId: null, step: 0, draft: emptyDraft(), idempotencyKey: null, original: null });
  });
});

describe('session and stale drafts', () => {
  it('sign-out on purpose drops the draft; an idle sign-out keeps it', () => {
    const state = started(complete, RefillStep.payment);
    expect(apply(state, { type: 'session', uId: null, signedOutByUser: false })).toMatchObject({ uId: 41, draft: complete });
    expect(apply(state, { type: 'session', uId: null, signedOutByUser: true })).toMatchObject({ uId: null, draft: emptyDraft() });
  });

  it('another patient signing in drops the draft; the same patient keeps it', () => {
    const state = started(complete, RefillStep.payment);
    expect(apply(state, { type: 'session', uId: 41, signedOutByUser: false }).draft).toEqual(complete);
    expect(apply(state, { type: 'session', uId: 77, signedOutByUser: false })).toMatchObject({ uId: null, draft: emptyDraft() });
  });

  it('an order in progress drops choices kept from before', () => {
    const state = apply({ ...started(complete, RefillStep.review), idempotencyKey: 'k' }, { type: 'staleDropped' });
    expect(state).toMatchObject({ uId: 41, draft: emptyDraft(), idempotencyKey: null });
  });

  it('the add-address dialog: a saved address is chosen and announced', () => {
    const open = apply(started(), { type: 'openAddAddress' });
    expect(open.dialog).toEqual({ kind: 'addAddress' });
    const { state, effects } = run(open, { type: 'addressSaved', address: { addrId: 12, isPickup: 0 } as never });
    expect(state).toMatchObject({ dialog: null, draft: { addrId: 12, isPickup: 0 } });
    expect(effects).toEqual([{ kind: 'alert', key: 'alerts.addAddress', tone: 'success', persistent: false }]);
  });
});
