/**
 * NDC search rules of spec 02 §5: the patient types digits only, up to 10; more than 9 is
 * NDC_LIMIT (409); a product NDC is 8 or 9 digits written with a hyphen (labeler-product: 4-4,
 * 5-3 or 5-4), anything else is INVALID_NDC (410). The search tries up to 4 hyphenated formats.
 */

export const NDC_INPUT_MAX_DIGITS = 10;
export const NDC_MAX_DIGITS = 9;
export const NDC_SEARCH_MIN_DIGITS = 8;
export const BRAND_SEARCH_MIN_CHARS = 4;
export const DRUG_SEARCH_LIMIT = 10;
export const NO_MATCHES_AFTER_MS = 2500;

export const NDC_LIMIT_STATUS = 409;
export const INVALID_NDC_STATUS = 410;
export type NdcError = 'NDC_LIMIT' | 'INVALID_NDC';

/** What the NDC field keeps of the typed text: digits, at most 10. */
export const ndcInput = (typed: string): string => typed.replace(/\D+/g, '').slice(0, NDC_INPUT_MAX_DIGITS);

/** The error of a product NDC (hyphens allowed), or null when it is a valid one. */
export function ndcError(value: string): NdcError | null {
  const digits = value.replace(/-/g, '');
  if (!/^\d*$/.test(digits)) return 'INVALID_NDC';
  if (digits.length > NDC_MAX_DIGITS) return 'NDC_LIMIT';
  if (digits.length < NDC_SEARCH_MIN_DIGITS) return 'INVALID_NDC';
  if (value.includes('-') && !/^\d{4,5}-\d{3,4}$/.test(value)) return 'INVALID_NDC';
  return null;
}

const hyphenAt = (digits: string, at: number) => `${digits.slice(0, at)}-${digits.slice(at)}`;

/** The hyphenated formats to try for typed digits, best first (at most 4). */
export function ndcCandidates(digits: string): string[] {
  if (ndcError(digits) !== null) return [];
  const formats = digits.length === 8 ? [hyphenAt(digits, 4), hyphenAt(digits, 5), hyphenAt(`0${digits}`, 5), hyphenAt(digits.slice(0, 5) + '0' + digits.slice(5), 5)] : [hyphenAt(digits, 5), hyphenAt(digits, 4)];
  return [...new Set(formats)].filter((format) => ndcError(format) === null).slice(0, 4);
}

/** The typed digits shown with a hyphen after the labeler part (5 digits). */
export function formatNdc(digits: string): string {
  return digits.length > 5 ? hyphenAt(digits, 5) : digits;
}
