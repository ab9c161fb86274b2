/**
 * Date of birth from three typed parts, the rule of spec 01 §5 (registration) and spec 02 §5
 * (enrollment): month 0-12, day 0-31, year 1 to the current year; a year below 1900 is an error.
 * Zod-free, so the browser imports it as a value module.
 */
export const YEAR_MIN = 1900;

export interface DateParts {
  month: string;
  day: string;
  year: string;
}

/** What the spec's rule refuses. */
export type DobRangeProblem = 'incomplete' | 'month' | 'day' | 'year' | 'yearBefore1900';
/** What the stricter calendar rule refuses besides. */
export type DobProblem = DobRangeProblem | 'noSuchDate' | 'future';

const numeric = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value.trim()) : NaN);

/** The spec's rule: the first part out of its range, or null. 31 February passes, as the spec allows it. */
export function dobRangeProblem(parts: DateParts, today: Date): DobRangeProblem | null {
  if (!parts.month.trim() || !parts.day.trim() || !parts.year.trim()) return 'incomplete';
  const month = numeric(parts.month);
  const day = numeric(parts.day);
  const year = numeric(parts.year);
  if (!(month >= 1 && month <= 12)) return 'month';
  if (!(day >= 1 && day <= 31)) return 'day';
  if (!(year >= 1 && year <= today.getFullYear())) return 'year';
  if (year < YEAR_MIN) return 'yearBefore1900';
  return null;
}

/**
 * The spec's rule, then also a date that does not exist (31 February) or lies in the future:
 * registration refuses those too, as a patient would expect.
 */
export function dobCalendarProblem(parts: DateParts, today: Date): DobProblem | null {
  const range = dobRangeProblem(parts, today);
  if (range) return range;
  const month = numeric(parts.month);
  const day = numeric(parts.day);
  const date = new Date(Date.UTC(numeric(parts.year), month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return 'noSuchDate';
  const todayUtc = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  if (date.getTime() > todayUtc) return 'future';
  return null;
}

/** YYYY-MM-DD (leading zeros of a part dropped, then padded), as the registration and enrollment payloads carry it. */
export function toIsoDate(parts: DateParts): string {
  const pad = (value: string, length: number) => String(Number(value.trim())).padStart(length, '0');
  return `${pad(parts.year, 4)}-${pad(parts.month, 2)}-${pad(parts.day, 2)}`;
}
