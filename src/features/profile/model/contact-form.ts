import { isValidEmail } from '../../../core/validation/email';
import { formatPhone, isValidUsPhone, phoneDigits, toE164 } from '../../../core/validation/username';

export interface ContactFormValues {
  contactName: string;
  contactDetail: string;
  /** As typed, shown ddd-ddd-dddd. */
  phone: string;
  email: string;
}

export type ContactField = keyof ContactFormValues;
/** Message keys under `contacts.errors`. */
export type ContactProblem = 'nameRequired' | 'detailRequired' | 'phoneOrEmail' | 'invalidPhone' | 'invalidEmail';

/** Spec 01 §5: name and details required; at least one of phone or e-mail; phone a valid US number; e-mail valid. */
export function contactProblems(values: ContactFormValues): Partial<Record<ContactField, ContactProblem>> {
  const problems: Partial<Record<ContactField, ContactProblem>> = {};
  const phone = values.phone.trim();
  const email = values.email.trim();
  if (!values.contactName.trim()) problems.contactName = 'nameRequired';
  if (!values.contactDetail.trim()) problems.contactDetail = 'detailRequired';
  if (!phone && !email) problems.phone = 'phoneOrEmail';
  if (phone && !isValidUsPhone(phone)) problems.phone = 'invalidPhone';
  if (email && !isValidEmail(email)) problems.email = 'invalidEmail';
  return problems;
}

/** The form filled with a stored contact (its +1 number shown as ddd-ddd-dddd). */
export function contactFormOf(contact: { contactName: string; contactDetail: string; phone: string | null; email: string | null }): ContactFormValues {
  return {
    contactName: contact.contactName,
    contactDetail: contact.contactDetail,
    phone: contact.phone ? formatPhone(phoneDigits(contact.phone).slice(-10)) : '',
    email: contact.email ?? '',
  };
}

/** What is sent: trimmed text, the phone as +1 and ten digits, absent values as null. */
export function contactPayloadOf(values: ContactFormValues) {
  const phone = values.phone.trim();
  const email = values.email.trim();
  return {
    contactName: values.contactName.trim(),
    contactDetail: values.contactDetail.trim(),
    phone: phone ? toE164(phone) : null,
    email: email || null,
  };
}
