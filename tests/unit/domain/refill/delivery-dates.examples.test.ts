import { describe, expect, it } from 'vitest';
import type { ShippingHolidayLists } from '../../../../src/domain/refill/shipping-holiday.schema';
import { deliveryWindow, isDeliveryDateAllowed, orderDay, type DeliveryRules } from '../../../../src/domain/refill/delivery-dates';
import { weekdayOf } from '../../../../src/domain/calendar/calendar-dates';

const NEW_YORK = 'America/New_York';
const noHolidays: ShippingHolidayLists = { ref: [], nonRef: [], forceAllowRef: [], forceAllowNonRef: [] };

function rules(now: string, patch: Partial<DeliveryRules> = {}): DeliveryRules {
  return { now: new Date(now), timeZone: NEW_YORK, refrigerated: false, holidays: noHolidays, medicationEarliest: [], ...patch };
}

describe('delivery dates: the order day (now minus 5 hours, pharmacy time)', () => {
  it('counts an order before 05:00 for the day before, and from 05:00 for the day itself', () => {
    expect(orderDay(new Date('2026-11-20T09:59:00Z'), NEW_YORK)).toBe('2026-11-19'); // Fri 04:59 EST
    expect(orderDay(new Date('2026-11-20T10:00:00Z'), NEW_YORK)).toBe('2026-11-20'); // Fri 05:00 EST
  });
  it('uses the pharmacy time zone, not the browser or UTC', () => {
    const instant = '2026-11-20T09:30:00Z'; // 04:30 Friday in New York, 09:30 Friday in UTC
    expect(deliveryWindow(rules(instant)).earliest).toBe('2026-11-23');
    expect(deliveryWindow(rules(instant, { timeZone: 'UTC' })).earliest).toBe('2026-11-24');
  });
});

describe('delivery dates: standard orders', () => {
  it('Friday afternoon: two business days later is Tuesday, and the window ends 17 days after', () => {
    const window = deliveryWindow(rules('2026-11-20T19:00:00Z')); // Fri 14:00 EST
    expect(window.earliest).toBe('2026-11-24');
    expect(window.latest).toBe('2026-12-11');
    expect(window.allowed[0]).toBe('2026-11-24');
    expect(window.allowed.at(-1)).toBe('2026-12-11');
    expect(window.allowed.every((date) => [1, 2, 3, 4, 5].includes(weekdayOf(date)))).toBe(true);
    expect(window.allowed).not.toContain('2026-11-28'); // Saturday
  });
  it('a Monday holiday is not a business day for the lead nor a delivery day', () => {
    const holidays = { ...noHolidays, nonRef: ['2027-01-18'] };
    const fromFriday = deliveryWindow(rules('2027-01-15T19:00:00Z', { holidays })); // Fri 14:00 EST
    expect(fromFriday.earliest).toBe('2027-01-20'); // Mon skipped: Tue (1), Wed (2)
    const fromWednesday = deliveryWindow(rules('2027-01-13T19:00:00Z', { holidays }));
    expect(fromWednesday.earliest).toBe('2027-01-15');
    expect(fromWednesday.allowed).not.toContain('2027-01-18');
    expect(fromWednesday.allowed).toContain('2027-01-19');
  });
  it('year end: Christmas and New Year holidays, the window runs into January', () => {
    const holidays = { ...noHolidays, nonRef: ['2026-12-25', '2027-01-01'] };
    const window = deliveryWindow(rules('2026-12-23T19:00:00Z', { holidays })); // Wed 14:00 EST
    expect(window.earliest).toBe('2026-12-28'); // Thu (1), Fri holiday, Mon (2)
    expect(window.latest).toBe('2027-01-14');
    expect(window.allowed).toContain('2026-12-31');
    expect(window.allowed).not.toContain('2027-01-01');
    expect(window.allowed).toContain('2027-01-04');
  });
  it('a force-allowed Saturday is offered', () => {
    const window = deliveryWindow(rules('2026-11-20T19:00:00Z', { holidays: { ...noHolidays, forceAllowNonRef: ['2026-11-28'] } }));
    expect(window.allowed).toContain('2026-11-28');
    expect(window.allowed).not.toContain('2026-11-29');
  });
  it("starts no earlier than a medication's own refill date", () => {
    const window = deliveryWindow(rules('2026-11-20T19:00:00Z', { medicationEarliest: ['2026-11-25', '2026-12-02'] }));
    expect(window.earliest).toBe('2026-12-02');
    expect(window.latest).toBe('2026-12-19');
    expect(isDeliveryDateAllowed('2026-12-01', rules('2026-11-20T19:00:00Z', { medicationEarliest: ['2026-12-02'] }))).toBe(false);
  });
});

describe('delivery dates: refrigerated orders', () => {
  it('Wednesday evening: the lead ends Friday, so the first cold delivery is the next Tuesday', () => {
    const holidays = { ...noHolidays, ref: ['2026-11-26'] }; // Thanksgiving: no cold delivery
    const window = deliveryWindow(rules('2026-11-19T01:00:00Z', { refrigerated: true, holidays })); // Wed 20:00 EST
    expect(window.earliest).toBe('2026-11-24');
    expect(window.allowed.every((date) => [2, 3, 4].includes(weekdayOf(date)))).toBe(true);
    expect(window.allowed).not.toContain('2026-11-26');
    expect(window.allowed).toEqual(['2026-11-24', '2026-11-25', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-08', '2026-12-09', '2026-12-10']);
  });
  it('a standard-only holiday does not close cold delivery, and a cold force-allow opens a Monday', () => {
    const holidays = { ...noHolidays, nonRef: ['2026-12-01'], forceAllowRef: ['2026-11-30'] };
    const window = deliveryWindow(rules('2026-11-19T01:00:00Z', { refrigerated: true, holidays }));
    expect(window.allowed).toContain('2026-12-01');
    expect(window.allowed).toContain('2026-11-30');
  });
  it('answers an empty window, not a loop, when every day is closed', () => {
    const allClosed = { ...noHolidays, ref: Array.from({ length: 400 }, (_, i) => new Date(Date.UTC(2026, 10, 20 + i)).toISOString().slice(0, 10)) };
    const window = deliveryWindow(rules('2026-11-20T19:00:00Z', { refrigerated: true, holidays: allClosed }));
    expect(window.allowed).toEqual([]);
  });
});
