import { expect } from '@open-wc/testing';
import '../../../src/elements/host/rx-config';
import '../../../src/elements/rx-order-history';
import type { Order } from '../../../src/domain/medication/order.schema';
import { sharedQueryClient } from '../../../src/core/api/query-client';
import { setLanguage } from '../../../src/core/i18n/i18n';
import { sessionStore } from '../../../src/core/session/session-store';
import { mountWithConfig, resetSession, shadow, signInForTest, unmountAll } from '../portal/portal-support';
import { stubFetch } from '../support/fetch-stub';
import { waitFor } from '../support/wait';
import { fixClock, restoreClock } from '../support/fixed-clock';

/** Spec 02 §2: 'Shipment MM/DD/YY - status', the suffix only for the codes 2 to 5. */
const order = (orderId: number, orderStatus: number, expectedDeliveryDate: string | null): Order => ({
  orderId,
  requestId: null,
  orderStatus,
  expectedDeliveryDate,
  dateShipped: null,
  items: [],
  details: null,
});

describe('<rx-order-history> order labels', () => {
  let restore: (() => void) | undefined;
  beforeEach(async () => {
    await setLanguage('en');
    resetSession();
    sharedQueryClient().clear();
    signInForTest([{ modId: 7, name: 'OrderHistory' }]);
  });
  afterEach(() => {
    unmountAll();
    restore?.();
    resetSession();
  });

  it('names the status for 2 to 5 and leaves no dangling dash for another code', async () => {
    const orders = [order(1, 2, '2026-03-04'), order(2, 1, '2026-03-03'), order(3, 5, null)];
    ({ restore } = stubFetch((request) =>
      request.url.includes('/user/orders') ? { status: 200, body: { orders, timeZone: 'America/New_York' } } : { status: 404, body: { message: 'not found' } },
    ));
    const el = await mountWithConfig<HTMLElement>('<rx-order-history></rx-order-history>', 'rx-order-history');
    await waitFor(() => shadow(el).querySelectorAll('[part~="order-label"]').length === 3, 5000, 'three orders');
    const labels = [...shadow(el).querySelectorAll('[part~="order-label"]')].map((label) => label.textContent);
    expect(labels).to.deep.equal(['Shipment 03/04/26 - Requested', 'Shipment 03/03/26', 'Shipment Unknown Date - Processing']);
  });

  it('does the same in Spanish', async () => {
    await setLanguage('es');
    ({ restore } = stubFetch((request) =>
      request.url.includes('/user/orders')
        ? { status: 200, body: { orders: [order(1, 4, '2026-03-04'), order(2, 0, '2026-03-03')], timeZone: 'America/New_York' } }
        : { status: 404, body: { message: 'not found' } },
    ));
    const el = await mountWithConfig<HTMLElement>('<rx-order-history></rx-order-history>', 'rx-order-history');
    await waitFor(() => shadow(el).querySelectorAll('[part~="order-label"]').length === 2, 5000, 'two orders');
    const labels = [...shadow(el).querySelectorAll('[part~="order-label"]')].map((label) => label.textContent);
    expect(labels[1]).to.equal('Envío 03/03/26');
    expect(labels[0]).to.match(/^Envío 03\/04\/26 - \S/);
  });
});

describe("<rx-order-history> counts a tracking link's 90 days in the patient's zone", () => {
  let restore: (() => void) | undefined;
  beforeEach(async () => {
    await setLanguage('en');
    resetSession();
    sharedQueryClient().clear();
    signInForTest([{ modId: 7, name: 'OrderHistory' }]);
  });
  afterEach(() => {
    restoreClock();
    unmountAll();
    restore?.();
    resetSession();
  });

  async function trackingOf(timezone: number, dateShipped: string) {
    sessionStore().getState().setUser({ timezone });
    const shipped: Order = {
      ...order(9, 3, '2025-12-01'),
      dateShipped,
      items: [{ displayName: 'Zeta Drug', rxNumber: 'RX900', trackingNumber: '1Z999', trackingUrl: 'https://track.example.com/1Z999', courier: 'UPS', billing: [] }],
    };
    ({ restore } = stubFetch((request) =>
      request.url.includes('/user/orders') ? { status: 200, body: { orders: [shipped], timeZone: 'America/New_York' } } : { status: 404, body: { message: 'not found' } },
    ));
    const el = await mountWithConfig<HTMLElement>('<rx-order-history></rx-order-history>', 'rx-order-history');
    return waitFor(() => shadow(el).querySelector('[part~="order-tracking"]'), 5000, 'the tracking line');
  }

  it('a patient ahead of New York (UTC+9) already sees day 91 as expired', async () => {
    // 03:30 UTC on 1 March 2026: 1 March in Tokyo, still 28 February in New York.
    fixClock('2026-03-01T03:30:00Z');
    const tracking = await trackingOf(540, '2025-11-30');
    expect(tracking.querySelector('[part~="tracking-expired"]')).to.exist;
    expect(tracking.querySelector('a[part~="tracking-link"]')).to.equal(null);
  });

  it('a patient behind New York (UTC-10) still follows the link on day 90', async () => {
    // 08:00 UTC on 1 March 2026: 1 March in New York, still 28 February in Honolulu.
    fixClock('2026-03-01T08:00:00Z');
    const tracking = await trackingOf(-600, '2025-11-30');
    expect(tracking.querySelector('a[part~="tracking-link"]')).to.exist;
    expect(tracking.querySelector('[part~="tracking-expired"]')).to.equal(null);
  });
});

describe('<rx-order-history> an expanded order', () => {
  let restore: (() => void) | undefined;
  beforeEach(async () => {
    await setLanguage('en');
    resetSession();
    sharedQueryClient().clear();
    signInForTest([{ modId: 7, name: 'OrderHistory' }]);
  });
  afterEach(() => {
    unmountAll();
    restore?.();
    resetSession();
  });

  const billingEntry = (rxBin: string, planType: string) => ({
    paymentType: 'INSURANCE1',
    amountPaid: 40,
    dateBilled: '2026-03-01',
    copayAssistance: null,
    planType,
    rxBin,
    rxPCN: 'ADV',
    rxGroup: 'RX1234',
    rxId: 'W123',
    cardType: null,
    cardNumberShort: null,
    cardExpiry: null,
    nameOnCard: null,
  });

  it("shows the order's own details text and offers plan details only for a 6-digit BIN, never a COPAY MAX plan", async () => {
    const requested: Order = {
      ...order(5, 2, '2026-03-04'),
      details: 'Leave with the building concierge <b>please</b>',
      items: [
        { displayName: 'Alpha', rxNumber: 'RX1', trackingNumber: null, trackingUrl: null, courier: null, billing: [billingEntry('004336', 'Commercial PPO') as never] },
        { displayName: 'Beta', rxNumber: 'RX2', trackingNumber: null, trackingUrl: null, courier: null, billing: [billingEntry('43361', 'Medicare D') as never] },
        { displayName: 'Gamma', rxNumber: 'RX3', trackingNumber: null, trackingUrl: null, courier: null, billing: [billingEntry('610014', 'COPAY MAX') as never] },
      ],
    };
    ({ restore } = stubFetch((request) =>
      request.url.includes('/user/orders') ? { status: 200, body: { orders: [requested], timeZone: 'America/New_York' } } : { status: 404, body: { message: 'not found' } },
    ));
    const el = await mountWithConfig<HTMLElement>('<rx-order-history></rx-order-history>', 'rx-order-history');
    const toggle = await waitFor(() => shadow(el).querySelector<HTMLButtonElement>('[part~="order-toggle"]'), 5000, 'the order');
    toggle.click();
    const details = await waitFor(() => shadow(el).querySelector<HTMLElement>('[part~="order-details"]'), 2000, 'the details text');
    expect(details.checkVisibility()).to.equal(true);
    expect(details.textContent).to.equal('Leave with the building concierge <b>please</b>');
    expect(details.querySelector('b')).to.equal(null);

    const itemText = (rxNumber: string) => {
      const item = [...shadow(el).querySelectorAll('[part~="order-item"]')].find((row) => row.textContent?.includes(rxNumber))!;
      return item.querySelector('[part~="item-details"]')!.textContent ?? '';
    };
    expect(itemText('RX1')).to.contain('Plan: Commercial PPO');
    expect(itemText('RX1')).to.contain('BIN 004336, PCN ADV, group RX1234, ID W123');
    expect(itemText('RX2')).not.to.contain('BIN');
    expect(itemText('RX2')).not.to.contain('Medicare D');
    expect(itemText('RX3')).not.to.contain('COPAY MAX');
    expect(itemText('RX3')).not.to.contain('610014');
    expect(itemText('RX3')).to.contain('$40.00');
  });
});
