import { describe, expect, it } from 'vitest';
import { nextRefillDate } from '../../../../src/domain/refill/refill-date';

describe('refill date of a prescription (75% of days of supply, floored)', () => {
  it('adds the floored share of the supply to the latest ship date', () => {
    expect(nextRefillDate('2026-11-01', 30)).toBe('2026-11-23'); // 22.5 -> 22
    expect(nextRefillDate('2026-11-01', 90)).toBe('2027-01-07'); // 67
    expect(nextRefillDate('2026-12-30', 7)).toBe('2027-01-04'); // 5.25 -> 5, across the year end
  });
  it('reads the date part of a timestamp', () => {
    expect(nextRefillDate('2026-11-01T22:15:00Z', 4)).toBe('2026-11-04');
  });
  it('has no date without a ship date or a supply', () => {
    expect(nextRefillDate(null, 30)).toBeNull();
    expect(nextRefillDate('2026-11-01', null)).toBeNull();
    expect(nextRefillDate('not a date', 30)).toBeNull();
  });
});
