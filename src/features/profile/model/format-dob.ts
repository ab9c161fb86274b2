const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/**
 * A date of birth 'YYYY-MM-DD' as DD-MMM-YYYY (spec 01 §2), e.g. 06-MAY-1984. The month
 * abbreviation is English in both languages, as a fixed date format; null when unreadable.
 */
export function formatDateOfBirth(dob: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(dob ?? '');
  if (!match) return null;
  const month = MONTHS[Number(match[2]) - 1];
  return month ? `${match[3]}-${month}-${match[1]}` : null;
}
