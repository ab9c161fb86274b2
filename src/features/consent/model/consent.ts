import type { UserUpdatePayload } from '../../../domain/account/user.schema';

/**
 * PUT /user recording when the patient agreed to the terms. The spec names no consent call
 * (spec 01 §4 only routes to /consent when the user has no consent date); this call is ours:
 * the consent date travels as one more userData entry of PUT /user.
 */
export const consentPayload = (uId: number, now: Date): UserUpdatePayload => ({
  u_id: uId,
  userData: [{ Name: 'consent_date', Value: now.toISOString() }],
});

/** The brand whose terms are shown: the patient's own, else the brand of the host page. */
export const termsBrandId = (identityBrandId: number | undefined, hostBrandId: number): number =>
  typeof identityBrandId === 'number' && identityBrandId > 0 ? identityBrandId : hostBrandId;
