import { describe, expect, it } from 'vitest';
import { dateTimeFormat } from '../../../../src/domain/calendar/date-time-formats';

describe('dateTimeFormat', () => {
  it('makes one formatter per language and options and reuses it', () => {
    const weekday = dateTimeFormat('en', { weekday: 'long', timeZone: 'UTC' });
    expect(dateTimeFormat('en', { weekday: 'long', timeZone: 'UTC' })).toBe(weekday);
    expect(weekday.format(Date.UTC(2020, 0, 5))).toBe('Sunday');
    expect(dateTimeFormat('es', { weekday: 'long', timeZone: 'UTC' })).not.toBe(weekday);
    expect(dateTimeFormat('es', { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2020, 0, 5))).toBe('domingo');
    expect(dateTimeFormat('en', { weekday: 'short', timeZone: 'UTC' })).not.toBe(weekday);
  });

  it('refuses an unknown time zone every time, as the constructor does', () => {
    expect(() => dateTimeFormat('en', { timeZone: 'Mars/Olympus_Mons' })).toThrow(RangeError);
    expect(() => dateTimeFormat('en', { timeZone: 'Mars/Olympus_Mons' })).toThrow(RangeError);
  });
});
