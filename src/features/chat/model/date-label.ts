/** How a conversation's date reads (spec 01 §2): Today, Yesterday or the weekday; older -> the date. */
export type DateLabel = { kind: 'today' } | { kind: 'yesterday' } | { kind: 'weekday'; weekday: number } | { kind: 'date'; date: string };

const DAY = 86_400_000;

/**
 * The calendar day of `time` for a patient whose UTC offset is `offsetMinutes` in the sense of
 * JavaScript's getTimezoneOffset (UTC minus local: 300 for UTC-5), as days since the epoch.
 */
function dayNumber(time: number, offsetMinutes: number): number {
  return Math.floor((time - offsetMinutes * 60_000) / DAY);
}

/**
 * Today / Yesterday / weekday for the last week, else the date (YYYY-MM-DD), in the patient's
 * time zone. The spec names only the first three; older dates show the date, the spec being silent.
 */
export function dateLabel(iso: string, now: number, offsetMinutes: number): DateLabel {
  const time = Date.parse(iso);
  const days = dayNumber(now, offsetMinutes) - dayNumber(time, offsetMinutes);
  if (days <= 0) return { kind: 'today' };
  if (days === 1) return { kind: 'yesterday' };
  const local = new Date(time - offsetMinutes * 60_000);
  if (days < 7) return { kind: 'weekday', weekday: local.getUTCDay() };
  return { kind: 'date', date: local.toISOString().slice(0, 10) };
}

/** The time of day HH:MM (24 h) in the patient's time zone. */
export function timeOfDay(iso: string, offsetMinutes: number): string {
  return new Date(Date.parse(iso) - offsetMinutes * 60_000).toISOString().slice(11, 16);
}
