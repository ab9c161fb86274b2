import { EMAIL_ADDRESS_MAX, EMAIL_ADDRESS_PATTERN } from '../../domain/common/email-address';

/**
 * A practical e-mail check: one @, a non-empty local part without spaces, and a dotted domain
 * whose labels are letters, digits and hyphens. Matches what the identity pool accepts.
 */
const EMAIL_PATTERN = /^[^\s@"<>()[\],;:\\]+@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

export function isValidEmail(value: string): boolean {
  const trimmed = value.trim();
  // The API's own pattern too: an address the browser accepts must not be refused by the server.
  return trimmed.length <= EMAIL_ADDRESS_MAX && EMAIL_PATTERN.test(trimmed) && EMAIL_ADDRESS_PATTERN.test(trimmed);
}
