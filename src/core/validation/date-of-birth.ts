/** Spec 01 §5 / spec 02 §5: month 0-12, day 0-31, year 1 to the current year; below 1900 is an error. */
export const YEAR_MIN = 1900;

export interface DateParts {
  month: string;
  day: string;
  year: string;
}

export type DobProblem = 'incomplete' | 'month' | 'day' | 'year' | 'yearBefore1900' | 'noSuchDate' | 'future';

const numeric = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value.trim()) : NaN);

/**
 * The first problem with a date of birth, or null. Beyond the spec's ranges, a date that does
 * not exist (31 February) or lies in the future is refused too: a patient would expect that.
 */
export function dateOfBirthProblem(parts: DateParts, today: Date): DobProblem | null {
  if (!parts.month.trim() || !parts.day.trim() || !parts.year.trim()) return 'incomplete';
  const month = numeric(parts.month);
  const day = numeric(parts.day);
  const year = numeric(parts.year);
  if (!(month >= 1 && month <= 12)) return 'month';
  if (!(day >= 1 && day <= 31)) return 'day';
  if (!(year >= 1 && year <= today.getFullYear())) return 'year';
  if (year < YEAR_MIN) return 'yearBefore1900';
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return 'noSuchDate';
  const todayUtc = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  if (date.getTime() > todayUtc) return 'future';
  return null;
}

/** YYYY-MM-DD, as the registration and enrollment payloads carry it. */
export function toIsoDate(parts: DateParts): string {
  const pad = (value: string, length: number) => value.trim().padStart(length, '0');
  return `${pad(parts.year, 4)}-${pad(parts.month, 2)}-${pad(parts.day, 2)}`;
}
