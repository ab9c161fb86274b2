/**
 * A VTIMEZONE (RFC 5545 §3.6.5) for an IANA zone, built from the platform's own zone data (Intl):
 * every property that names a TZID must have one in the same calendar object.
 *
 * It covers one calendar year, the year of the event: an observance in effect on 1 January and one
 * per offset change within the year (no RRULE, so a change of the zone's rules in some other year
 * cannot make it wrong for the dates it is used with).
 */
import { utcOffsetMinutes } from './zone-offset';

const MINUTE = 60_000;
const DAY = 86_400_000;


interface Observance {
  /** The first instant of the observance (UTC ms). */
  onset: number;
  from: number;
  to: number;
}

/** The first minute after `low` (whose offset differs from `high`'s) at which the offset is `high`'s. */
function transitionBetween(timeZone: string, low: number, high: number): number {
  const target = utcOffsetMinutes(timeZone, high);
  let lo = low;
  let hi = high;
  while (hi - lo > MINUTE) {
    const mid = lo + Math.floor((hi - lo) / 2 / MINUTE) * MINUTE;
    if (utcOffsetMinutes(timeZone, mid) === target) hi = mid;
    else lo = mid;
  }
  return hi;
}

/** The observances of one calendar year: the one in force at local midnight on 1 January, then each change. */
export function observancesOfYear(timeZone: string, year: number): Observance[] {
  const first = utcOffsetMinutes(timeZone, Date.UTC(year, 0, 1));
  const start = Date.UTC(year, 0, 1) - first * MINUTE;
  const end = Date.UTC(year + 1, 0, 1);
  const observances: Observance[] = [{ onset: start, from: first, to: first }];
  let previous = start;
  let previousOffset = first;
  for (let instant = start + DAY; instant <= end; instant += DAY) {
    const offset = utcOffsetMinutes(timeZone, instant);
    if (offset !== previousOffset) {
      observances.push({ onset: transitionBetween(timeZone, previous, instant), from: previousOffset, to: offset });
      previousOffset = offset;
    }
    previous = instant;
  }
  return observances;
}

/** ±HHMM, as TZOFFSETFROM and TZOFFSETTO write it. */
export function icsOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
}

/** A local date-time (YYYYMMDDTHHMMSS) of a UTC instant seen at an offset. */
function localStamp(instantMs: number, offsetMinutes: number): string {
  return new Date(instantMs + offsetMinutes * MINUTE).toISOString().slice(0, 19).replace(/[-:]/g, '');
}

/**
 * The VTIMEZONE lines for `timeZone` over `year`. An observance is DAYLIGHT when its offset is
 * ahead of the year's least offset, STANDARD otherwise; its DTSTART is the local time of its onset
 * at the offset it replaces, as §3.6.5 asks.
 */
export function vtimezoneLines(timeZone: string, year: number): string[] {
  const observances = observancesOfYear(timeZone, year);
  const standard = Math.min(...observances.map((observance) => observance.to));
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
  for (const observance of observances) {
    const kind = observance.to > standard ? 'DAYLIGHT' : 'STANDARD';
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${localStamp(observance.onset, observance.from)}`,
      `TZOFFSETFROM:${icsOffset(observance.from)}`,
      `TZOFFSETTO:${icsOffset(observance.to)}`,
      `END:${kind}`,
    );
  }
  lines.push('END:VTIMEZONE');
  return lines;
}
