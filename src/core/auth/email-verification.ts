import type { RxConfig } from '../config/config-types';
import { identityAuth, type IdentityPoolName } from './configure-identity';

/**
 * Sends a verification code to `email` (Cognito GetUserAttributeVerificationCode); an address
 * other than the identity's current one is saved first (UpdateUserAttributes), which sends the
 * code itself.
 */
export async function sendEmailVerificationCode(identity: RxConfig['identity'], pool: IdentityPoolName, email: string): Promise<void> {
  const auth = await identityAuth(identity, pool);
  const current = (await auth.fetchUserAttributes()).email ?? '';
  if (current.trim().toLowerCase() === email.trim().toLowerCase()) {
    await auth.sendUserAttributeVerificationCode({ userAttributeKey: 'email' });
  } else {
    await auth.updateUserAttribute({ userAttribute: { attributeKey: 'email', value: email.trim() } });
  }
}

/** Cognito VerifyUserAttribute: the code sent to the address proves it. */
export async function confirmEmailVerificationCode(identity: RxConfig['identity'], pool: IdentityPoolName, code: string): Promise<void> {
  await (await identityAuth(identity, pool)).confirmUserAttribute({ userAttributeKey: 'email', confirmationCode: code });
}
