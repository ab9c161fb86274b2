import type { RxConfig } from '../config/config-types';
import { identityAuth, type IdentityPoolName } from './configure-identity';

/**
 * The signed-in patient's own security settings at the identity provider (Cognito through
 * aws-amplify): a new username with its verification code, and authenticator-app multi-factor.
 * Loaded on demand by the settings screen; every call goes through `identityAuth`, so it also
 * works on a screen opened directly.
 */
export type UsernameAttribute = 'email' | 'phone_number';

/** UpdateUserAttributes: the identity sends a code to the new address; true when it asks for one. */
export async function requestUsernameAttribute(identity: RxConfig['identity'], pool: IdentityPoolName, attribute: UsernameAttribute, value: string): Promise<boolean> {
  const auth = await identityAuth(identity, pool);
  const output = await auth.updateUserAttribute({ userAttribute: { attributeKey: attribute, value } });
  return output.nextStep.updateAttributeStep === 'CONFIRM_ATTRIBUTE_WITH_CODE';
}

export async function resendUsernameCode(identity: RxConfig['identity'], pool: IdentityPoolName, attribute: UsernameAttribute): Promise<void> {
  await (await identityAuth(identity, pool)).sendUserAttributeVerificationCode({ userAttributeKey: attribute });
}

/** VerifyUserAttribute with the code that reached the new address. */
export async function confirmUsernameCode(identity: RxConfig['identity'], pool: IdentityPoolName, attribute: UsernameAttribute, code: string): Promise<void> {
  await (await identityAuth(identity, pool)).confirmUserAttribute({ userAttributeKey: attribute, confirmationCode: code });
}

export type MfaMethod = 'SMS' | 'TOTP';

export interface MfaState {
  enabled: MfaMethod[];
  preferred: MfaMethod | null;
}

export async function readMfaState(identity: RxConfig['identity'], pool: IdentityPoolName): Promise<MfaState> {
  const { enabled, preferred } = await (await identityAuth(identity, pool)).fetchMFAPreference();
  const known = (method: string): method is MfaMethod => method === 'SMS' || method === 'TOTP';
  return { enabled: (enabled ?? []).filter(known), preferred: preferred && known(preferred) ? preferred : null };
}

/** AssociateSoftwareToken: a new secret (base32) for the authenticator app. */
export async function startTotpSetup(identity: RxConfig['identity'], pool: IdentityPoolName): Promise<string> {
  return (await (await identityAuth(identity, pool)).setUpTOTP()).sharedSecret;
}

/** VerifySoftwareToken with the app's first code, then authenticator MFA on and preferred. */
export async function finishTotpSetup(identity: RxConfig['identity'], pool: IdentityPoolName, code: string): Promise<void> {
  const auth = await identityAuth(identity, pool);
  await auth.verifyTOTPSetup({ code });
  await auth.updateMFAPreference({ totp: 'PREFERRED' });
}

/** Multi-factor off: neither authenticator nor SMS codes are asked at sign-in. */
export async function turnMfaOff(identity: RxConfig['identity'], pool: IdentityPoolName, methods: readonly MfaMethod[]): Promise<void> {
  await (await identityAuth(identity, pool)).updateMFAPreference({
    ...(methods.includes('TOTP') ? { totp: 'DISABLED' as const } : {}),
    ...(methods.includes('SMS') ? { sms: 'DISABLED' as const } : {}),
  });
}
