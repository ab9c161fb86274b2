import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidTimeZone, refillReminderSchedule, zonedInstant, type ReminderScheduleInput } from '../../../../src/domain/reminders/refill-reminder-schedule';

const NEW_YORK = 'America/New_York';

const input = (patch: Partial<ReminderScheduleInput>): ReminderScheduleInput => ({
  enabled: true,
  refillDate: '2026-12-10',
  timeZone: NEW_YORK,
  leadDays: 3,
  sentForRefillDate: null,
  now: new Date('2026-12-01T12:00:00Z'),
  ...patch,
});

describe('zonedInstant: a wall-clock hour of a date in a time zone', () => {
  it('uses standard time in winter and daylight time in summer', () => {
    expect(zonedInstant('2026-12-07', 9, NEW_YORK).toISOString()).toBe('2026-12-07T14:00:00.000Z');
    expect(zonedInstant('2026-07-07', 9, NEW_YORK).toISOString()).toBe('2026-07-07T13:00:00.000Z');
  });

  it('gives the days on which daylight saving starts and ends their own offset', () => {
    // Clocks go forward at 02:00 on 8 March 2026 and back at 02:00 on 1 November 2026.
    expect(zonedInstant('2026-03-07', 9, NEW_YORK).toISOString()).toBe('2026-03-07T14:00:00.000Z');
    expect(zonedInstant('2026-03-08', 9, NEW_YORK).toISOString()).toBe('2026-03-08T13:00:00.000Z');
    expect(zonedInstant('2026-10-31', 9, NEW_YORK).toISOString()).toBe('2026-10-31T13:00:00.000Z');
    expect(zonedInstant('2026-11-01', 9, NEW_YORK).toISOString()).toBe('2026-11-01T14:00:00.000Z');
  });

  it('lands on the previous UTC day for zones ahead of UTC, including the southern daylight-saving change', () => {
    expect(zonedInstant('2026-12-07', 9, 'Asia/Tokyo').toISOString()).toBe('2026-12-07T00:00:00.000Z');
    // New Zealand leaves daylight time at 03:00 on 5 April 2026: 09:00 that day is NZST (+12).
    expect(zonedInstant('2026-04-04', 9, 'Pacific/Auckland').toISOString()).toBe('2026-04-03T20:00:00.000Z');
    expect(zonedInstant('2026-04-05', 9, 'Pacific/Auckland').toISOString()).toBe('2026-04-04T21:00:00.000Z');
  });

  it('reads back as that hour of that date in the zone, whatever the date and zone', () => {
    const zones = ['America/New_York', 'America/Los_Angeles', 'Europe/Madrid', 'Australia/Sydney', 'Asia/Kolkata', 'UTC', 'America/Phoenix'];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3650 }), fc.constantFrom(...zones), fc.integer({ min: 5, max: 23 }), (day, zone, hour) => {
        const date = new Date(Date.UTC(2024, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
        const instant = zonedInstant(date, hour, zone);
        const wall = new Intl.DateTimeFormat('en-CA', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit' }).format(instant);
        expect(wall).toBe(`${date}, ${String(hour).padStart(2, '0')}`);
      }),
    );
  });
});

describe('refillReminderSchedule', () => {
  it('is due at 09:00 in the patient time zone, lead days before the refill date', () => {
    const schedule = refillReminderSchedule(input({}));
    expect(schedule).toEqual({ state: 'scheduled', refillDate: '2026-12-10', dueAt: new Date('2026-12-07T14:00:00Z'), dueNow: false });
    expect(refillReminderSchedule(input({ leadDays: 7 }))).toMatchObject({ dueAt: new Date('2026-12-03T14:00:00Z') });
    expect(refillReminderSchedule(input({ leadDays: 0 }))).toMatchObject({ dueAt: new Date('2026-12-10T14:00:00Z') });
    expect(refillReminderSchedule(input({ timeZone: 'America/Los_Angeles' }))).toMatchObject({ dueAt: new Date('2026-12-07T17:00:00Z') });
  });

  it('turns due exactly at its time, not a second before', () => {
    expect(refillReminderSchedule(input({ now: new Date('2026-12-07T13:59:59Z') }))).toMatchObject({ dueNow: false });
    expect(refillReminderSchedule(input({ now: new Date('2026-12-07T14:00:00Z') }))).toMatchObject({ dueNow: true });
  });

  it('keeps the right hour across a daylight-saving change between today and the reminder', () => {
    const schedule = refillReminderSchedule(input({ refillDate: '2026-03-11', now: new Date('2026-03-01T12:00:00Z') }));
    expect(schedule).toMatchObject({ dueAt: new Date('2026-03-08T13:00:00Z') });
    expect(refillReminderSchedule(input({ refillDate: '2026-03-11', now: new Date('2026-03-08T12:59:00Z') }))).toMatchObject({ dueNow: false });
    expect(refillReminderSchedule(input({ refillDate: '2026-03-11', now: new Date('2026-03-08T13:00:00Z') }))).toMatchObject({ dueNow: true });
  });

  it('is due at once when turned on after its time but on or before the refill date', () => {
    expect(refillReminderSchedule(input({ now: new Date('2026-12-09T20:00:00Z') }))).toMatchObject({ state: 'scheduled', dueNow: true });
    // 23:30 on the refill date in New York is already the next day in UTC: still the refill date there.
    expect(refillReminderSchedule(input({ now: new Date('2026-12-11T04:30:00Z') }))).toMatchObject({ state: 'scheduled', dueNow: true });
  });

  it('sends nothing for a refill date already over in the patient time zone', () => {
    expect(refillReminderSchedule(input({ now: new Date('2026-12-11T05:00:00Z') }))).toEqual({ state: 'passed', refillDate: '2026-12-10' });
    expect(refillReminderSchedule(input({ refillDate: '2026-11-20' }))).toEqual({ state: 'passed', refillDate: '2026-11-20' });
  });

  it('never reminds twice for one refill date, and reminds again for the next one', () => {
    const late = new Date('2026-12-09T12:00:00Z');
    expect(refillReminderSchedule(input({ sentForRefillDate: '2026-12-10', now: late }))).toEqual({ state: 'sent', refillDate: '2026-12-10' });
    expect(refillReminderSchedule(input({ sentForRefillDate: '2026-11-12', now: late }))).toMatchObject({ state: 'scheduled', dueNow: true });
  });

  it('is off when the patient turned it off, and waits when the prescription never shipped', () => {
    expect(refillReminderSchedule(input({ enabled: false, now: new Date('2026-12-09T12:00:00Z') }))).toEqual({ state: 'off' });
    expect(refillReminderSchedule(input({ refillDate: null }))).toEqual({ state: 'no-refill-date' });
  });
});

describe('isValidTimeZone', () => {
  it('accepts IANA names and refuses anything else', () => {
    expect(isValidTimeZone('America/New_York')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    expect(isValidTimeZone('x'.repeat(65))).toBe(false);
  });
});
