import { describe, expect, it } from 'vitest';
import { patientUpdatePayloadSchema } from '../../../../src/domain/patient/patient.schema';
import { codeFailureOf, codeProblem, emailProblem, emailSaveFailureOf, patientEmailPayload } from '../../../../src/features/email-verify/model/email-verify';

describe('e-mail verification page', () => {
  it('requires a valid e-mail', () => {
    expect(emailProblem('')).toBe('required');
    expect(emailProblem('   ')).toBe('required');
    expect(emailProblem('pat@')).toBe('invalidEmail');
    expect(emailProblem(' pat@example.com ')).toBeNull();
  });
  it('saves the trimmed e-mail with PUT /patients (verification needs the code sent to it)', () => {
    const patient = patientEmailPayload(7, ' pat@example.com ');
    expect(patient).toEqual({ u_id: 7, userAttributes: [{ Name: 'email', Value: 'pat@example.com' }] });
    expect(patientUpdatePayloadSchema.safeParse(patient).success).toBe(true);
  });
  it('asks for a six-digit code', () => {
    expect(codeProblem('')).toBe('codeRequired');
    expect(codeProblem('12345')).toBe('codeFormat');
    expect(codeProblem('12a456')).toBe('codeFormat');
    expect(codeProblem(' 123456 ')).toBeNull();
  });
  it('a wrong code is the incorrect-code message of spec 01 §8; expiry and limits have their own', () => {
    expect(codeFailureOf('CodeMismatchException')).toBe('incorrectCode');
    expect(codeFailureOf('ExpiredCodeException')).toBe('expiredCode');
    expect(codeFailureOf('LimitExceededException')).toBe('limitExceeded');
    expect(codeFailureOf('NetworkError')).toBe('saveFailed');
  });
  it('a 409 is the blocked message; anything else a failed save', () => {
    expect(emailSaveFailureOf(409)).toBe('blocked');
    expect(emailSaveFailureOf(500)).toBe('saveFailed');
    expect(emailSaveFailureOf(undefined)).toBe('saveFailed');
  });
});
