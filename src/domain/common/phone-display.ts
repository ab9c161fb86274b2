/**
 * A phone number as people read it. A US number (ten digits, or eleven with the country code 1,
 * as +18005550175 is stored) is written 800-555-0175, the 3-3-4 mask the portal's phone fields
 * use; anything else is left as given (it may be an extension or a number from abroad).
 */
export function displayPhone(phone: string): string {
  const trimmed = phone.trim();
  if (!/^[+\d\s().-]+$/.test(trimmed)) return trimmed;
  let digits = trimmed.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length !== 10 || (trimmed.startsWith('+') && !trimmed.replace(/[\s().-]/g, '').startsWith('+1'))) return trimmed;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}
