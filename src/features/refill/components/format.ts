import { dateTimeFormat } from '../../../domain/calendar/date-time-formats';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** A YYYY-MM-DD date as MM/DD/YY (spec 02 §9 date display); the text itself when unreadable. */
export function displayDate(isoDate: string): string {
  const match = ISO_DATE.exec(isoDate);
  return match ? `${match[2]}/${match[3]}/${match[1]!.slice(2)}` : isoDate;
}

/** A YYYY-MM-DD date with its weekday in the patient's language, e.g. "Tuesday, 03/03/26". */
export function displayDateWithWeekday(isoDate: string, language: string): string {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return isoDate;
  const weekday = dateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(
    Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])),
  );
  return `${weekday}, ${displayDate(isoDate)}`;
}
