import { describe, expect, it } from 'vitest';
import type { Prescription } from '../../../../src/domain/medication/prescription.schema';
import type { ShippingHolidayLists } from '../../../../src/domain/refill/shipping-holiday.schema';
import { orderChange } from '../../../../src/features/refill/model/active-orders';
import { dateHint } from '../../../../src/features/refill/model/date-hint';
import { deliveryWindow } from '../../../../src/domain/refill/delivery-dates';
import { notYetDue } from '../../../../src/features/refill/model/medications';

const none: ShippingHolidayLists = { ref: [], nonRef: [], forceAllowRef: [], forceAllowNonRef: [] };
// Monday 2026-12-07, 15:00 UTC: the order day is Monday in New York.
const now = new Date('2026-12-07T15:00:00Z');
const timeZone = 'America/New_York';

const med = (patch: Partial<Prescription>): Prescription =>
  ({ rxNumber: 'RX1', displayName: 'Atorvastatin', refrigerated: false, latestDateShipped: null, daysOfSupply: 30, ...patch }) as Prescription;

describe('orderChange', () => {
  it('edit while the pharmacy has not started (requested), call otherwise', () => {
    expect(orderChange({ status: 2 })).toBe('edit');
    expect(orderChange({ status: 5 })).toBe('call');
    expect(orderChange({ status: 3 })).toBe('call');
  });
});

describe('dateHint', () => {
  it('names a force-allowed Saturday the window offers beside the Monday-Friday rule', () => {
    const holidays = { ...none, forceAllowNonRef: ['2026-12-19'] };
    const window = deliveryWindow({ now, timeZone, refrigerated: false, holidays, medicationEarliest: [] });
    expect(window.allowed).toContain('2026-12-19');
    expect(dateHint(window, false, holidays)).toEqual({ weekdays: 'standard', extraDates: ['2026-12-19'], closedDates: [] });
  });

  it('names the holidays the window skips, and nothing more when there are none', () => {
    const holidays = { ...none, nonRef: ['2026-12-10'], ref: ['2026-12-10'] };
    const window = deliveryWindow({ now, timeZone, refrigerated: true, holidays, medicationEarliest: [] });
    expect(dateHint(window, true, holidays)).toEqual({ weekdays: 'refrigerated', extraDates: [], closedDates: ['2026-12-10'] });
    const plain = deliveryWindow({ now, timeZone, refrigerated: false, holidays: none, medicationEarliest: [] });
    expect(dateHint(plain, false, none)).toEqual({ weekdays: 'standard', extraDates: [], closedDates: [] });
  });
});

describe('notYetDue', () => {
  it('gives a medication whose own date is later than the order would have its first delivery date; a due one nothing', () => {
    const rules = { now, timeZone, holidays: none };
    const base = deliveryWindow({ ...rules, refrigerated: false, medicationEarliest: [] }).earliest;
    expect(base).toBe('2026-12-09');
    // Shipped 2026-12-01 with 30 days: due 2026-12-23 (a Wednesday).
    const held = notYetDue([med({ latestDateShipped: '2026-12-01' }), med({ rxNumber: 'RX2', latestDateShipped: '2026-10-01' }), med({ rxNumber: 'RX3' })], rules);
    expect([...held]).toEqual([['RX1', '2026-12-23']]);
  });

  it('moves a date falling on a weekend to the next delivery day of the medication’s kind', () => {
    // Due Saturday 2026-12-26; refrigerated delivery resumes Tuesday 2026-12-29.
    const held = notYetDue([med({ latestDateShipped: '2026-12-04', refrigerated: true })], { now, timeZone, holidays: none });
    expect(held.get('RX1')).toBe('2026-12-29');
  });
});
