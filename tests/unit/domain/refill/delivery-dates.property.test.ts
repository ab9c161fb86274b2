import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ShippingHolidayLists } from '../../../../src/domain/refill/shipping-holiday.schema';
import { deliveryWindow, isDeliveryDateAllowed, type DeliveryRules } from '../../../../src/domain/refill/delivery-dates';

// An oracle written apart from the engine: plain Date arithmetic on UTC midnights.
const DAY = 86_400_000;
const toMs = (date: string) => Date.parse(`${date}T00:00:00Z`);
const toDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const weekday = (date: string) => new Date(toMs(date)).getUTCDay();
const plus = (date: string, days: number) => toDate(toMs(date) + days * DAY);
function pharmacyDate(instant: number, timeZone: string): string {
  const f = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' });
  const p = Object.fromEntries(f.formatToParts(new Date(instant)).map((x) => [x.type, x.value]));
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

function deliverable(date: string, r: DeliveryRules): boolean {
  const h = r.holidays;
  if ((r.refrigerated ? h.forceAllowRef : h.forceAllowNonRef).includes(date)) return true;
  const days = r.refrigerated ? [2, 3, 4] : [1, 2, 3, 4, 5];
  return days.includes(weekday(date)) && !(r.refrigerated ? h.ref : h.nonRef).includes(date);
}
const businessDay = (date: string, h: ShippingHolidayLists) => weekday(date) >= 1 && weekday(date) <= 5 && !h.nonRef.includes(date);

const ZONES = ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles', 'Pacific/Honolulu', 'UTC'];
const offsets = fc.uniqueArray(fc.integer({ min: 0, max: 50 }), { maxLength: 12 });

const scenario = fc
  .record({
    nowMs: fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2029, 11, 31) }),
    timeZone: fc.constantFrom(...ZONES),
    refrigerated: fc.boolean(),
    ref: offsets,
    nonRef: offsets,
    forceAllowRef: offsets,
    forceAllowNonRef: offsets,
    medOffsets: fc.array(fc.integer({ min: -20, max: 30 }), { maxLength: 3 }),
  })
  .map((s) => {
    const base = toDate(s.nowMs - (s.nowMs % DAY));
    const dates = (list: number[]) => list.map((n) => plus(base, n));
    const rules: DeliveryRules = {
      now: new Date(s.nowMs),
      timeZone: s.timeZone,
      refrigerated: s.refrigerated,
      holidays: { ref: dates(s.ref), nonRef: dates(s.nonRef), forceAllowRef: dates(s.forceAllowRef), forceAllowNonRef: dates(s.forceAllowNonRef) },
      medicationEarliest: dates(s.medOffsets),
    };
    return rules;
  });

/** The first date on which two business days have passed since the order day. */
function oracleLead(r: DeliveryRules): string {
  let date = pharmacyDate(r.now.getTime() - 5 * 3_600_000, r.timeZone);
  let counted = 0;
  while (counted < 2) {
    date = plus(date, 1);
    if (businessDay(date, r.holidays)) counted += 1;
  }
  return date;
}

const runs = { numRuns: 400 };

describe('delivery-date engine: no offered date breaks a rule', () => {
  it('every offered date is a delivery day of the order kind (weekday, holiday, force-allow)', () => {
    fc.assert(fc.property(scenario, (r) => deliveryWindow(r).allowed.every((date) => deliverable(date, r))), runs);
  });

  it('refrigerated orders are only offered Tuesday to Thursday unless force-allowed', () => {
    fc.assert(
      fc.property(scenario, (r) => {
        if (!r.refrigerated) return true;
        return deliveryWindow(r).allowed.every((date) => [2, 3, 4].includes(weekday(date)) || r.holidays.forceAllowRef.includes(date));
      }),
      runs,
    );
  });

  it('every offered date keeps the 2-business-day lead from now minus 5 hours and each medication date', () => {
    fc.assert(
      fc.property(scenario, (r) => {
        const lead = oracleLead(r);
        return deliveryWindow(r).allowed.every((date) => date >= lead && r.medicationEarliest.every((med) => date >= med));
      }),
      runs,
    );
  });

  it('the window is the first deliverable day and the 17 days after it, with no day left out', () => {
    fc.assert(
      fc.property(scenario, (r) => {
        const { earliest, latest, allowed } = deliveryWindow(r);
        const start = [oracleLead(r), ...r.medicationEarliest].sort().at(-1) ?? oracleLead(r);
        if (allowed.length === 0) return true;
        expect(latest).toBe(plus(earliest, 17));
        expect(allowed[0]).toBe(earliest);
        for (let d = start; d < earliest; d = plus(d, 1)) expect(deliverable(d, r)).toBe(false);
        const expected: string[] = [];
        for (let d = earliest; d <= latest; d = plus(d, 1)) if (deliverable(d, r)) expected.push(d);
        expect(allowed).toEqual(expected);
        return true;
      }),
      runs,
    );
  });

  it('isDeliveryDateAllowed agrees with the offered list for any date near the window', () => {
    fc.assert(
      fc.property(scenario, fc.integer({ min: -5, max: 60 }), (r, offset) => {
        const date = plus(pharmacyDate(r.now.getTime(), r.timeZone), offset);
        return isDeliveryDateAllowed(date, r) === deliveryWindow(r).allowed.includes(date);
      }),
      runs,
    );
  });
});
