import type { PatientUpdatePayload } from '../../../core/api/contract/patient';
import type { UserUpdatePayload } from '../../../core/api/contract/user';
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

/** PUT /user: the e-mail is verified (the contract's 0/1 flag). */
export const emailVerifiedPayload = (uId: number): UserUpdatePayload => ({
  u_id: uId,
  userData: [{ Name: 'email_verified', Value: 1 }],
});

export type EmailSaveFailure = 'blocked' | 'saveFailed';

/** PUT /patients answers 409 when the contact is blocked (spec 01 §7); anything else is a failed save. */
export const emailSaveFailureOf = (status: number | undefined): EmailSaveFailure => (status === 409 ? 'blocked' : 'saveFailed');
