import { amplifyAuth } from './amplify';

/** Where a forgotten-password request stands: a code was sent, or nothing more is needed. */
export type PasswordResetOutcome = { step: 'code-sent'; destination?: string } | { step: 'done' };

/** Step one of "forgot password" (spec 01 §4): the identity provider sends a code to the username's contact. */
export async function requestPasswordReset(username: string): Promise<PasswordResetOutcome> {
  const { isPasswordReset, nextStep } = await (await amplifyAuth()).resetPassword({ username });
  if (isPasswordReset || nextStep.resetPasswordStep === 'DONE') return { step: 'done' };
  return { step: 'code-sent', destination: nextStep.codeDeliveryDetails?.destination };
}

/** Step two: the code from step one plus the new password. */
export async function confirmPasswordReset(username: string, code: string, newPassword: string): Promise<void> {
  await (await amplifyAuth()).confirmResetPassword({ username, confirmationCode: code, newPassword });
}
