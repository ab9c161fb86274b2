import { describe, expect, it } from 'vitest';
import { orderStatusKey, shortDate, shownOrderCount, sortOrders } from '../../../../src/domain/medication/order-history';
import { trackingLinkOf } from '../../../../src/domain/medication/tracking-link';

describe('trackingLinkOf (90 days after shipping)', () => {
  const tracking = { trackingNumber: '1Z999', trackingUrl: 'https://www.ups.com/track?tracknum=1Z999' };
  it('links within 90 days, including day 90, and shows expired after', () => {
    // 2026-04-01 is 90 days after 2026-01-01, 2026-04-02 is 91
    expect(trackingLinkOf({ ...tracking, dateShipped: '2026-01-01' }, '2026-04-01')).toEqual({ kind: 'link', url: tracking.trackingUrl, number: '1Z999' });
    expect(trackingLinkOf({ ...tracking, dateShipped: '2026-01-01' }, '2026-04-02')).toEqual({ kind: 'expired', number: '1Z999' });
    expect(trackingLinkOf({ ...tracking, dateShipped: '2026-01-03' }, '2026-01-03').kind).toBe('link');
  });
  it('has nothing without a number, and nothing to follow without a date or a web address', () => {
    expect(trackingLinkOf({ trackingNumber: null, trackingUrl: null, dateShipped: '2026-01-01' }, '2026-01-02')).toEqual({ kind: 'none' });
    expect(trackingLinkOf({ ...tracking, dateShipped: null }, '2026-01-02').kind).toBe('expired');
    expect(trackingLinkOf({ ...tracking, trackingUrl: 'javascript:alert(1)', dateShipped: '2026-01-01' }, '2026-01-02').kind).toBe('expired');
  });
});

describe('order history rules', () => {
  it('sorts by expected delivery, newest first, undated last', () => {
    const sorted = sortOrders([
      { orderId: 1, expectedDeliveryDate: '2026-01-05' },
      { orderId: 2, expectedDeliveryDate: null },
      { orderId: 3, expectedDeliveryDate: '2026-03-01' },
      { orderId: 4, expectedDeliveryDate: '2026-01-05' },
    ]);
    expect(sorted.map((order) => order.orderId)).toEqual([3, 4, 1, 2]);
  });
  it('formats MM/DD/YY and names the four status codes', () => {
    expect(shortDate('2026-03-09')).toBe('03/09/26');
    expect(shortDate(null)).toBeNull();
    expect([2, 3, 4, 5, 9].map(orderStatusKey)).toEqual(['requested', 'billed', 'cancelled', 'processing', null]);
  });
  it('shows 3, then 3 more per load', () => {
    expect([0, 1, 2, 3].map((loads) => shownOrderCount(7, loads))).toEqual([3, 6, 7, 7]);
  });
});
