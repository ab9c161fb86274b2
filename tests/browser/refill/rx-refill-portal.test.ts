import { expect } from '@open-wc/testing';
import '../../../src/elements/rx-portal';
import { waitFor } from '../support/wait';
import { moduleList, mountWithConfig, navigateFrom, routeOf, screenOf, unmountAll, waitForRoute } from '../portal/portal-support';
import { buttonNamed, chooseDate, dialogOf, defaultMeds, next, ok, ready, resetAll, shadow, signInForTest, stepHeading, storedRequest, stubRefillApi, waitForStep } from './refill-support';

describe('<rx-refill> in <rx-portal>', () => {
  let api: ReturnType<typeof stubRefillApi>;

  beforeEach(() => {
    resetAll();
    signInForTest(moduleList('Refill', 'Medication'));
    api = stubRefillApi({
      'GET /api/user/medications': ok({ medications: defaultMeds.map((med) => (med.rxNumber === 'RX100' ? { ...med, hasActiveOrder: true } : med)) }),
    });
  });

  afterEach(() => {
    api.restore();
    unmountAll();
    resetAll();
  });

  it('renders at /refill, takes refillUpdate and fromMedication from route state, and Back returns to /medication', async () => {
    const portal = await mountWithConfig<HTMLElement>('<rx-portal routing="memory" route="/refill"></rx-portal>', 'rx-portal');
    await waitForRoute(portal, '/refill');
    const first = await waitFor(() => screenOf(portal), 3000, 'refill screen');
    expect(first.localName).to.equal('rx-refill');
    await ready(first);
    expect(stepHeading(first)).to.equal('You have an order in progress');

    navigateFrom(first, '/refill', { state: { refillUpdate: { request: storedRequest(), step: 1 }, fromMedication: true } });
    const edit = await waitFor(() => (screenOf(portal) !== first ? screenOf(portal) : null), 3000, 'edit screen');
    await ready(edit);
    expect(shadow(edit).querySelector('h2')!.textContent).to.equal('Edit refill');
    await waitForStep(edit, 1);
    chooseDate(edit);
    await next(edit, 2);
    buttonNamed(edit, 'Back').click();
    await waitForStep(edit, 1);
    // The date was changed: leaving the edit asks first.
    buttonNamed(edit, 'Back').click();
    await waitFor(() => dialogOf(edit), 2000, 'discard dialog');
    expect(routeOf(portal)).to.equal('/refill');
    buttonNamed(edit, 'Discard changes').click();
    await waitForRoute(portal, '/medication');
    expect(routeOf(portal)).to.equal('/medication');
  });
});
