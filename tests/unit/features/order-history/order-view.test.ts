import { describe, expect, it } from 'vitest';
import type { Order } from '../../../../src/domain/medication/order.schema';
import { canAddToCalendar, isShipped, latestBilledDateOf, trackedItemOf } from '../../../../src/features/order-history/model/order-view';

const order = (overrides: Partial<Order>): Order => ({
  orderId: 1,
  requestId: 1,
  orderStatus: 3,
  expectedDeliveryDate: '2026-03-10',
  dateShipped: '2026-03-08',
  details: null,
  items: [],
  ...overrides,
});
const item = (trackingNumber: string | null, dates: (string | null)[]) => ({
  displayName: 'Humira',
  rxNumber: '1',
  trackingNumber,
  trackingUrl: trackingNumber ? `https://track.example/${trackingNumber}` : null,
  courier: trackingNumber ? 'UPS' : null,
  billing: dates.map((dateBilled) => ({
    paymentType: 'CASH' as const,
    amountPaid: 1,
    dateBilled,
    copayAssistance: null,
    planType: null,
    rxBin: null,
    rxPCN: null,
    rxGroup: null,
    rxId: null,
    cardType: null,
    cardNumberShort: null,
    cardExpiry: null,
    nameOnCard: null,
  })),
});

describe('order view rules', () => {
  it('gives a View button to billed orders with a ship date only', () => {
    expect(isShipped(order({}))).toBe(true);
    expect(isShipped(order({ dateShipped: null }))).toBe(false);
    expect(isShipped(order({ orderStatus: 2, dateShipped: null }))).toBe(false);
  });
  it('offers a calendar file for a requested or processing delivery still to come', () => {
    expect(canAddToCalendar(order({ orderStatus: 2, expectedDeliveryDate: '2026-03-10' }), '2026-03-09')).toBe(true);
    expect(canAddToCalendar(order({ orderStatus: 5, expectedDeliveryDate: '2026-03-10' }), '2026-03-10')).toBe(true);
    expect(canAddToCalendar(order({ orderStatus: 5, expectedDeliveryDate: '2026-03-10' }), '2026-03-11')).toBe(false);
    expect(canAddToCalendar(order({ orderStatus: 3 }), '2026-03-01')).toBe(false);
    expect(canAddToCalendar(order({ orderStatus: 2, expectedDeliveryDate: null }), '2026-03-01')).toBe(false);
  });
  it('finds the tracked item and the latest billed date over every item', () => {
    const o = order({ items: [item(null, ['2026-01-02']), item('1Z9', ['2026-01-05', null])] });
    expect(trackedItemOf(o)?.trackingNumber).toBe('1Z9');
    expect(latestBilledDateOf(o)).toBe('2026-01-05');
    expect(latestBilledDateOf(order({ items: [item(null, [])] }))).toBeNull();
  });
});
