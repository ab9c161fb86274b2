/**
 * The e-mail addresses the API accepts (zod's e-mail pattern): the browser checks the same, so
 * an address it lets through is never refused by the server (spec 01 §5 "e-mail must be valid").
 */
export const EMAIL_ADDRESS_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** The longest address a mailbox can have (RFC 5321 path limit). */
export const EMAIL_ADDRESS_MAX = 254;

/** E-mails are compared case-insensitively and stored lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
