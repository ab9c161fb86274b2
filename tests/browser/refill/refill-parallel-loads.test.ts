import { expect } from '@open-wc/testing';
import { waitFor } from '../support/wait';
import { defaultApi, mountRefill, ready, resetAll, signInForTest, stubRefillApi, type Answer } from './refill-support';

const pathOf = (url: string) => new URL(url, location.href).pathname;
const FIRST_SCREEN_LOADS = ['/api/user/medications', '/api/company/brand-info', '/api/company/shipping-holidays', '/api/user/address'];

describe('<rx-refill> first loads', () => {
  let api: ReturnType<typeof stubRefillApi>;
  let answerMedications: () => void = () => {};

  beforeEach(() => {
    resetAll();
    signInForTest(null);
    const medications = defaultApi['GET /api/user/medications'] as Answer;
    const held = new Promise<void>((resolve) => {
      answerMedications = resolve;
    });
    api = stubRefillApi({ 'GET /api/user/medications': () => held.then(() => medications) });
  });

  afterEach(() => {
    answerMedications();
    api.restore();
    resetAll();
  });

  it('asks for the medications, the pharmacy, the shipping holidays and the addresses at once, not after the medications answer', async () => {
    const el = await mountRefill({}, {}, false);
    const asked = () => FIRST_SCREEN_LOADS.filter((path) => api.requests.some((request) => pathOf(request.url) === path));
    // The medication list is held unanswered: every other first-screen load must be on its way already.
    await waitFor(() => asked().length === FIRST_SCREEN_LOADS.length, 3000, `first-screen loads (asked: ${asked().join(', ')})`);
    expect(asked()).to.deep.equal(FIRST_SCREEN_LOADS);
    answerMedications();
    await ready(el);
  });
});
