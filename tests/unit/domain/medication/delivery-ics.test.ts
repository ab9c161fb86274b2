import ICAL from 'ical.js';
import { afterEach, describe, expect, it } from 'vitest';
import { deliveryIcs, escapeIcsText, foldLine } from '../../../../src/domain/medication/delivery-ics';

describe('deliveryIcs (RFC 5545)', () => {
  const ics = deliveryIcs({
    uid: 'order-42@rx-widgets',
    date: '2026-03-09',
    timeZone: 'America/Chicago',
    summary: 'Delivery: Humira Pen 40 mg/0.4 mL, Lisinopril; cold',
    description: 'Riverside Pharmacy\nCall 1-800-555-0111 with questions. '.repeat(3),
    now: new Date('2026-03-01T12:34:56.789Z'),
  });

  it('parses back with ical.js: one event on the day, in the pharmacy zone, with the texts unescaped', () => {
    const component = new ICAL.Component(ICAL.parse(ics));
    const event = new ICAL.Event(component.getFirstSubcomponent('vevent')!);
    expect(event.uid).toBe('order-42@rx-widgets');
    expect(event.summary).toBe('Delivery: Humira Pen 40 mg/0.4 mL, Lisinopril; cold');
    expect(event.description).toBe('Riverside Pharmacy\nCall 1-800-555-0111 with questions. '.repeat(3));
    const start = component.getFirstSubcomponent('vevent')!.getFirstProperty('dtstart')!;
    expect(start.getParameter('tzid')).toBe('America/Chicago');
    expect(event.startDate.toString()).toBe('2026-03-09T09:00:00');
    expect(event.endDate.toString()).toBe('2026-03-09T17:00:00');
    expect(component.getFirstSubcomponent('vevent')!.getFirstPropertyValue('dtstamp')!.toString()).toBe('2026-03-01T12:34:56Z');
  });

  it('uses CRLF line ends and folds long lines at 75 octets', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(foldLine('é'.repeat(60)).split('\r\n ').join('')).toBe('é'.repeat(60));
    expect(escapeIcsText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
  });

  describe('time zones (RFC 5545 §3.2.19: a VTIMEZONE for every TZID)', () => {
    afterEach(() => ICAL.TimezoneService.reset());

    /** Reads the file strictly: every TZID it names is defined in it, and only by it. */
    function readStrictly(text: string) {
      const calendar = new ICAL.Component(ICAL.parse(text));
      const zones = new Map(calendar.getAllSubcomponents('vtimezone').map((zone) => [zone.getFirstPropertyValue('tzid') as string, zone]));
      const named = calendar
        .getAllSubcomponents('vevent')
        .flatMap((event) => event.getAllProperties())
        .map((property) => property.getParameter('tzid') as string | undefined)
        .filter((tzid): tzid is string => tzid !== undefined);
      expect(named.length).toBeGreaterThan(0);
      for (const tzid of named) expect(zones.has(tzid), `VTIMEZONE for ${tzid}`).toBe(true);
      for (const zone of zones.values()) {
        expect(zone.getAllSubcomponents().length).toBeGreaterThan(0);
        for (const observance of zone.getAllSubcomponents()) {
          expect(['standard', 'daylight']).toContain(observance.name);
          for (const required of ['dtstart', 'tzoffsetfrom', 'tzoffsetto']) expect(observance.hasProperty(required), required).toBe(true);
        }
      }
      // Only the file's own definitions: nothing the reader may know of the zone by itself.
      ICAL.TimezoneService.reset();
      for (const zone of zones.values()) ICAL.TimezoneService.register(zone);
      return new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    }

    const utc = (event: ICAL.Event, which: 'startDate' | 'endDate') => event[which].toJSDate().toISOString();

    it.each([
      // The Monday after the spring change: Central Daylight Time.
      ['America/Chicago', '2026-03-09', '2026-03-09T14:00:00.000Z', '2026-03-09T22:00:00.000Z'],
      // The Friday before the autumn change, then the Monday after it.
      ['America/New_York', '2026-10-30', '2026-10-30T13:00:00.000Z', '2026-10-30T21:00:00.000Z'],
      ['America/New_York', '2026-11-02', '2026-11-02T14:00:00.000Z', '2026-11-02T22:00:00.000Z'],
      ['America/New_York', '2027-01-15', '2027-01-15T14:00:00.000Z', '2027-01-15T22:00:00.000Z'],
      // No daylight saving time.
      ['America/Phoenix', '2026-07-01', '2026-07-01T16:00:00.000Z', '2026-07-02T00:00:00.000Z'],
      ['Pacific/Honolulu', '2026-12-01', '2026-12-01T19:00:00.000Z', '2026-12-02T03:00:00.000Z'],
      // Southern summer with a half-hour change.
      ['Australia/Lord_Howe', '2026-01-15', '2026-01-14T22:00:00.000Z', '2026-01-15T06:00:00.000Z'],
    ])('%s on %s: the file defines the zone and places 09:00-17:00 at the right instants', (timeZone, date, start, end) => {
      const text = deliveryIcs({ uid: 'order-7@rx-widgets', date, timeZone, summary: 'Delivery', description: 'Items', now: new Date('2026-01-01T00:00:00Z') });
      const event = readStrictly(text);
      expect(event.startDate.zone?.tzid).toBe(timeZone);
      expect(utc(event, 'startDate')).toBe(start);
      expect(utc(event, 'endDate')).toBe(end);
      for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    });
  });
});
