import { codeErrorKind } from '../../../core/auth/auth-error-name';
import type { PatientUpdatePayload } from '../../../domain/patient/patient.schema';
import { isValidEmail } from '../../../core/validation/email';

export type EmailProblem = 'required' | 'invalidEmail';

export function emailProblem(value: string): EmailProblem | null {
  if (!value.trim()) return 'required';
  return isValidEmail(value) ? null : 'invalidEmail';
}

/** PUT /patients: the e-mail the patient confirmed on this page. */
export const patientEmailPayload = (uId: number, email: string): PatientUpdatePayload => ({
  u_id: uId,
  userAttributes: [{ Name: 'email', Value: email.trim() }],
});

export type EmailSaveFailure = 'blocked' | 'saveFailed';

/** PUT /patients answers 409 when the contact is blocked (spec 01 §7); anything else is a failed save. */
export const emailSaveFailureOf = (status: number | undefined): EmailSaveFailure => (status === 409 ? 'blocked' : 'saveFailed');

/** Why a verification code step failed (spec 01 §8: a wrong code is "incorrect code"). */
export type CodeFailure = 'incorrectCode' | 'expiredCode' | 'limitExceeded' | 'saveFailed';

export const codeFailureOf = (errorName: string): CodeFailure => codeErrorKind(errorName) ?? 'saveFailed';

/** The code as typed: six digits. */
export const codeProblem = (code: string): 'codeRequired' | 'codeFormat' | null =>
  code.trim() === '' ? 'codeRequired' : /^\d{6}$/.test(code.trim()) ? null : 'codeFormat';
