import { dateTimeFormat } from './date-time-formats';

/**
 * An instant (an ISO time) as MM/DD/YY, the date display of spec 02 §9, in the given IANA time
 * zone (the reader's own when none is given); null when it cannot be read. The same in every
 * language the portal speaks.
 */
export function displayDate(time: string, timeZone?: string): string | null {
  const instant = new Date(time);
  if (!time || Number.isNaN(instant.getTime())) return null;
  const parts = dateTimeFormat('en-US', { month: '2-digit', day: '2-digit', year: '2-digit', timeZone }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('month')}/${part('day')}/${part('year')}`;
}
