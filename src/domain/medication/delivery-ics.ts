import { vtimezoneLines } from '../calendar/vtimezone';

/** An expected delivery as a calendar event (RFC 5545), dated in the pharmacy's time zone. */
export interface DeliveryEvent {
  /** Unique and stable for the order, e.g. order-42@rx-widgets. */
  uid: string;
  /** YYYY-MM-DD in the pharmacy's calendar. */
  date: string;
  timeZone: string;
  summary: string;
  description: string;
  /** When the file is made (DTSTAMP). */
  now: Date;
}

/** The delivery window chosen for the event (the spec names no hours): 09:00 to 17:00 pharmacy time. */
export const DELIVERY_WINDOW = { start: '090000', end: '170000' } as const;

/** RFC 5545 §3.3.11: backslash, semicolon and comma escaped, newlines as \n. */
export function escapeIcsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** RFC 5545 §3.1: lines longer than 75 octets are folded with CRLF and a space. */
export function foldLine(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const length = new TextEncoder().encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + length > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += length;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const utcStamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/**
 * One VEVENT in a VCALENDAR, times local to the pharmacy's zone (TZID, its IANA id). RFC 5545
 * §3.2.19 requires a VTIMEZONE for every TZID a calendar object names, so the zone's offsets of
 * the delivery's year are written with it (Outlook misplaces or refuses an event without one).
 */
export function deliveryIcs(event: DeliveryEvent): string {
  const day = event.date.replace(/-/g, '');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//rx-widgets//Order history//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...vtimezoneLines(event.timeZone, Number(event.date.slice(0, 4))),
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(event.uid)}`,
    `DTSTAMP:${utcStamp(event.now)}`,
    `DTSTART;TZID=${event.timeZone}:${day}T${DELIVERY_WINDOW.start}`,
    `DTEND;TZID=${event.timeZone}:${day}T${DELIVERY_WINDOW.end}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
