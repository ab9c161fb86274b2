import { describe, expect, it } from 'vitest';
import { patientUpdatePayloadSchema } from '../../../../src/core/api/contract/patient.schema';
import { userUpdatePayloadSchema } from '../../../../src/core/api/contract/user.schema';
import { emailProblem, emailSaveFailureOf, emailVerifiedPayload, patientEmailPayload } from '../../../../src/features/email-verify/model/email-verify';

describe('e-mail verification page', () => {
  it('requires a valid e-mail', () => {
    expect(emailProblem('')).toBe('required');
    expect(emailProblem('   ')).toBe('required');
    expect(emailProblem('pat@')).toBe('invalidEmail');
    expect(emailProblem(' pat@example.com ')).toBeNull();
  });
  it('saves the trimmed e-mail with PUT /patients and marks it verified with PUT /user', () => {
    const patient = patientEmailPayload(7, ' pat@example.com ');
    expect(patient).toEqual({ u_id: 7, userAttributes: [{ Name: 'email', Value: 'pat@example.com' }] });
    expect(patientUpdatePayloadSchema.safeParse(patient).success).toBe(true);
    const user = emailVerifiedPayload(7);
    expect(user).toEqual({ u_id: 7, userData: [{ Name: 'email_verified', Value: 1 }] });
    expect(userUpdatePayloadSchema.safeParse(user).success).toBe(true);
  });
  it('a 409 is the blocked message; anything else a failed save', () => {
    expect(emailSaveFailureOf(409)).toBe('blocked');
    expect(emailSaveFailureOf(500)).toBe('saveFailed');
    expect(emailSaveFailureOf(undefined)).toBe('saveFailed');
  });
});
