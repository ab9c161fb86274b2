import { expect } from '@open-wc/testing';
import '../../../src/elements/host/rx-config';
import '../../../src/elements/rx-medications';
import type { Prescription } from '../../../src/domain/medication/prescription.schema';
import { OrderStatus, PrescriptionStatus } from '../../../src/domain/medication/statuses';
import { sharedQueryClient } from '../../../src/core/api/query-client';
import { setLanguage } from '../../../src/core/i18n/i18n';
import { sessionStore } from '../../../src/core/session/session-store';
import { prescription } from '../refill/refill-support';
import { moduleList, resetSession, shadow, signInForTest } from '../portal/portal-support';
import { stubFetch, type RecordedRequest, type StubHandler } from '../support/fetch-stub';
import { fixClock, restoreClock } from '../support/fixed-clock';
import { waitFor } from '../support/wait';

/** What a patient sees on the medication screen, against a stubbed API (the fetch boundary). */

const lisinopril = prescription({ displayName: 'Lisinopril 10 mg', rxNumber: 'RX201', gId: 21, displayStatus: PrescriptionStatus.OPEN });
const humira = prescription({
  displayName: 'Humira Pen',
  rxNumber: 'RX202',
  gId: 22,
  displayStatus: PrescriptionStatus.PROCESSING,
  orderStatus: OrderStatus.FILLING,
  hasActiveOrder: true,
});
const discontinued = prescription({
  displayName: 'Enbrel SureClick',
  rxNumber: 'RX203',
  gId: 23,
  displayStatus: PrescriptionStatus.CANCELLED,
  displayTable: 'inactive',
  isActivePrescription: false,
  orderStatus: OrderStatus.DISCONTINUED,
});

describe('<rx-medications> screen', () => {
  let server: ReturnType<typeof stubFetch> | undefined;
  let config: HTMLElement | undefined;
  let el: HTMLElement;
  let navigations: unknown[];
  const listener = (event: Event) => {
    event.preventDefault();
    navigations.push((event as CustomEvent).detail);
  };

  beforeEach(async () => {
    await setLanguage('en');
    resetSession();
    sharedQueryClient().clear();
    navigations = [];
    document.addEventListener('rx-navigate', listener);
  });
  afterEach(() => {
    document.removeEventListener('rx-navigate', listener);
    restoreClock();
    config?.remove();
    server?.restore();
    resetSession();
  });

  async function mount(medications: Prescription[], modules: string[], extra: StubHandler = () => ({ status: 404, body: { message: 'not found' } })) {
    signInForTest(moduleList(...modules));
    server = stubFetch((request: RecordedRequest) => {
      if (request.url.includes('/user/medications/reminders')) {
        return { status: 200, body: { reminders: [], delivery: { channels: ['email'], email: 'pat@example.com', phone: null, emailSubscribed: true } } };
      }
      if (request.url.includes('/user/medications')) return { status: 200, body: { medications } };
      if (request.url.includes('/company/rx-status')) return { status: 200, body: { statuses: [] } };
      return extra(request);
    });
    config = document.createElement('rx-config');
    config.setAttribute('analytics', 'false');
    el = document.createElement('rx-medications');
    config.append(el);
    document.body.append(config);
    await waitFor(() => shadow(el).querySelector('[part~="medication-name"]'), 5000, 'the tables');
  }

  const root = () => shadow(el);
  const row = (rxNumber: string) => root().querySelector<HTMLElement>(`[part~="medication-row"][data-rx-number="${rxNumber}"]`);
  const button = (name: string) => [...root().querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent?.trim() === name) ?? null;
  const openTable = async (table: string) => {
    const toggle = root().querySelector<HTMLButtonElement>(`[part~="table-${table}"] button[aria-expanded]`)!;
    if (toggle.getAttribute('aria-expanded') === 'false') toggle.click();
    await waitFor(() => toggle.getAttribute('aria-expanded') === 'true', 2000, `${table} expanded`);
  };

  it("words a discontinued prescription as its tracker does: 'Rx Discontinued' in the Inactive table and its view", async () => {
    await mount([lisinopril, discontinued], ['Medication', 'WEB_MedicationTracker']);
    await openTable('inactive');
    expect(row('RX203')!.querySelector('[part~="status"]')!.textContent).to.equal('Rx Discontinued');
    row('RX203')!.querySelector<HTMLButtonElement>('[part~="medication-name"]')!.click();
    const header = await waitFor(() => root().querySelector('[part~="tracker-header"]'), 2000, 'the tracker');
    expect(header.textContent).to.equal('Rx Discontinued');
  });

  it('says "Loading billing" while the billing of a prescription loads', async () => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await mount([lisinopril], ['Medication'], async (request) => {
      if (!request.url.includes('/refill-requests/billing')) return { status: 404, body: { message: 'not found' } };
      await held;
      return { status: 200, body: { results: [] } };
    });
    row('RX201')!.querySelector<HTMLButtonElement>('[part~="medication-name"]')!.click();
    (await waitFor(() => button('View billing'), 2000, 'View billing')).click();
    const spinner = await waitFor(() => root().querySelector('[role="status"][aria-label], [part~="spinner"]'), 2000, 'the spinner');
    expect(root().textContent).to.contain('Loading billing');
    expect(root().textContent).not.to.contain('Loading your medications');
    expect(spinner).to.exist;
    answer();
    await waitFor(() => root().querySelector('[part~="billing-none"]'), 2000, 'no billing');
  });

  it('removes the edit-request load error when the patient opens another view', async () => {
    const requested = prescription({ displayName: 'Rinvoq 15 mg', rxNumber: 'RX204', gId: 24, displayStatus: PrescriptionStatus.REQUESTED, latestRequestId: 77 });
    await mount([requested, lisinopril], ['Medication'], () => ({ status: 500, body: { message: 'down' } }));
    row('RX204')!.querySelector<HTMLButtonElement>('[part~="status-button"]')!.click();
    await waitFor(() => root().querySelector('[part~="edit-failed"]'), 3000, 'the load error');
    row('RX201')!.querySelector<HTMLButtonElement>('[part~="medication-name"]')!.click();
    await waitFor(() => root().querySelector('[part~="prescription"]'), 2000, 'the medication view');
    expect(root().querySelector('[part~="edit-failed"]') !== null, 'the load error shown').to.equal(false);
    button('Back')!.click();
    await waitFor(() => row('RX201'), 2000, 'the list again');
    expect(root().querySelector('[part~="edit-failed"]') !== null, 'the load error shown').to.equal(false);
  });

  it('does not offer Remind me while the next refill date is not known', async () => {
    await mount([prescription({ ...lisinopril, latestDateShipped: null })], ['Medication']);
    row('RX201')!.querySelector<HTMLButtonElement>('[part~="medication-name"]')!.click();
    const date = await waitFor(() => root().querySelector('[part~="next-refill-date"]'), 3000, 'the refill date line');
    expect(date.textContent).to.equal('The next refill date is not known yet.');
    await waitFor(() => server!.requests.some((request) => request.url.includes('/user/medications/reminders')), 2000, 'the reminders');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(button('Remind me') !== null, 'Remind me offered').to.equal(false);
  });

  it('goes to the wizard from the medication page while another order is in progress too (the refill page says why)', async () => {
    await mount([lisinopril, humira], ['Medication']);
    row('RX201')!.querySelector<HTMLButtonElement>('[part~="status-button"]')!.click();
    await waitFor(() => navigations.length > 0, 2000, 'the navigation');
    expect(navigations).to.deep.equal([{ path: '/refill', state: { fromMedication: true } }]);
    expect(root().textContent).not.to.contain('cannot be scheduled');
    expect(button('View the order in progress')).to.equal(null);
  });

  it('goes straight to the wizard when no other order is in progress', async () => {
    await mount([lisinopril], ['Medication']);
    row('RX201')!.querySelector<HTMLButtonElement>('[part~="status-button"]')!.click();
    await waitFor(() => navigations.length > 0, 2000, 'the navigation');
    expect(navigations).to.deep.equal([{ path: '/refill', state: { fromMedication: true } }]);
  });

  it('a shipment 91 days old no longer says it is on its way, but when it shipped', async () => {
    fixClock('2026-04-02T16:00:00Z');
    sessionStore().getState().setUser({ timezone: -300 });
    const shipped = prescription({ ...lisinopril, displayStatus: PrescriptionStatus.SHIPPED, orderStatus: OrderStatus.SHIPPED, latestDateShipped: '2026-01-01' });
    await mount([shipped], ['Medication', 'WEB_MedicationTracker']);
    row('RX201')!.querySelector<HTMLButtonElement>('[part~="medication-name"]')!.click();
    const detail = await waitFor(() => root().querySelector('[part~="tracker-detail"]'), 2000, 'the tracker');
    expect(detail.textContent).to.contain('Your order shipped on 01/01/26.');
    expect(detail.textContent).not.to.contain('on its way');
  });
});
