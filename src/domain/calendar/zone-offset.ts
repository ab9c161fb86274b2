/** Offsets of IANA time zones from UTC, from the platform's own zone data (Intl). */
import { dateTimeFormat } from './date-time-formats';

const MINUTE = 60_000;

const offsetFormat = (timeZone: string) =>
  dateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' });

/** The zone's offset from UTC at an instant, in whole minutes (east positive). */
export function utcOffsetMinutes(timeZone: string, instantMs: number): number {
  const parts = offsetFormat(timeZone).formatToParts(instantMs);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  const instant = Math.floor(instantMs / MINUTE) * MINUTE;
  return Math.round((wall - instant) / MINUTE);
}
