import { localDateIn, type IsoDate } from '../../domain/calendar/calendar-dates';
import { DEFAULT_PHARMACY_TIME_ZONE } from '../../domain/company/pharmacy-time-zone';

/** The largest UTC offset in use (UTC+14 / UTC-12 fit inside it), in minutes. */
const MAX_OFFSET_MINUTES = 840;

/**
 * The patient's own calendar day at `now`: the user record's `timezone` (minutes east of UTC,
 * kept up to date at each sign-in) when the session has it, else this browser's zone. Dates the
 * medication screen and order history compare with today (a tracking link's 90 days, the list's
 * "made on", a delivery still to come) are the patient's, not the pharmacy's.
 */
export function patientToday(user: Record<string, unknown> | null, now: Date): IsoDate {
  const offset = user?.timezone;
  if (typeof offset === 'number' && Number.isInteger(offset) && Math.abs(offset) <= MAX_OFFSET_MINUTES) {
    return new Date(now.getTime() + offset * 60_000).toISOString().slice(0, 10);
  }
  return localDateIn(now, browserTimeZone());
}

function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_PHARMACY_TIME_ZONE;
  } catch {
    return DEFAULT_PHARMACY_TIME_ZONE;
  }
}
