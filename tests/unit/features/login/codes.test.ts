import { describe, expect, it } from 'vitest';
import {
  RESEND_SECONDS,
  SKIP_DELAY_MS,
  canAuthenticate,
  mfaCodeProblem,
  recoveryCodeProblem,
  verificationCodeProblem,
} from '../../../../src/features/login/model/codes';

describe('codes (spec 01 §5, §9)', () => {
  it('multi-factor: Authenticate is disabled while the code is empty', () => {
    expect(canAuthenticate('')).toBe(false);
    expect(canAuthenticate('   ')).toBe(false);
    expect(canAuthenticate('1')).toBe(true);
  });
  it('multi-factor: the code is numeric, 6 digits', () => {
    expect(mfaCodeProblem('123456')).toBeNull();
    expect(mfaCodeProblem('12345')).toBe('mfaCodeFormat');
    expect(mfaCodeProblem('1234567')).toBe('mfaCodeFormat');
    expect(mfaCodeProblem('12345a')).toBe('mfaCodeFormat');
  });
  it('recovery: the code is required and numeric', () => {
    expect(recoveryCodeProblem('')).toBe('codeRequired');
    expect(recoveryCodeProblem('12a')).toBe('codeNumeric');
    expect(recoveryCodeProblem('123456')).toBeNull();
  });
  it('verification: the code is required', () => {
    expect(verificationCodeProblem('')).toBe('codeRequired');
    expect(verificationCodeProblem('654321')).toBeNull();
  });
  it('resend after 60 seconds; skip proceeds after 6 seconds', () => {
    expect(RESEND_SECONDS).toBe(60);
    expect(SKIP_DELAY_MS).toBe(6000);
  });
});
