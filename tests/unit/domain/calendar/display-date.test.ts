import { describe, expect, it } from 'vitest';
import { displayDate } from '../../../../src/domain/calendar/display-date';

describe('the date display of spec 02 §9 (MM/DD/YY)', () => {
  it('writes an instant as MM/DD/YY with two digits each', () => {
    expect(displayDate('2026-11-25T15:00:00.000Z', 'UTC')).toBe('11/25/26');
    expect(displayDate('2009-03-04T12:00:00Z', 'UTC')).toBe('03/04/09');
  });

  it('takes the day in the time zone given', () => {
    expect(displayDate('2026-11-26T03:00:00Z', 'America/New_York')).toBe('11/25/26');
    expect(displayDate('2026-11-26T03:00:00Z', 'UTC')).toBe('11/26/26');
    expect(displayDate('2026-12-31T23:30:00Z', 'Asia/Tokyo')).toBe('01/01/27');
  });

  it('gives null for a time it cannot read', () => {
    expect(displayDate('', 'UTC')).toBeNull();
    expect(displayDate('not a date', 'UTC')).toBeNull();
  });
});
