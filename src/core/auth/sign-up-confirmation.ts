import { amplifyAuth } from './amplify';

/** Confirms an unconfirmed account with the code the identity provider sent (spec 01 §4 "Verification"). */
export async function confirmAccount(username: string, code: string): Promise<void> {
  await (await amplifyAuth()).confirmSignUp({ username, confirmationCode: code });
}

/** Sends the account-confirmation code again. */
export async function resendAccountCode(username: string): Promise<void> {
  await (await amplifyAuth()).resendSignUpCode({ username });
}
