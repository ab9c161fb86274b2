import type { RegistrationAttribute, RegistrationPayload } from '../../../domain/account/registration.schema';
import { toIsoDate } from '../../../domain/common/date-of-birth';
import { isValidUsPhone, toE164 } from '../../../core/validation/username';
import { otherContactType, usernameOf, type RegistrationContext, type RegistrationForm } from './registration-form';

/** -1 in insurance_selection means "no insurance" (spec 01 §3). */
export const NO_INSURANCE = -1;

/**
 * The browser's offset from UTC in minutes, positive east of Greenwich (UTC+2 -> 120,
 * New York in winter -> -300): the opposite sign of Date#getTimezoneOffset.
 */
export function timezoneOffsetMinutes(date: Date): number {
  const offset = -date.getTimezoneOffset();
  return offset === 0 ? 0 : offset;
}

/** insurance_selection: the chosen plan when the patient answered yes, otherwise -1. */
export function insuranceSelection(form: Pick<RegistrationForm, 'insurance' | 'planId'>, context: Pick<RegistrationContext, 'insuranceQuestion'>): number {
  if (!context.insuranceQuestion || form.insurance !== 'yes') return NO_INSURANCE;
  const planId = Number(form.planId);
  return Number.isInteger(planId) && planId > 0 ? planId : NO_INSURANCE;
}

export interface PayloadExtras {
  registrationCode: string;
  /** RSA-OAEP ciphertext of the password, base64. */
  encryptedPassword: string;
  /** Minutes from UTC (timezoneOffsetMinutes). */
  timezone: number;
}

/**
 * The registration payload of spec 01 §3 from a valid form. The username is the main contact;
 * phone and e-mail carry every contact the patient gave (the username and the optional other).
 * forceEmailUsername is true when the patient chose an e-mail username although the pharmacy
 * had set up a phone username.
 */
export function buildRegistrationPayload(form: RegistrationForm, context: RegistrationContext, extras: PayloadExtras): RegistrationPayload {
  const username = usernameOf(form.username, context);
  const mainContact = username.type === 'phone' ? ({ type: 'phone', value: username.value } as const) : ({ type: 'email', value: username.value } as const);
  const other = otherContactType(form, context);

  let phone: string | null = username.type === 'phone' ? username.value : null;
  let email: string | null = username.type === 'email' ? username.value : null;
  if (other === 'phone' && form.phone.trim() && isValidUsPhone(form.phone)) phone = toE164(form.phone);
  if (other === 'email' && form.email.trim()) email = form.email.trim();

  const userAttributes: RegistrationAttribute[] = [
    { type: 'fname', value: form.firstName.trim() },
    { type: 'lname', value: form.lastName.trim() },
    { type: 'dob', value: toIsoDate(form.dob) },
    { type: 'registrationCode', value: extras.registrationCode },
    { type: 'password', value: extras.encryptedPassword },
    { type: 'insurance_selection', value: insuranceSelection(form, context) },
    { type: 'consent', value: form.consent },
  ];
  if (phone) userAttributes.push({ type: 'phone', value: phone });
  if (email) userAttributes.push({ type: 'email', value: email });
  userAttributes.push({ type: 'timezone', value: extras.timezone });

  const pendingPhone = context.pending.forceUsernamePhone || context.pending.usernameType === 'phone';
  return { mainContact, userAttributes, forceEmailUsername: username.type === 'email' && pendingPhone };
}
