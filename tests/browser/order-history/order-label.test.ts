import { expect } from '@open-wc/testing';
import '../../../src/elements/host/rx-config';
import '../../../src/elements/rx-order-history';
import type { Order } from '../../../src/domain/medication/order.schema';
import { sharedQueryClient } from '../../../src/core/api/query-client';
import { setLanguage } from '../../../src/core/i18n/i18n';
import { mountWithConfig, resetSession, shadow, signInForTest, unmountAll } from '../portal/portal-support';
import { stubFetch } from '../support/fetch-stub';
import { waitFor } from '../support/wait';

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
