import { expect } from '@open-wc/testing';
import { axeViolations } from '../support/axe';
import { waitFor } from '../support/wait';
import type { RecordedRequest } from '../support/fetch-stub';
import type { RefillUpdate } from '../../../src/domain/refill/refill';
import { refillDraftStore } from '../../../src/features/refill/state/draft-store';
import { OrderStatus } from '../../../src/domain/medication/statuses';
import {
  alertOf,
  atorvastatin,
  buttonNamed,
  captureEvents,
  chooseDate,
  defaultApi,
  defaultMeds,
  humira,
  maybeButton,
  mountRefill,
  next,
  ok,
  queryOf,
  resetAll,
  shadow,
  signInForTest,
  stepHeading,
  storedRequest,
  stubRefillApi,
  textOf,
  waitForAlert,
  waitForStep,
  walkToReview,
  type Handler,
} from './refill-support';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const posts = (requests: RecordedRequest[]) => requests.filter((r) => r.method === 'POST' && r.url.startsWith('/api/refill-requests'));
const slow = (handler: Handler, ms: number): Handler => async (request) => {
  await new Promise((resolve) => setTimeout(resolve, ms));
  return typeof handler === 'function' ? handler(request) : handler;
};

describe('<rx-refill> submit', () => {
  let api: ReturnType<typeof stubRefillApi>;

  beforeEach(() => {
    resetAll();
    signInForTest(null);
  });

  afterEach(() => {
    api?.restore();
    resetAll();
  });

  it('reviews with Edit buttons, submits the payload once with an Idempotency-Key (double click), confirms, emits rx-refill-submitted, clears the draft and goes home 2 s later', async () => {
    api = stubRefillApi({ 'POST /api/refill-requests': slow(defaultApi['POST /api/refill-requests']!, 300) });
    const el = await mountRefill();
    await walkToReview(el);
    const date = refillDraftStore().getState().draft.deliveryDate!;
    const key = await waitFor(() => refillDraftStore().getState().idempotencyKey, 1000, 'idempotency key');
    expect(key).to.match(UUID);
    expect(textOf(el)).to.contain('Atorvastatin 20 mg').and.contain('1520 Spruce Street, Philadelphia, PA 19102').and.contain('Use the card on file').and.contain('No supplies');
    expect([...shadow(el).querySelectorAll('[part~="edit-button"]')].map((b) => b.textContent)).to.deep.equal([
      'Edit Delivery date',
      'Edit Delivery address',
      'Edit Payment, supplies and instructions',
    ]);
    expect(await axeViolations(el)).to.deep.equal([]);

    const submitted = captureEvents('rx-refill-submitted');
    const navigation = captureEvents('rx-navigate');
    const submit = buttonNamed(el, 'Submit');
    submit.click();
    submit.click();
    await waitFor(() => submit.disabled, 500, 'submit disabled while sending');
    submit.click();
    await waitFor(() => shadow(el).querySelector('[part="confirmation"]'), 3000, 'confirmation');
    const started = performance.now();
    expect(posts(api.requests)).to.have.length(1);
    const [post] = posts(api.requests);
    expect(post!.headers['idempotency-key']).to.equal(key);
    expect(post!.body).to.deep.equal({
      u_id: 41,
      addrId: 7,
      isPickup: 0,
      deliveryDate: date,
      paymentMethod: 0,
      supplies: null,
      deliveryInstructions: null,
      prescriptions: [{ gId: 11, rxNumber: 'RX100' }],
      rxNumber: 'RX100',
    });
    expect(stepHeading(el)).to.equal('Thank you');
    expect(textOf(el)).to.contain('Your refill request has been submitted.');
    expect(shadow(el).activeElement).to.equal(shadow(el).querySelector('[part="step-heading"]'));
    expect(submitted.events.map((e) => e.detail)).to.deep.equal([{ requestId: 900, deliveryDate: date, medications: ['Atorvastatin 20 mg'] }]);
    expect(submitted.events[0]!.bubbles && submitted.events[0]!.composed).to.equal(true);
    expect(refillDraftStore().getState().uId).to.equal(null);
    expect(JSON.parse(sessionStorage.getItem('rx-draft:refill') ?? '{"state":{}}').state.uId ?? null).to.equal(null);

    await waitFor(() => navigation.events.length > 0, 3000, 'navigation');
    const waited = performance.now() - started;
    submitted.stop();
    navigation.stop();
    expect(waited).to.be.greaterThan(1500);
    expect(navigation.events.map((e) => e.detail)).to.deep.equal([{ path: '/home', replace: true }]);
    const feedback = api.requests.find((r) => r.url.startsWith('/api/feedback'))!;
    expect(queryOf(feedback).get('feedback_type')).to.equal('NPS');
    expect(queryOf(feedback).get('u_id')).to.equal('41');
  });

  it('goes to the NPS form after a submit when the patient never gave feedback', async () => {
    api = stubRefillApi({ 'GET /api/feedback': ok({ patientFeedback: null, message: 'No results found' }) });
    const el = await mountRefill();
    await walkToReview(el);
    const navigation = captureEvents('rx-navigate');
    buttonNamed(el, 'Submit').click();
    await waitFor(() => navigation.events.length > 0, 4000, 'navigation');
    navigation.stop();
    expect(navigation.events.map((e) => e.detail.path)).to.deep.equal(['/nps-form']);
  });

  it('on failure shows errorSubmitting, keeps every choice, and the retry sends the same Idempotency-Key', async () => {
    let attempts = 0;
    api = stubRefillApi({
      'POST /api/refill-requests': (request) => {
        attempts += 1;
        return attempts === 1 ? { status: 500, body: { message: 'boom' } } : (defaultApi['POST /api/refill-requests'] as (r: RecordedRequest) => { status: number })(request);
      },
    });
    const el = await mountRefill();
    await walkToReview(el);
    const before = structuredClone(refillDraftStore().getState().draft);
    buttonNamed(el, 'Submit').click();
    await waitForAlert(el, 'We could not submit your refill request.');
    expect(shadow(el).querySelector('[part~="alert"]')!.getAttribute('role')).to.equal('alert');
    expect(stepHeading(el)).to.equal('Review your refill');
    expect(refillDraftStore().getState().draft).to.deep.equal(before);
    expect(textOf(el)).to.contain('1520 Spruce Street');
    await new Promise((resolve) => setTimeout(resolve, 300));
    buttonNamed(el, 'Submit').click();
    await waitFor(() => shadow(el).querySelector('[part="confirmation"]'), 3000, 'confirmation');
    const sent = posts(api.requests);
    expect(sent).to.have.length(2);
    expect(sent[1]!.headers['idempotency-key']).to.equal(sent[0]!.headers['idempotency-key']);
    expect(sent[1]!.body).to.deep.equal(sent[0]!.body);
  });

  it('says so when the server refuses because an order is already active', async () => {
    api = stubRefillApi({ 'POST /api/refill-requests': { status: 409, body: { message: 'Prescription already has an active order' } } });
    const el = await mountRefill();
    await walkToReview(el);
    buttonNamed(el, 'Submit').click();
    await waitForAlert(el, 'One of these medications is already scheduled for delivery.');
  });

  it('a changed choice after the review opened gets a new Idempotency-Key; Edit jumps to its step', async () => {
    api = stubRefillApi();
    const el = await mountRefill();
    await walkToReview(el);
    const first = await waitFor(() => refillDraftStore().getState().idempotencyKey, 1000, 'key');
    buttonNamed(el, 'Edit Payment, supplies and instructions').click();
    await waitForStep(el, 3);
    await next(el, 4);
    expect(refillDraftStore().getState().idempotencyKey).to.equal(first);
    buttonNamed(el, 'Edit Delivery address').click();
    await waitForStep(el, 2);
    shadow(el).querySelector<HTMLInputElement>('input[type="radio"][value="8"]')!.click();
    await next(el, 3);
    await next(el, 4);
    const second = await waitFor(() => refillDraftStore().getState().idempotencyKey, 1000, 'new key');
    expect(second).to.not.equal(first);
    buttonNamed(el, 'Edit Delivery date').click();
    await waitForStep(el, 1);
  });

  describe('edit mode', () => {
    const editMeds = defaultMeds.map((med) => (med.rxNumber === 'RX100' ? { ...med, hasActiveOrder: true } : med));

    it('preloads the request at the given step, never goes Back below the delivery date, and submits by PUT with the requestId', async () => {
      api = stubRefillApi({ 'GET /api/user/medications': ok({ medications: editMeds }) });
      const update: RefillUpdate = { request: storedRequest(), step: 2 };
      const el = await mountRefill({}, { refillUpdate: update });
      expect(shadow(el).querySelector('h2')!.textContent).to.equal('Edit refill');
      await waitForStep(el, 2);
      expect(shadow(el).querySelector<HTMLInputElement>('input[type="radio"][value="7"]')!.checked).to.equal(true);
      expect(el.hasAttribute('refill-update')).to.equal(false);
      buttonNamed(el, 'Back').click();
      await waitForStep(el, 1);
      const navigation = captureEvents('rx-navigate');
      buttonNamed(el, 'Back').click();
      navigation.stop();
      expect(navigation.events.map((e) => e.detail.path)).to.deep.equal(['/home']);
      expect(shadow(el).querySelector('[part="step"]')!.getAttribute('data-step')).to.equal('1');

      chooseDate(el);
      await next(el, 2);
      await next(el, 3);
      expect(shadow(el).querySelector<HTMLInputElement>('input[type="radio"][value="1"]')!.checked).to.equal(true);
      await next(el, 4);
      expect(textOf(el)).to.contain('Alcohol swabs, Other: Gauze').and.contain('Leave with the doorman').and.contain('Bill me later');
      const date = refillDraftStore().getState().draft.deliveryDate;
      buttonNamed(el, 'Submit').click();
      await waitFor(() => shadow(el).querySelector('[part="confirmation"]'), 3000, 'confirmation');
      const puts = api.requests.filter((r) => r.method === 'PUT');
      expect(puts).to.have.length(1);
      expect(posts(api.requests)).to.have.length(0);
      expect(puts[0]!.headers['idempotency-key']).to.match(UUID);
      expect(puts[0]!.body).to.deep.equal({
        u_id: 41,
        addrId: 7,
        isPickup: 0,
        deliveryDate: date,
        paymentMethod: 1,
        supplies: [
          { supId: 1, value: 'Alcohol swabs' },
          { supId: 4, value: 'Gauze' },
        ],
        deliveryInstructions: 'Leave with the doorman',
        prescriptions: [{ gId: 11, rxNumber: 'RX100' }],
        rxNumber: 'RX100',
        requestId: 501,
      });
    });

    it('opens the review for edit step 5, with the note of a pharmacy-made order', async () => {
      api = stubRefillApi({ 'GET /api/user/medications': ok({ medications: editMeds }) });
      const el = await mountRefill({}, { refillUpdate: { request: storedRequest({ placeholder: true }), step: 5 } });
      await waitForStep(el, 4);
      expect(stepHeading(el)).to.equal('Review your refill');
      expect(shadow(el).querySelector('[part="placeholder-note"]')!.textContent).to.contain('The pharmacy prepared this order for you.');
      expect(await axeViolations(el)).to.deep.equal([]);
    });
  });

  describe('active order', () => {
    const activeMeds = defaultMeds.map((med) => (med.rxNumber === atorvastatin.rxNumber ? { ...med, hasActiveOrder: true } : med));

    it('shows the notice instead of the wizard, and View order opens the read-only view with Back; axe clean', async () => {
      api = stubRefillApi({
        'GET /api/user/medications': ok({ medications: activeMeds }),
        'GET /api/refill-requests': ok({ refills: [storedRequest({ requestId: 400, deliveryDate: '2030-01-02' }), storedRequest()] }),
      });
      const el = await mountRefill();
      expect(stepHeading(el)).to.equal('You have an order in progress');
      expect(shadow(el).querySelector('[part="stepper"]')).to.equal(null);
      expect(maybeButton(el, 'Next')).to.equal(null);
      expect(await axeViolations(el)).to.deep.equal([]);
      buttonNamed(el, 'View order').click();
      await waitFor(() => shadow(el).querySelector('[part="order-view"]'), 3000, 'order view');
      expect(stepHeading(el)).to.equal('Your current order');
      const call = api.requests.find((r) => r.url.startsWith('/api/refill-requests'))!;
      expect(queryOf(call).get('status')).to.equal('active');
      expect(queryOf(call).get('u_id')).to.equal('41');
      const view = shadow(el).querySelector('[part="order-view"]')!.textContent!;
      expect(view).to.contain('Atorvastatin 20 mg').and.contain('01/09/30').and.contain('1520 Spruce Street, Philadelphia, PA 19102');
      expect(view).to.contain('Bill me later').and.contain('Alcohol swabs, Other: Gauze').and.contain('Leave with the doorman');
      expect(shadow(el).querySelectorAll('[part~="edit-button"]')).to.have.length(0);
      expect(shadow(el).activeElement).to.equal(shadow(el).querySelector('[part="step-heading"]'));
      expect(await axeViolations(el)).to.deep.equal([]);
      buttonNamed(el, 'Back').click();
      await waitFor(() => stepHeading(el) === 'You have an order in progress', 1000, 'notice again');
      expect(alertOf(el)).to.equal(null);
    });

    it('Edit order in the view opens the order at its review and saves the change by PUT; Back before its first step returns to the notice', async () => {
      api = stubRefillApi({
        'GET /api/user/medications': ok({ medications: activeMeds }),
        'GET /api/refill-requests': ok({ refills: [storedRequest()] }),
      });
      const el = await mountRefill();
      buttonNamed(el, 'View order').click();
      await waitFor(() => maybeButton(el, 'Edit order'), 3000, 'Edit order button');
      buttonNamed(el, 'Edit order').click();
      await waitForStep(el, 4);
      expect(shadow(el).querySelector('h2')!.textContent).to.equal('Edit refill');
      for (const step of [3, 2, 1]) {
        buttonNamed(el, 'Back').click();
        await waitForStep(el, step);
      }
      buttonNamed(el, 'Back').click();
      await waitFor(() => stepHeading(el) === 'You have an order in progress', 3000, 'notice after leaving the edit');

      buttonNamed(el, 'View order').click();
      await waitFor(() => maybeButton(el, 'Edit order'), 3000, 'Edit order button again');
      buttonNamed(el, 'Edit order').click();
      await waitForStep(el, 4);
      for (const step of [3, 2, 1]) {
        buttonNamed(el, 'Back').click();
        await waitForStep(el, step);
      }
      const earliest = chooseDate(el);
      await next(el, 2);
      await next(el, 3);
      await next(el, 4);
      buttonNamed(el, 'Submit').click();
      await waitFor(() => shadow(el).querySelector('[part="confirmation"]'), 3000, 'confirmation');
      const puts = api.requests.filter((r) => r.method === 'PUT');
      expect(puts).to.have.length(1);
      expect(posts(api.requests)).to.have.length(0);
      expect(puts[0]!.body).to.include({ requestId: 501, deliveryDate: earliest, addrId: 7 });
    });

    it('says why a new delivery cannot be scheduled, naming the medications in an order in progress, in English and Spanish', async () => {
      // Atorvastatin by its own flag, Humira by its workflow status; Lisinopril is not in an order.
      const inOrder = activeMeds.map((med) => (med.rxNumber === humira.rxNumber ? { ...med, orderStatus: OrderStatus.FILLING } : med));
      api = stubRefillApi({ 'GET /api/user/medications': ok({ medications: inOrder }) });
      const el = await mountRefill();
      expect(stepHeading(el)).to.equal('You have an order in progress');
      expect(shadow(el).querySelector('[part="active-order-reason"]')!.textContent).to.equal(
        'A new delivery cannot be scheduled right now: your order with Atorvastatin 20 mg, Humira Pen is still in progress. A new delivery can be scheduled once that order has shipped.',
      );
      expect(maybeButton(el, 'View order')).not.to.equal(null);
      expect(await axeViolations(el)).to.deep.equal([]);

      resetAll();
      signInForTest(null);
      api.restore();
      api = stubRefillApi({ 'GET /api/user/medications': ok({ medications: inOrder }) });
      const spanish = await mountRefill({ locale: 'es' });
      expect(stepHeading(spanish)).to.equal('Tiene un pedido en curso');
      expect(shadow(spanish).querySelector('[part="active-order-reason"]')!.textContent).to.equal(
        'No se puede programar una nueva entrega ahora: su pedido con Atorvastatin 20 mg, Humira Pen todavía está en curso. Podrá programar una nueva entrega cuando ese pedido se haya enviado.',
      );
    });

    it('drops choices kept from before when an order in progress replaces the wizard', async () => {
      api = stubRefillApi({ 'GET /api/user/medications': ok({ medications: activeMeds }) });
      refillDraftStore().getState().begin({ uId: 41, requestId: null, step: 4, draft: { ...refillDraftStore().getState().draft, selectedRx: ['RX200'], addrId: 7 } });
      const el = await mountRefill();
      expect(stepHeading(el)).to.equal('You have an order in progress');
      await waitFor(() => refillDraftStore().getState().draft.selectedRx.length === 0, 2000, 'draft dropped');
      expect(refillDraftStore().getState().draft.addrId).to.equal(null);
    });
  });
});
