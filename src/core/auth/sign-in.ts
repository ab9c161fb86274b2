import type { SignInOutput } from 'aws-amplify/auth';
import { amplifyAuth } from './amplify';

/** Where a sign-in stands after a step, in the portal's terms (spec 01 §4, "Login flow"). */
export type SignInOutcome =
  | { step: 'done' }
  | { step: 'sms-code'; destination?: string }
  | { step: 'totp-code' }
  /** First sign-in of an account that must use an authenticator: the app is set up with this secret. */
  | { step: 'totp-setup'; secret: string }
  | { step: 'choose-mfa'; options: ('SMS' | 'TOTP')[] }
  | { step: 'new-password' }
  | { step: 'confirm-sign-up' }
  | { step: 'reset-password' }
  | { step: 'unsupported'; amplifyStep: string };

/** Signs in with Cognito's default USER_SRP_AUTH flow: the password never leaves the browser. */
export async function signIn(username: string, password: string): Promise<SignInOutcome> {
  return toOutcome(await (await amplifyAuth()).signIn({ username, password, options: { authFlowType: 'USER_SRP_AUTH' } }));
}

/** Answers the pending challenge: an SMS or authenticator code, a new password, or an MFA choice. */
export async function confirmSignIn(response: string): Promise<SignInOutcome> {
  return toOutcome(await (await amplifyAuth()).confirmSignIn({ challengeResponse: response }));
}

export function toOutcome({ isSignedIn, nextStep }: SignInOutput): SignInOutcome {
  if (isSignedIn || nextStep.signInStep === 'DONE') return { step: 'done' };
  switch (nextStep.signInStep) {
    case 'CONFIRM_SIGN_IN_WITH_SMS_CODE':
      return { step: 'sms-code', destination: nextStep.codeDeliveryDetails?.destination };
    case 'CONFIRM_SIGN_IN_WITH_TOTP_CODE':
      return { step: 'totp-code' };
    case 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP':
      return { step: 'totp-setup', secret: nextStep.totpSetupDetails.sharedSecret };
    case 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION':
      return { step: 'choose-mfa', options: (nextStep.allowedMFATypes ?? []).filter((type) => type === 'SMS' || type === 'TOTP') };
    case 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED':
      return { step: 'new-password' };
    case 'CONFIRM_SIGN_UP':
      return { step: 'confirm-sign-up' };
    case 'RESET_PASSWORD':
      return { step: 'reset-password' };
    default:
      return { step: 'unsupported', amplifyStep: nextStep.signInStep };
  }
}
