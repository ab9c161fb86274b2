import type { VerifiedIdentity } from './token-verifier';

export const UNVERIFIED_USERNAME_MESSAGE =
  'The new username is not verified for this account: verify it with the code the identity provider sent to it, then refresh the session and try again';

/**
 * Whether the caller's ID token says the identity provider verified this e-mail or phone for
 * the caller (`email` + `email_verified`, `phone_number` + `phone_number_verified`): a username
 * may change to it only then (spec 01 §4: verification code first).
 */
export function contactVerifiedFor(identity: Pick<VerifiedIdentity, 'email' | 'emailVerified' | 'phoneNumber' | 'phoneNumberVerified'> | undefined, type: 'email' | 'phone', value: string): boolean {
  if (!identity) return false;
  if (type === 'email') return identity.emailVerified && identity.email?.trim().toLowerCase() === value.trim().toLowerCase();
  return identity.phoneNumberVerified && identity.phoneNumber === value;
}
