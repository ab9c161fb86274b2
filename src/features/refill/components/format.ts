import type { PharmacyDayHours } from '../../../domain/company/pharmacy-hours.schema';

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
  const weekday = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(
    Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])),
  );
  return `${weekday}, ${displayDate(isoDate)}`;
}

/** "HH:mm" in the patient's language ("9:00 AM", "9:00"). */
function displayTime(time: string, language: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  if (hours === undefined || minutes === undefined || Number.isNaN(hours) || Number.isNaN(minutes)) return time;
  return new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(Date.UTC(2020, 0, 1, hours, minutes));
}

export interface HoursLine {
  weekday: string;
  /** Null when closed. */
  open: string | null;
  close: string | null;
}

/** Opening hours from Monday to Sunday, with weekday names and times in the patient's language. */
export function hoursLines(days: readonly PharmacyDayHours[], language: string): HoursLine[] {
  const weekdayName = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
  return [1, 2, 3, 4, 5, 6, 0].flatMap((weekday) => {
    const day = days.find((entry) => entry.weekday === weekday);
    if (!day) return [];
    // 2020-01-05 was a Sunday.
    const name = weekdayName.format(Date.UTC(2020, 0, 5 + weekday));
    const open = day.open && day.close ? displayTime(day.open, language) : null;
    const close = day.open && day.close ? displayTime(day.close, language) : null;
    return [{ weekday: name, open, close }];
  });
}

/** The time zone's name in the patient's language ("Eastern Standard Time"), or its id. */
export function timeZoneName(timeZone: string, language: string, at: Date = new Date()): string {
  try {
    const parts = new Intl.DateTimeFormat(language, { timeZone, timeZoneName: 'long' }).formatToParts(at);
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

/** A tel: link target: digits and a leading plus only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
