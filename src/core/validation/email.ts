/**
 * A practical e-mail check: one @, a non-empty local part without spaces, and a dotted domain
 * whose labels are letters, digits and hyphens. Matches what the identity pool accepts.
 */
const EMAIL_PATTERN = /^[^\s@"<>()[\],;:\\]+@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

export function isValidEmail(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= 254 && EMAIL_PATTERN.test(trimmed);
}
