import { dateTimeFormat } from '../calendar/date-time-formats';
import type { PharmacyDayHours } from './pharmacy-hours.schema';

/** "HH:mm" in the patient's language ("9:00 AM", "9:00"). */
function displayTime(time: string, language: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  if (hours === undefined || minutes === undefined || Number.isNaN(hours) || Number.isNaN(minutes)) return time;
  return dateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(Date.UTC(2020, 0, 1, hours, minutes));
}

export interface HoursLine {
  weekday: string;
  /** Null when closed. */
  open: string | null;
  close: string | null;
}

/** Opening hours from Monday to Sunday, with weekday names and times in the patient's language. */
export function hoursLines(days: readonly PharmacyDayHours[], language: string): HoursLine[] {
  const weekdayName = dateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
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
    const parts = dateTimeFormat(language, { timeZone, timeZoneName: 'long' }).formatToParts(at);
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

/** A tel: link target: digits and a leading plus only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
