import { describe, expect, it } from 'vitest';
import { OrderStatus } from '../../../../src/domain/medication/statuses';
import { trackerDetailOf, trackerOf, trackerWordingOf, TrackerStep } from '../../../../src/domain/medication/tracker';

const states = (orderStatus: number, fillCount: number) => trackerOf({ orderStatus, fillCount })!.steps.map((step) => `${step.step}:${step.state}`);

describe('trackerOf (spec 02 §4 tracker mapping)', () => {
  it('shows five steps for a first fill and two for a refill', () => {
    expect(trackerOf({ orderStatus: OrderStatus.NEW_RX_RECEIVED, fillCount: 0 })!.steps).toHaveLength(5);
    expect(trackerOf({ orderStatus: OrderStatus.COORDINATING_DELIVERY, fillCount: 3 })!.steps.map((s) => s.step)).toEqual([
      TrackerStep.COORDINATING_DELIVERY,
      TrackerStep.ORDER_SHIPPED,
    ]);
  });

  it.each([
    [OrderStatus.NEW_RX_RECEIVED, 0, 'newRxReceived', false, ['current', 'later', 'later', 'later', 'later']],
    [OrderStatus.BENEFITS_INVESTIGATION, 0, 'benefitVerification', false, ['completed', 'current', 'later', 'later', 'later']],
    [OrderStatus.INSURANCE_ISSUE, 0, 'benefitVerification', false, ['completed', 'current', 'later', 'later', 'later']],
    [OrderStatus.PA_IN_PROGRESS, 0, 'benefitVerification', false, ['completed', 'current', 'later', 'later', 'later']],
    [OrderStatus.PA_DENIED_PRE_TRANSFER, 0, 'benefitDenied', true, ['completed', 'error', 'later', 'later', 'later']],
    [OrderStatus.RX_TRANSFERRED, 0, 'rxTransferred', false, ['completed', 'completed', 'current', 'later', 'later']],
    [OrderStatus.COORDINATING_DELIVERY, 2, 'coordinatingDelivery', false, ['current', 'later']],
    [OrderStatus.PA_REQUIRED, 2, 'coordinatingDelivery', false, ['current', 'later']],
    [OrderStatus.OUTREACH_ATTEMPT, 2, 'outreach', true, ['error', 'later']],
    [OrderStatus.SHIPPED, 2, 'orderShipped', false, ['completed', 'current']],
    [OrderStatus.PA_DENIED, 2, 'coordinationDenied', true, ['error', 'later']],
    [OrderStatus.CANCELLED, 2, 'orderCancelled', true, ['completed', 'error']],
    [OrderStatus.CANCELLED_INSURANCE, 2, 'orderCancelled', true, ['completed', 'error']],
    [OrderStatus.CANCELLED_THERAPY, 2, 'orderCancelled', true, ['completed', 'error']],
    [OrderStatus.DISCONTINUED, 2, 'rxDiscontinued', true, ['later', 'later']],
    [OrderStatus.DISCONTINUED_INSURANCE, 2, 'rxDiscontinued', true, ['later', 'later']],
    [OrderStatus.DISCONTINUED_THERAPY, 2, 'rxDiscontinued', true, ['later', 'later']],
  ] as const)('workflow %i (fill count %i): header %s, error %s, steps %j', (orderStatus, fillCount, header, error, expected) => {
    const view = trackerOf({ orderStatus, fillCount })!;
    expect(view.mapping.header).toBe(header);
    expect(view.mapping.error).toBe(error);
    expect(view.steps.map((step) => step.state)).toEqual(expected);
  });

  it('shows the pharmacy at transfer and the tracking when shipped', () => {
    expect(trackerOf({ orderStatus: OrderStatus.RX_TRANSFER_REQUESTED, fillCount: 0 })!.mapping.extra).toBe('pharmacy');
    expect(trackerOf({ orderStatus: OrderStatus.DELIVERED, fillCount: 1 })!.mapping.extra).toBe('tracking');
  });

  it('puts an earlier step of a refill at its first step', () => {
    expect(states(OrderStatus.BENEFITS_INVESTIGATION, 4)).toEqual(['coordinatingDelivery:current', 'orderShipped:later']);
  });

  it('has no tracker for no or an unmapped workflow status', () => {
    expect(trackerOf({ orderStatus: null, fillCount: 0 })).toBeNull();
    expect(trackerOf({ orderStatus: 399, fillCount: 0 })).toBeNull();
    expect(trackerOf({ orderStatus: 5, fillCount: 0 })).toBeNull();
  });
});

describe('the tracker detail of a shipment (spec 02 §4/§9: 90 days)', () => {
  const shipped = trackerOf({ orderStatus: OrderStatus.SHIPPED, fillCount: 2 })!;

  it('is on its way for 90 days after shipping, then says when it shipped', () => {
    expect(trackerDetailOf(shipped, '2026-01-01', '2026-04-01')).toBe('orderShipped'); // day 90
    expect(trackerDetailOf(shipped, '2026-01-01', '2026-04-02')).toBe('orderShippedEarlier'); // day 91
    expect(trackerDetailOf(shipped, null, '2026-04-02')).toBe('orderShipped');
  });

  it('leaves every other row its own text', () => {
    const coordinating = trackerOf({ orderStatus: OrderStatus.COORDINATING_DELIVERY, fillCount: 2 })!;
    expect(trackerDetailOf(coordinating, '2025-01-01', '2026-04-02')).toBe('coordinatingDelivery');
  });
});

describe('trackerWordingOf', () => {
  it("words every discontinued workflow status as the tracker's Rx Discontinued, nothing else", () => {
    for (const status of [OrderStatus.DISCONTINUED, OrderStatus.DISCONTINUED_INSURANCE, OrderStatus.DISCONTINUED_THERAPY]) {
      expect(trackerWordingOf({ orderStatus: status })).toBe('rxDiscontinued');
    }
    for (const status of [OrderStatus.CANCELLED, OrderStatus.SHIPPED, null, 2]) expect(trackerWordingOf({ orderStatus: status })).toBeNull();
  });
});
