import { confirmUserAttribute, fetchUserAttributes, sendUserAttributeVerificationCode, updateUserAttribute } from 'aws-amplify/auth';
import type { RxConfig } from '../config/config-types';
import { configureIdentity, type IdentityPoolName } from './configure-identity';

/**
 * Sends a verification code to `email` (Cognito GetUserAttributeVerificationCode); an address
 * other than the identity's current one is saved first (UpdateUserAttributes), which sends the
 * code itself.
 */
export async function sendEmailVerificationCode(identity: RxConfig['identity'], pool: IdentityPoolName, email: string): Promise<void> {
  configureIdentity(identity, pool);
  const current = (await fetchUserAttributes()).email ?? '';
  if (current.trim().toLowerCase() === email.trim().toLowerCase()) {
    await sendUserAttributeVerificationCode({ userAttributeKey: 'email' });
  } else {
    await updateUserAttribute({ userAttribute: { attributeKey: 'email', value: email.trim() } });
  }
}

/** Cognito VerifyUserAttribute: the code sent to the address proves it. */
export async function confirmEmailVerificationCode(identity: RxConfig['identity'], pool: IdentityPoolName, code: string): Promise<void> {
  configureIdentity(identity, pool);
  await confirmUserAttribute({ userAttributeKey: 'email', confirmationCode: code });
}
