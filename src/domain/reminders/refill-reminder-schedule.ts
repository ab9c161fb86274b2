import { addDays, localDateIn, type IsoDate } from '../calendar/calendar-dates';
import { utcOffsetMinutes } from '../calendar/zone-offset';
import { REMINDER_LOCAL_HOUR } from './reminder-choices';

/** Whether the runtime knows an IANA time zone name. */
export function isValidTimeZone(timeZone: string): boolean {
  if (timeZone.length === 0 || timeZone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** How far the wall clock of `timeZone` is ahead of UTC at `instant`, in ms. */
const offsetMs = (instant: Date, timeZone: string) => utcOffsetMinutes(timeZone, instant.getTime()) * 60_000;

/**
 * The instant a wall-clock hour of a calendar date happens in an IANA time zone. The offset is
 * read twice, the second time at the first guess, so a date on which daylight saving starts or
 * ends gets that day's own offset.
 */
export function zonedInstant(date: IsoDate, hour: number, timeZone: string): Date {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`not a YYYY-MM-DD date: ${date}`);
  const wall = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), hour);
  const first = wall - offsetMs(new Date(wall), timeZone);
  return new Date(wall - offsetMs(new Date(first), timeZone));
}

export interface ReminderScheduleInput {
  /** False once the patient turned the reminder off (or never turned it on). */
  enabled: boolean;
  /** The prescription's next refill date (spec 02 §4), null when it never shipped. */
  refillDate: IsoDate | null;
  /** The patient's IANA time zone. */
  timeZone: string;
  leadDays: number;
  /** The refill date the last reminder was sent for, if any. */
  sentForRefillDate: IsoDate | null;
  now: Date;
}

export type ReminderSchedule =
  | { state: 'off' }
  | { state: 'no-refill-date' }
  | { state: 'sent'; refillDate: IsoDate }
  | { state: 'passed'; refillDate: IsoDate }
  | { state: 'scheduled'; refillDate: IsoDate; dueAt: Date; dueNow: boolean };

/**
 * When the next refill reminder is due, and whether it is due now:
 * - at REMINDER_LOCAL_HOUR in the patient's time zone, `leadDays` before the refill date;
 * - one reminder per refill date: once sent for a date, nothing more until the date changes
 *   (the next shipment moves it);
 * - a reminder turned on late (after its time, on or before the refill date) is due at once;
 * - after the refill date has passed in the patient's time zone nothing is sent for it.
 */
export function refillReminderSchedule(input: ReminderScheduleInput): ReminderSchedule {
  if (!input.enabled) return { state: 'off' };
  const { refillDate } = input;
  if (refillDate === null) return { state: 'no-refill-date' };
  if (input.sentForRefillDate === refillDate) return { state: 'sent', refillDate };
  if (localDateIn(input.now, input.timeZone) > refillDate) return { state: 'passed', refillDate };
  const dueAt = zonedInstant(addDays(refillDate, -input.leadDays), REMINDER_LOCAL_HOUR, input.timeZone);
  return { state: 'scheduled', refillDate, dueAt, dueNow: input.now.getTime() >= dueAt.getTime() };
}
