import type { Locale, MainContact } from './common';
import type { UsernameType } from './session-identity';

/** Spec 01 §9 contact codes: -1 none, 0 e-mail, 1 phone, 3 both. */
export type PreferredContact = -1 | 0 | 1 | 3;

/** Spec 01 §3 "Patient": the contact side of the account. */
export interface Patient {
  uId: number;
  username: string;
  usernameType: UsernameType;
  email: string | null;
  /** +1 and ten digits. */
  phone: string | null;
  preferredContact: PreferredContact;
  /** A phone preference waiting for the patient's text consent, or null. */
  pendingPreferredContact: PreferredContact | null;
  locale: Locale;
}

/** Answer of GET /patients. */
export interface PatientResponse {
  patient: Patient;
}

/**
 * One entry of PUT /patients' userAttributes: the secondary contact (the one that is not the
 * username), or the e-mail confirmed on the e-mail verification page.
 */
export type PatientAttribute = { Name: 'email'; Value: string } | { Name: 'phone'; Value: string };

/** Body of PUT /patients. */
export interface PatientUpdatePayload {
  u_id: number;
  userAttributes: PatientAttribute[];
}

/** Body of PUT /patients/username: the new username, already verified with the identity provider. */
export interface PatientUsernamePayload {
  u_id: number;
  mainContact: MainContact;
}

/** Query of GET /text-consent/block-list. */
export interface TextConsentBlockListQuery {
  u_id: number;
  mobileNumber: string;
}

/**
 * Answer of GET /text-consent/block-list: whether the number has opted out of texts, and the
 * number it must text START or UNSTOP to in order to opt back in.
 */
export interface TextConsentBlockListResponse {
  mobileNumber: string;
  blocked: boolean;
  senderNumber: string;
}
