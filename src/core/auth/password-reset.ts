import { confirmResetPassword as amplifyConfirmResetPassword, resetPassword as amplifyResetPassword } from 'aws-amplify/auth';

/** Where a forgotten-password request stands: a code was sent, or nothing more is needed. */
export type PasswordResetOutcome = { step: 'code-sent'; destination?: string } | { step: 'done' };

/** Step one of "forgot password" (spec 01 §4): the identity provider sends a code to the username's contact. */
export async function requestPasswordReset(username: string): Promise<PasswordResetOutcome> {
  const { isPasswordReset, nextStep } = await amplifyResetPassword({ username });
  if (isPasswordReset || nextStep.resetPasswordStep === 'DONE') return { step: 'done' };
  return { step: 'code-sent', destination: nextStep.codeDeliveryDetails?.destination };
}

/** Step two: the code from step one plus the new password. */
export async function confirmPasswordReset(username: string, code: string, newPassword: string): Promise<void> {
  await amplifyConfirmResetPassword({ username, confirmationCode: code, newPassword });
}
