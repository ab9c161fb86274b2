import { isMfaCode, isNumericCode } from '../../../core/validation/codes';

/** Spec 01 §9: resend code timer 60 seconds; skipping verification proceeds after 6 seconds. */
export const RESEND_SECONDS = 60;
export const SKIP_DELAY_MS = 6000;

/** Multi-factor: Authenticate is disabled while the field is empty; the code must be 6 digits. */
export const canAuthenticate = (code: string) => code.trim() !== '';
export const mfaCodeProblem = (code: string): 'mfaCodeFormat' | null => (isMfaCode(code) ? null : 'mfaCodeFormat');

/** Recovery: the code is required and numeric. */
export function recoveryCodeProblem(code: string): 'codeRequired' | 'codeNumeric' | null {
  if (code.trim() === '') return 'codeRequired';
  return isNumericCode(code) ? null : 'codeNumeric';
}

/** Verification: the code is required (and, as every code of the identity provider, numeric). */
export const verificationCodeProblem = recoveryCodeProblem;
