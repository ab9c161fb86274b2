import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isIsoDate, laterOf, localDateIn, weekdayOf } from '../../../../src/domain/calendar/calendar-dates';

describe('calendar dates', () => {
  it('adds days across month, year and leap-day boundaries', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('counts whole days and weekdays without any time zone shift', () => {
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
    expect(daysBetween('2026-03-09', '2026-03-07')).toBe(-2);
    expect(weekdayOf('2026-03-08')).toBe(0);
    expect(weekdayOf('2026-03-14')).toBe(6);
    expect(laterOf('2026-03-07', '2026-02-28')).toBe('2026-03-07');
  });

  it('accepts only real YYYY-MM-DD dates', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-2-3')).toBe(false);
    expect(() => addDays('03/07/2026', 1)).toThrow(RangeError);
  });

  it("gives the date an instant falls on in the pharmacy's zone", () => {
    const lateEvening = new Date('2026-03-10T03:30:00Z');
    expect(localDateIn(lateEvening, 'America/New_York')).toBe('2026-03-09');
    expect(localDateIn(lateEvening, 'UTC')).toBe('2026-03-10');
  });
});
