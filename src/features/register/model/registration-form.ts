import type { PendingPatient } from '../../../domain/account/registration.schema';
import { dobCalendarProblem, type DateParts, type DobProblem } from '../../../domain/common/date-of-birth';
import { isValidEmail } from '../../../core/validation/email';
import { confirmPasswordProblem, passwordProblems } from '../../../core/validation/password';
import { formatPhone, isValidUsPhone, normalizeUsername, phoneDigits, type NormalizedUsername, type UsernameType } from '../../../core/validation/username';

export type InsuranceAnswer = '' | 'yes' | 'no';

/** What the patient types on the register screen (spec 01 §2), exactly as typed. */
export interface RegistrationForm {
  firstName: string;
  lastName: string;
  username: string;
  /** Shown only when the username differs from the pending patient's (spec 01 §5). */
  usernameConfirm: string;
  /** The optional other contact: the phone when the username is an e-mail... */
  phone: string;
  /** ...and the e-mail when the username is a phone. */
  email: string;
  password: string;
  confirmPassword: string;
  dob: DateParts;
  language: 'en' | 'es';
  /** The insurance yes/no question (warehouse-retail brand only). */
  insurance: InsuranceAnswer;
  /** The chosen planId, as the select holds it. */
  planId: string;
  consent: boolean;
}

export interface RegistrationContext {
  pending: PendingPatient;
  /** The brand lower-cases e-mail usernames. */
  lowercaseEmail: boolean;
  /** The brand asks the insurance question (warehouse-retail). */
  insuranceQuestion: boolean;
}

export type RegistrationField =
  | 'firstName'
  | 'lastName'
  | 'username'
  | 'usernameConfirm'
  | 'phone'
  | 'email'
  | 'password'
  | 'confirmPassword'
  | 'dob'
  | 'planId'
  | 'consent';

/** Fields in the order they appear, so the first invalid one can take focus. */
export const fieldOrder: readonly RegistrationField[] = [
  'firstName',
  'lastName',
  'username',
  'usernameConfirm',
  'phone',
  'email',
  'password',
  'confirmPassword',
  'dob',
  'planId',
  'consent',
];

/** Message keys (locales/<lang>/register.json, under `errors`). */
export type RegistrationErrorKey =
  | 'required'
  | 'invalidEmail'
  | 'invalidPhone'
  | 'phoneUsernameRequired'
  | 'usernameNotMatch'
  | 'passwordRules'
  | 'passwordsNotMatched'
  | `dob.${DobProblem}`
  | 'planRequired'
  | 'consentRequired';

export type RegistrationErrors = Partial<Record<RegistrationField, RegistrationErrorKey>>;

/**
 * A stored phone (+1 and ten digits, or anything with ten digits) as the form shows it:
 * ddd-ddd-dddd, the country code dropped.
 */
export function displayPhone(stored: string | null | undefined): string {
  const digits = phoneDigits(stored ?? '');
  return formatPhone(digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits);
}

/** The username the pending patient starts with is a phone when the pharmacy says so. */
const pendingUsesPhone = (pending: PendingPatient) => pending.forceUsernamePhone || pending.usernameType === 'phone';

/** The form as it opens: username and other contact prefilled from the pending patient. */
export function initialForm(pending: PendingPatient, language: 'en' | 'es'): RegistrationForm {
  return {
    firstName: '',
    lastName: '',
    username: pendingUsesPhone(pending) ? displayPhone(pending.phone) : (pending.email ?? ''),
    usernameConfirm: '',
    phone: displayPhone(pending.phone),
    email: pending.email ?? '',
    password: '',
    confirmPassword: '',
    dob: { month: '', day: '', year: '' },
    language,
    insurance: '',
    planId: '',
    consent: false,
  };
}

export const usernameOf = (text: string, context: RegistrationContext): NormalizedUsername =>
  normalizeUsername(text, { lowercaseEmail: context.lowercaseEmail });

/** The pending patient's username, normalised like the field's, or null when it has none. */
export function pendingUsername(context: RegistrationContext): NormalizedUsername | null {
  const { pending } = context;
  const raw = pendingUsesPhone(pending) ? displayPhone(pending.phone) : (pending.email ?? '');
  return raw.trim() ? usernameOf(raw, context) : null;
}

function sameUsername(a: NormalizedUsername, b: NormalizedUsername): boolean {
  if (a.type !== b.type) return false;
  return a.type === 'email' ? a.value.trim().toLowerCase() === b.value.trim().toLowerCase() : a.value === b.value;
}

/** The type of the username as typed; while empty, the type the pharmacy chose. */
export function usernameTypeIn(form: Pick<RegistrationForm, 'username'>, context: RegistrationContext): UsernameType {
  if (context.pending.forceUsernamePhone) return 'phone';
  if (!form.username.trim()) return pendingUsesPhone(context.pending) ? 'phone' : 'email';
  return usernameOf(form.username, context).type;
}

/** The optional other contact is whichever of phone and e-mail the username is not. */
export const otherContactType = (form: Pick<RegistrationForm, 'username'>, context: RegistrationContext): UsernameType =>
  usernameTypeIn(form, context) === 'phone' ? 'email' : 'phone';

/** The confirmation field shows when the username differs from what the pending patient had. */
export function needsUsernameConfirmation(form: Pick<RegistrationForm, 'username'>, context: RegistrationContext): boolean {
  if (!form.username.trim()) return false;
  const pending = pendingUsername(context);
  return !pending || !sameUsername(usernameOf(form.username, context), pending);
}

/** What the username field shows as the patient types: phones formatted ddd-ddd-dddd. */
export function formatUsernameInput(text: string, context: RegistrationContext): string {
  if (context.pending.forceUsernamePhone) return /[@a-z]/i.test(text) ? text : formatPhone(text);
  return usernameOf(text, context).display;
}

function usernameProblem(form: RegistrationForm, context: RegistrationContext): RegistrationErrorKey | null {
  if (!form.username.trim()) return 'required';
  const username = usernameOf(form.username, context);
  if (context.pending.forceUsernamePhone && username.type !== 'phone') return 'phoneUsernameRequired';
  if (username.valid) return null;
  return username.type === 'phone' ? 'invalidPhone' : 'invalidEmail';
}

/**
 * Every rule of spec 01 §5 for registration; an empty object means the form may be sent.
 * Each field gets its first problem only.
 */
export function validateRegistration(form: RegistrationForm, context: RegistrationContext, today: Date): RegistrationErrors {
  const errors: RegistrationErrors = {};
  if (!form.firstName.trim()) errors.firstName = 'required';
  if (!form.lastName.trim()) errors.lastName = 'required';

  const username = usernameProblem(form, context);
  if (username) errors.username = username;
  else if (needsUsernameConfirmation(form, context)) {
    const confirm = usernameOf(form.usernameConfirm, context);
    if (!sameUsername(confirm, usernameOf(form.username, context))) errors.usernameConfirm = 'usernameNotMatch';
  }

  // The other contact is optional, but must be valid when given.
  if (otherContactType(form, context) === 'phone') {
    if (form.phone.trim() && !isValidUsPhone(form.phone)) errors.phone = 'invalidPhone';
  } else if (form.email.trim() && !isValidEmail(form.email)) errors.email = 'invalidEmail';

  if (!form.password) errors.password = 'required';
  else if (passwordProblems(form.password).length > 0) errors.password = 'passwordRules';
  if ((form.password || form.confirmPassword) && confirmPasswordProblem(form.password, form.confirmPassword)) {
    errors.confirmPassword = 'passwordsNotMatched';
  }

  const dob = dobCalendarProblem(form.dob, today);
  if (dob) errors.dob = `dob.${dob}`;

  if (context.insuranceQuestion && form.insurance === 'yes' && !form.planId) errors.planId = 'planRequired';
  if (!form.consent) errors.consent = 'consentRequired';
  return errors;
}

export const firstInvalidField = (errors: RegistrationErrors): RegistrationField | undefined => fieldOrder.find((field) => errors[field]);

/** The date-of-birth controls a problem is about (the empty ones when incomplete). */
export function dobInvalidParts(problem: DobProblem | null, dob: DateParts): Array<keyof DateParts> {
  switch (problem) {
    case null:
      return [];
    case 'incomplete':
      return (['month', 'day', 'year'] as const).filter((part) => !dob[part].trim());
    case 'month':
      return ['month'];
    case 'day':
      return ['day'];
    case 'year':
    case 'yearBefore1900':
      return ['year'];
    default:
      return ['month', 'day', 'year'];
  }
}
