import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
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
});
