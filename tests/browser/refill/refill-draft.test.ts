import { expect } from '@open-wc/testing';
import { typeInto, waitFor } from '../support/wait';
import { sessionStore } from '../../../src/core/session/session-store';
import { emptyDraft } from '../../../src/features/refill/model/draft';
import { createRefillDraftStore, REFILL_DRAFT_STORAGE_KEY, refillDraftStore } from '../../../src/features/refill/state/draft-store';
import { identity } from '../portal/portal-support';
import {
  buttonNamed,
  captureEvents,
  choose,
  control,
  chooseDate,
  dateSelect,
  mountRefill,
  next,
  offeredDates,
  resetAll,
  shadow,
  signInForTest,
  stubRefillApi,
  textOf,
  unmountRefills,
  waitForAlert,
  waitForStep,
  walkToReview,
} from './refill-support';

const stored = () => JSON.parse(sessionStorage.getItem(REFILL_DRAFT_STORAGE_KEY) ?? 'null') as { state: Record<string, unknown> } | null;
const checked = (el: HTMLElement, rxNumber: string) => shadow(el).querySelector<HTMLInputElement>(`input[type="checkbox"][value="${rxNumber}"]`)!.checked;

async function draftAtDateStep(el: HTMLElement) {
  choose(el, 'Atorvastatin 20 mg');
  await next(el, 1);
  const date = chooseDate(el);
  await waitFor(() => refillDraftStore().getState().draft.deliveryDate === date, 1000, 'date stored');
  return date;
}

describe('<rx-refill> draft', () => {
  let api: ReturnType<typeof stubRefillApi>;

  beforeEach(() => {
    resetAll();
    signInForTest(null);
    api = stubRefillApi();
  });

  afterEach(() => {
    api.restore();
    resetAll();
  });

  it('survives the element being removed and added again, and is kept in sessionStorage as ids and choices only', async () => {
    let el = await mountRefill();
    const date = await draftAtDateStep(el);
    unmountRefills();
    el = await mountRefill();
    await waitForStep(el, 1);
    expect(dateSelect(el).value).to.equal(date);
    buttonNamed(el, 'Back').click();
    await waitForStep(el, 0);
    expect(checked(el, 'RX100')).to.equal(true);

    const saved = stored()!;
    expect(Object.keys(saved.state).sort()).to.deep.equal(['draft', 'idempotencyKey', 'original', 'requestId', 'step', 'uId']);
    expect(saved.state.uId).to.equal(41);
    expect(JSON.stringify(saved)).to.not.contain('Atorvastatin');
    // A reload reads the same draft back from the tab's storage.
    const reloaded = createRefillDraftStore().getState();
    expect(reloaded.uId).to.equal(41);
    expect(reloaded.draft.selectedRx).to.deep.equal(['RX100']);
    expect(reloaded.draft.deliveryDate).to.equal(date);
  });

  it('keeps the review and its Idempotency-Key when the element comes back at the review', async () => {
    let el = await mountRefill();
    await walkToReview(el);
    const key = await waitFor(() => refillDraftStore().getState().idempotencyKey, 1000, 'key');
    expect(createRefillDraftStore().getState().idempotencyKey).to.equal(key);
    unmountRefills();
    el = await mountRefill();
    await waitForStep(el, 4);
    buttonNamed(el, 'Submit').click();
    await waitFor(() => shadow(el).querySelector('[part="confirmation"]'), 3000, 'confirmation');
    const post = api.requests.find((r) => r.method === 'POST')!;
    expect(post.headers['idempotency-key']).to.equal(key);
  });

  it('survives an idle sign-out followed by the same patient signing in, and is dropped when another patient signs in', async () => {
    const el = await mountRefill();
    const date = await draftAtDateStep(el);
    sessionStore().getState().signOut('idle');
    await waitFor(() => textOf(el).includes('Please sign in to schedule a refill.'), 2000, 'signed-out view');
    expect(refillDraftStore().getState().draft.deliveryDate).to.equal(date);
    sessionStore().getState().signIn(identity);
    await waitForStep(el, 1, 4000);
    expect(dateSelect(el).value).to.equal(date);

    sessionStore().getState().signOut('expired');
    expect(refillDraftStore().getState().uId).to.equal(41);
    sessionStore().getState().signIn({ ...identity, u_ID: 77 });
    expect(refillDraftStore().getState().uId).to.equal(null);
    expect(stored()?.state.uId ?? null).to.equal(null);
    await waitForStep(el, 0, 4000);
    expect(checked(el, 'RX100')).to.equal(false);
  });

  it('shows a kept date that is no longer deliverable as not chosen, and Next alerts deliveryDate', async () => {
    // 2030-01-08 lies far beyond the delivery window, so it is not offered.
    refillDraftStore().getState().begin({ uId: 41, requestId: null, step: 1, draft: { ...emptyDraft(), selectedRx: ['RX100'], deliveryDate: '2030-01-08' } });
    const el = await mountRefill();
    await waitForStep(el, 1);
    expect(offeredDates(el)).to.not.include('2030-01-08');
    expect(dateSelect(el).value).to.equal('');
    expect(dateSelect(el).selectedOptions[0]!.textContent).to.equal('Choose a delivery date');
    buttonNamed(el, 'Next').click();
    await waitForAlert(el, 'Please choose one of the available delivery dates.');
    await waitForStep(el, 1);
    const date = chooseDate(el);
    await next(el, 2);
    expect(refillDraftStore().getState().draft.deliveryDate).to.equal(date);
  });

  it('never shows a stored draft of another patient', async () => {
    refillDraftStore().getState().begin({ uId: 77, requestId: null, step: 2, draft: { ...emptyDraft(), selectedRx: ['RX100'], deliveryDate: '2030-01-08' } });
    const el = await mountRefill();
    await waitForStep(el, 0);
    expect(checked(el, 'RX100')).to.equal(false);
    expect(refillDraftStore().getState().uId).to.equal(41);
    expect(refillDraftStore().getState().draft.selectedRx).to.deep.equal([]);
  });

  it('is dropped when the patient signs out', async () => {
    const el = await mountRefill();
    await draftAtDateStep(el);
    sessionStore().getState().signOut('user');
    expect(refillDraftStore().getState().uId).to.equal(null);
    expect(refillDraftStore().getState().draft.selectedRx).to.deep.equal([]);
    expect(stored()?.state.uId ?? null).to.equal(null);
    sessionStore().getState().signIn(identity);
    await waitForStep(el, 0, 4000);
    expect(checked(el, 'RX100')).to.equal(false);
  });

  it('asks to go to /login when nobody is signed in', async () => {
    resetAll();
    const navigation = captureEvents('rx-navigate');
    const el = await mountRefill({}, {}, false);
    await waitFor(() => navigation.events.length > 0, 2000, 'navigation');
    navigation.stop();
    expect(navigation.events[0]!.detail).to.deep.equal({ path: '/login', replace: true });
    expect(textOf(el)).to.contain('Please sign in to schedule a refill.');
    expect(buttonNamed(el, 'Go to sign in')).to.exist;
    expect(api.requests).to.have.length(0);
  });

  it('adds an address from the address step, selects it and says so', async () => {
    api.restore();
    const added = { addrId: 12, street: '77 Pine Street', street2: null, city: 'Philadelphia', state: 'PA', zip: '19103', country: 'US', addressType: 'Home', primaryAddress: 0, shippingAddress: 1, billingAddress: 0, locationName: null, cpId: null, inRefill: 0, isPickup: 0 };
    let saved = false;
    api = stubRefillApi({
      'GET /api/user/address': () => ({ status: 200, body: { addresses: saved ? [added] : [] } }),
      'POST /api/address/verify': () => ({ status: 200, body: { valid: true, address: { street: '77 Pine Street', street2: null, city: 'Philadelphia', state: 'PA', zip: '19103' }, reason: null } }),
      'POST /api/v2/user/address': () => {
        saved = true;
        return { status: 200, body: { address: added } };
      },
    });
    const el = await mountRefill();
    choose(el, 'Atorvastatin 20 mg');
    await next(el, 1);
    chooseDate(el);
    await next(el, 2);
    await waitFor(() => textOf(el).includes('You have no delivery address yet.'), 2000, 'no address');
    buttonNamed(el, 'Add address').focus();
    buttonNamed(el, 'Add address').click();
    const dialog = await waitFor(() => shadow(el).querySelector<HTMLElement>('[part="dialog"]'), 2000, 'add-address dialog');
    expect(shadow(el).activeElement && dialog.contains(shadow(el).activeElement)).to.equal(true);
    // The form itself is tested with the address module; here it is filled just enough to save.
    const fill = (label: string, value: string) => {
      const input = control<HTMLInputElement | HTMLSelectElement>(dialog, label);
      if (input instanceof HTMLSelectElement) {
        input.value = value;
        input.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
      } else typeInto(input, value);
    };
    fill('Street address', '77 Pine Street');
    fill('City', 'Philadelphia');
    fill('State', 'PA');
    fill('ZIP code', '19103');
    [...dialog.querySelectorAll('button')].find((b) => /^Save/.test(b.textContent ?? ''))!.click();
    await waitFor(() => !shadow(el).querySelector('[part="dialog"]'), 4000, 'dialog closed');
    await waitFor(() => shadow(el).querySelector<HTMLInputElement>('input[type="radio"][value="12"]')?.checked, 3000, 'new address chosen');
    expect(textOf(el)).to.contain('Address added.');
    await next(el, 3);
  });
});
