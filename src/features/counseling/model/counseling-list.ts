import type { CounselingEvent } from '../../../domain/medication/counseling.schema';

export interface CounselingSections {
  /** Not yet opened (shown in yellow). */
  needToReview: CounselingEvent[];
  reviewed: CounselingEvent[];
}

/** Splits the list into Need to Review and Reviewed (spec 02 §2 "Counseling"), each newest first. */
export function counselingSections(events: readonly CounselingEvent[]): CounselingSections {
  const newestFirst = [...events].sort((a, b) => Date.parse(b.timeCreated) - Date.parse(a.timeCreated) || b.eventId - a.eventId);
  return {
    needToReview: newestFirst.filter((event) => event.completed !== 1),
    reviewed: newestFirst.filter((event) => event.completed === 1),
  };
}

/**
 * The creation time as MM/DD/YY in the reader's time zone (spec 02 §9 date display); null when
 * unreadable.
 */
export function formatCreated(timeCreated: string): string | null {
  const time = new Date(timeCreated);
  if (Number.isNaN(time.getTime())) return null;
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(time.getMonth() + 1)}/${two(time.getDate())}/${two(time.getFullYear() % 100)}`;
}

/** The event_id query value as an event id; null when absent or not a positive whole number. */
export function eventIdOf(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/**
 * The address without its `event_id` query parameter (path, other parameters and hash kept), or
 * null when it has none: an item that does not exist leaves no trace in the address bar, so a
 * reload or a shared link does not ask for it again.
 */
export function addressWithoutEventId(href: string): string | null {
  const url = new URL(href);
  if (!url.searchParams.has('event_id')) return null;
  url.searchParams.delete('event_id');
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The response text split into its lines, blank lines dropped (each shown on its own line). */
export function responseLines(response: string): string[] {
  return response
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}
