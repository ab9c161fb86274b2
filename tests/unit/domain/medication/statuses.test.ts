import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MedicationView, viewForStatusClick } from '../../../../src/domain/medication/medication-views';
import { classifyPrescription, CLOSED_VECTOR_STATUSES, EDIT_ALLOWED_STATUSES, IN_PROGRESS_ORDER_STATUSES, isOrderInProgress, OrderStatus, PENDING_VECTOR_STATUSES, PrescriptionStatus, REFILL_DISPLAY_STATUSES, VectorStatus } from '../../../../src/domain/medication/statuses';
import { TRACKER_STATUS_OF_ORDER_STATUS, trackerStatusOf, TrackerDisplayStatus } from '../../../../src/domain/medication/tracker-statuses';
import { orderStatusSchema, refillDisplayStatusSchema } from '../../../../src/domain/medication/statuses.schema';

describe('status values', () => {
  it('uses 0-9 and 100-109 for display statuses, 300-352 for order statuses', () => {
    expect([...Object.values(PrescriptionStatus)].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect([...Object.values(VectorStatus)].sort((a, b) => a - b)).toEqual([100, 101, 102, 103, 104, 105, 106, 107, 108, 109]);
    for (const value of Object.values(OrderStatus)) expect(value >= 300 && value <= 352).toBe(true);
    expect(Math.min(...Object.values(OrderStatus))).toBe(300);
    expect(Math.max(...Object.values(OrderStatus))).toBe(352);
    expect(new Set(REFILL_DISPLAY_STATUSES).size).toBe(20);
  });

  it('keeps the order-history codes of spec 02 §9', () => {
    expect(PrescriptionStatus).toMatchObject({ REQUESTED: 2, SHIPPED: 3, CANCELLED: 4, PROCESSING: 5 });
  });

  it('validates with the schemas', () => {
    expect(refillDisplayStatusSchema.safeParse(105).success).toBe(true);
    expect(refillDisplayStatusSchema.safeParse(10).success).toBe(false);
    expect(orderStatusSchema.safeParse(340).success).toBe(true);
    expect(orderStatusSchema.safeParse(353).success).toBe(false);
  });
});

describe('tracker mapping', () => {
  it('gives every order status a tracker status and uses every tracker status', () => {
    expect(Object.keys(TRACKER_STATUS_OF_ORDER_STATUS).map(Number).sort()).toEqual(Object.values(OrderStatus).sort());
    expect(new Set(Object.values(TRACKER_STATUS_OF_ORDER_STATUS))).toEqual(new Set(Object.values(TrackerDisplayStatus)));
  });

  it('has no tracker status for anything else', () => {
    fc.assert(
      fc.property(fc.integer(), (value) => {
        const known = (Object.values(OrderStatus) as number[]).includes(value);
        expect(trackerStatusOf(value) === null).toBe(!known);
      }),
    );
    expect(trackerStatusOf(null)).toBeNull();
  });
});

describe('sets', () => {
  it('never counts a shipped, cancelled or discontinued order as in progress', () => {
    for (const status of [OrderStatus.SHIPPED, OrderStatus.DELIVERED, OrderStatus.CANCELLED, OrderStatus.DISCONTINUED_THERAPY, OrderStatus.PA_DENIED]) {
      expect(isOrderInProgress(status)).toBe(false);
    }
    expect(isOrderInProgress(PrescriptionStatus.REQUESTED)).toBe(true);
    expect(isOrderInProgress(OrderStatus.OUTREACH_ATTEMPT)).toBe(true);
    expect(IN_PROGRESS_ORDER_STATUSES.has(PrescriptionStatus.SHIPPED)).toBe(false);
  });

  it('splits the vector statuses into pending and closed', () => {
    const vector = Object.values(VectorStatus) as number[];
    expect([...PENDING_VECTOR_STATUSES, ...CLOSED_VECTOR_STATUSES].sort()).toEqual([...vector].sort());
  });

  it('routes status clicks: vector view, schedule delivery, edit request, else the single prescription', () => {
    expect(viewForStatusClick(VectorStatus.CLARIFYING)).toBe(MedicationView.SINGLE_VECTOR_RX);
    expect(viewForStatusClick(PrescriptionStatus.OPEN)).toBe(MedicationView.SCHEDULE_DELIVERY);
    for (const status of EDIT_ALLOWED_STATUSES) expect(viewForStatusClick(status)).toBe(MedicationView.EDIT_REQUEST);
    expect(viewForStatusClick(PrescriptionStatus.SHIPPED)).toBe(MedicationView.SINGLE_ACTIVE_RX);
  });
});

describe('classifyPrescription', () => {
  const arbitraryPrescription = fc.record({
    isActivePrescription: fc.boolean(),
    displayStatus: fc.constantFrom(...REFILL_DISPLAY_STATUSES),
    orderStatus: fc.option(fc.constantFrom(...(Object.values(OrderStatus) as number[])), { nil: null }),
  });

  it('puts vector statuses still being worked on in pending, whatever else holds', () => {
    fc.assert(
      fc.property(arbitraryPrescription, (p) => {
        if (PENDING_VECTOR_STATUSES.has(p.displayStatus)) expect(classifyPrescription(p)).toBe('pending');
      }),
    );
  });

  it('never calls an inactive, closed, cancelled or discontinued prescription active', () => {
    fc.assert(
      fc.property(arbitraryPrescription, (p) => {
        const ended =
          !p.isActivePrescription ||
          CLOSED_VECTOR_STATUSES.has(p.displayStatus) ||
          p.displayStatus === PrescriptionStatus.CANCELLED ||
          (p.orderStatus !== null && p.orderStatus >= OrderStatus.CANCELLED);
        if (ended) expect(classifyPrescription(p)).not.toBe('active');
      }),
    );
  });

  it('classifies the common cases', () => {
    expect(classifyPrescription({ isActivePrescription: true, displayStatus: PrescriptionStatus.OPEN })).toBe('active');
    expect(classifyPrescription({ isActivePrescription: true, displayStatus: VectorStatus.EXPIRED })).toBe('inactive');
    expect(classifyPrescription({ isActivePrescription: false, displayStatus: VectorStatus.REVIEW })).toBe('pending');
    expect(classifyPrescription({ isActivePrescription: true, displayStatus: PrescriptionStatus.SHIPPED, orderStatus: OrderStatus.DISCONTINUED })).toBe('inactive');
  });
});
