import { isValidEmail } from './email';

/**
 * Usernames are a US phone number or an e-mail (spec 01 §5). Text made only of digits, dashes,
 * parentheses or spaces is a phone, shown as ddd-ddd-dddd and sent as +1 and the ten digits.
 */
export type UsernameType = 'phone' | 'email';

const PHONE_CHARACTERS = /^[\d\s()-]+$/;

export function usernameTypeOf(text: string): UsernameType {
  return text.trim() !== '' && PHONE_CHARACTERS.test(text.trim()) ? 'phone' : 'email';
}

export const phoneDigits = (text: string) => text.replace(/\D/g, '');

/** Formats as the user types: up to ten digits as ddd-ddd-dddd. */
export function formatPhone(text: string): string {
  const digits = phoneDigits(text).slice(0, 10);
  if (digits.length <= 3) return digits;
  if (digits.length <= 6) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** A valid US number: ten digits, the first 1-9 (mask 3-3-4). */
export const isValidUsPhone = (text: string) => /^[1-9]\d{9}$/.test(phoneDigits(text)) && phoneDigits(text).length === 10;

/** +1 and the ten digits, as the identity pool and the API expect. */
export const toE164 = (text: string) => `+1${phoneDigits(text)}`;

export interface NormalizedUsername {
  type: UsernameType;
  /** What the field shows. */
  display: string;
  /** What is sent: +1dddddddddd, or the e-mail (lower-cased where the brand says so). */
  value: string;
  valid: boolean;
}

export function normalizeUsername(text: string, options: { lowercaseEmail: boolean }): NormalizedUsername {
  const type = usernameTypeOf(text);
  if (type === 'phone') {
    const display = formatPhone(text);
    return { type, display, value: toE164(display), valid: isValidUsPhone(display) };
  }
  const trimmed = text.trim();
  const value = options.lowercaseEmail ? trimmed.toLowerCase() : trimmed;
  return { type, display: text, value, valid: isValidEmail(trimmed) };
}
