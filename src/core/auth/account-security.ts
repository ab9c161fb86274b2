import {
  confirmUserAttribute,
  fetchMFAPreference,
  sendUserAttributeVerificationCode,
  setUpTOTP,
  updateMFAPreference,
  updateUserAttribute,
  verifyTOTPSetup,
} from 'aws-amplify/auth';
import type { RxConfig } from '../config/config-types';
import { configureIdentity, type IdentityPoolName } from './configure-identity';

/**
 * The signed-in patient's own security settings at the identity provider (Cognito through
 * aws-amplify): a new username with its verification code, and authenticator-app multi-factor.
 * Loaded on demand by the settings screen.
 */
export type UsernameAttribute = 'email' | 'phone_number';

/** UpdateUserAttributes: the identity sends a code to the new address; true when it asks for one. */
export async function requestUsernameAttribute(identity: RxConfig['identity'], pool: IdentityPoolName, attribute: UsernameAttribute, value: string): Promise<boolean> {
  configureIdentity(identity, pool);
  const output = await updateUserAttribute({ userAttribute: { attributeKey: attribute, value } });
  return output.nextStep.updateAttributeStep === 'CONFIRM_ATTRIBUTE_WITH_CODE';
}

export async function resendUsernameCode(identity: RxConfig['identity'], pool: IdentityPoolName, attribute: UsernameAttribute): Promise<void> {
  configureIdentity(identity, pool);
  await sendUserAttributeVerificationCode({ userAttributeKey: attribute });
}

/** VerifyUserAttribute with the code that reached the new address. */
export async function confirmUsernameCode(identity: RxConfig['identity'], pool: IdentityPoolName, attribute: UsernameAttribute, code: string): Promise<void> {
  configureIdentity(identity, pool);
  await confirmUserAttribute({ userAttributeKey: attribute, confirmationCode: code });
}

export type MfaMethod = 'SMS' | 'TOTP';

export interface MfaState {
  enabled: MfaMethod[];
  preferred: MfaMethod | null;
}

export async function readMfaState(identity: RxConfig['identity'], pool: IdentityPoolName): Promise<MfaState> {
  configureIdentity(identity, pool);
  const { enabled, preferred } = await fetchMFAPreference();
  const known = (method: string): method is MfaMethod => method === 'SMS' || method === 'TOTP';
  return { enabled: (enabled ?? []).filter(known), preferred: preferred && known(preferred) ? preferred : null };
}

/** AssociateSoftwareToken: a new secret (base32) for the authenticator app. */
export async function startTotpSetup(identity: RxConfig['identity'], pool: IdentityPoolName): Promise<string> {
  configureIdentity(identity, pool);
  return (await setUpTOTP()).sharedSecret;
}

/** VerifySoftwareToken with the app's first code, then authenticator MFA on and preferred. */
export async function finishTotpSetup(identity: RxConfig['identity'], pool: IdentityPoolName, code: string): Promise<void> {
  configureIdentity(identity, pool);
  await verifyTOTPSetup({ code });
  await updateMFAPreference({ totp: 'PREFERRED' });
}

/** Multi-factor off: neither authenticator nor SMS codes are asked at sign-in. */
export async function turnMfaOff(identity: RxConfig['identity'], pool: IdentityPoolName, methods: readonly MfaMethod[]): Promise<void> {
  configureIdentity(identity, pool);
  await updateMFAPreference({
    ...(methods.includes('TOTP') ? { totp: 'DISABLED' as const } : {}),
    ...(methods.includes('SMS') ? { sms: 'DISABLED' as const } : {}),
  });
}
