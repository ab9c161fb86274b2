/**
 * Spec 02 §5 "Enrollment": the form's rules, pure, shared by the enrollment widget and its tests.
 * Zod-free so the browser can import it as a value module.
 */
import { dobCalendarProblem, dobRangeProblem, toIsoDate, YEAR_MIN } from '../common/date-of-birth';

export type ContactType = 'email' | 'phone';

export interface EnrollmentForm {
  firstName: string;
  lastName: string;
  month: string;
  day: string;
  year: string;
  contactType: ContactType | '';
  contactValue: string;
  rxNumber: string;
  noRxNumber: boolean;
  /** Index into the pharmacy options; '' when none is chosen. */
  pharmacy: string;
}

export type EnrollmentField = 'firstName' | 'lastName' | 'dob' | 'contactType' | 'contactValue' | 'rxNumber' | 'pharmacy';
export type EnrollmentProblem =
  | 'required'
  | 'month'
  | 'day'
  | 'year'
  | 'yearBefore1900'
  | 'noSuchDate'
  | 'futureDate'
  | 'invalidEmail'
  | 'invalidPhone'
  | 'rxNumeric';

const EMAIL_PATTERN = /^[^\s@"<>()[\],;:\\]+@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

/**
 * The form after the patient picks a contact type: another type starts with an empty value, so
 * phone digits never stay in the e-mail field (nor an address in the phone field).
 */
export function withContactType(form: EnrollmentForm, contactType: ContactType): EnrollmentForm {
  return contactType === form.contactType ? form : { ...form, contactType, contactValue: '' };
}

/** Ten US digits (an optional leading 1 dropped) or null: area code and exchange never start with 0 or 1. */
export function usPhoneDigits(value: string): string | null {
  let digits = value.replace(/[\s().+-]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length !== 10 || /^[01]/.test(digits) || /^\d{3}[01]/.test(digits)) return null;
  return digits;
}

/**
 * The spec's date rule: month 0-12, day 0-31, year 1 to this year, a year under 1900 an error, the
 * date assembled only for a year over 1900. A month or day of 0 is no date, so both are refused; 1900
 * itself is refused too (the message asks for a year after 1900), else it would pass the checks and
 * still never be assembled.
 */
export function dobProblem(form: Pick<EnrollmentForm, 'month' | 'day' | 'year'>, today: Date): EnrollmentProblem | null {
  const range = dobRangeProblem(form, today);
  if (range) return range === 'incomplete' ? 'required' : range;
  if (Number(form.year.trim()) <= YEAR_MIN) return 'yearBefore1900';
  // The server takes only real calendar dates up to today: 02/31 or a birthday later this year is caught here.
  const calendar = dobCalendarProblem(form, today);
  if (calendar === 'noSuchDate') return 'noSuchDate';
  if (calendar === 'future') return 'futureDate';
  return null;
}

/** YYYY-MM-DD (10 characters), or null until the year is over 1900 and month and day exist. */
export function assembledDob(form: Pick<EnrollmentForm, 'month' | 'day' | 'year'>, today: Date): string | null {
  if (dobProblem(form, today)) return null;
  const dob = toIsoDate(form);
  return dob.length === 10 ? dob : null;
}

/** Every problem of the form, by field; an empty object means Submit may be enabled. */
export function enrollmentProblems(
  form: EnrollmentForm,
  options: { pharmacyRequired: boolean; today: Date },
): Partial<Record<EnrollmentField, EnrollmentProblem>> {
  const problems: Partial<Record<EnrollmentField, EnrollmentProblem>> = {};
  if (!form.firstName.trim()) problems.firstName = 'required';
  if (!form.lastName.trim()) problems.lastName = 'required';
  const dob = dobProblem(form, options.today);
  if (dob) problems.dob = dob;
  if (!form.contactType) problems.contactType = 'required';
  else if (!form.contactValue.trim()) problems.contactValue = 'required';
  else if (form.contactType === 'email' && !EMAIL_PATTERN.test(form.contactValue.trim())) problems.contactValue = 'invalidEmail';
  else if (form.contactType === 'phone' && !usPhoneDigits(form.contactValue)) problems.contactValue = 'invalidPhone';
  if (!form.noRxNumber) {
    if (!form.rxNumber.trim()) problems.rxNumber = 'required';
    else if (!/^\d{1,20}$/.test(form.rxNumber.trim())) problems.rxNumber = 'rxNumeric';
  }
  if (options.pharmacyRequired && form.pharmacy === '') problems.pharmacy = 'required';
  return problems;
}

/** The contact as the payload carries it: a trimmed e-mail, or +1 and ten digits. */
export function mainContactOf(form: EnrollmentForm): { type: ContactType; value: string } {
  if (form.contactType === 'phone') return { type: 'phone', value: `+1${usPhoneDigits(form.contactValue) ?? ''}` };
  return { type: 'email', value: form.contactValue.trim() };
}

/** The phone field's start value from the page's `mobileNumber` query parameter. */
export function prefillFromQuery(search: string): { enrollmentCode: string | null; mobileNumber: string } {
  const params = new URLSearchParams(search);
  const code = params.get('enrollment_code')?.trim();
  return { enrollmentCode: code ? code : null, mobileNumber: params.get('mobileNumber')?.trim() ?? '' };
}
