/** Offsets of IANA time zones from UTC, from the platform's own zone data (Intl). */

const MINUTE = 60_000;

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

function offsetFormat(timeZone: string): Intl.DateTimeFormat {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    offsetFormats.set(timeZone, format);
  }
  return format;
}

/** The zone's offset from UTC at an instant, in whole minutes (east positive). */
export function utcOffsetMinutes(timeZone: string, instantMs: number): number {
  const parts = offsetFormat(timeZone).formatToParts(instantMs);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  const instant = Math.floor(instantMs / MINUTE) * MINUTE;
  return Math.round((wall - instant) / MINUTE);
}
