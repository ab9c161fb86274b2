import type { Locale } from './common';
import type { MfaStatus, UsernameType } from './session-identity';

/**
 * groupsMapped (spec 01 §3, spec 02 §7): 0 = care groups still to be mapped by the patient,
 * 1 = mapped by the pharmacy (nothing to ask), 2 = mapped by the patient on the care programs
 * page, 3 = no mapping exists (set after GET /care-groups/mapping answers 404).
 */
export type GroupsMapped = 0 | 1 | 2 | 3;

/** Spec 01 §3 "User", plus what the session needs after sign-in (company, names, MFA). */
export interface User {
  uId: number;
  username: string;
  usernameType: UsernameType;
  companyId: number;
  companyName: string;
  brandId: number;
  /** ISO 8601; null = consent not given yet (routed to /consent). */
  consentDate: string | null;
  emailVerified: 0 | 1;
  groupsMapped: GroupsMapped;
  /** Offset from UTC in minutes, as the browser last reported it. */
  timezone: number | null;
  fname: string;
  lname: string;
  /** YYYY-MM-DD. */
  dob: string | null;
  gender: string | null;
  locale: Locale;
  lastLogin: string | null;
  mfaStatus: MfaStatus;
}

/** Answer of GET /user. */
export interface UserResponse {
  user: User;
}

/** One entry of PUT /user's userData (spec 01 §7); the value type depends on the name. */
export type UserDataItem =
  | { Name: 'timezone'; Value: number }
  /** ISO 8601 time of the sign-in. */
  | { Name: 'last_login'; Value: string }
  | { Name: 'locale'; Value: Locale }
  | { Name: 'groups_mapped'; Value: GroupsMapped }
  | { Name: 'email_verified'; Value: 0 | 1 }
  /** -1 none, 0 e-mail, 1 phone, 3 both. */
  | { Name: 'preferred_contact'; Value: -1 | 0 | 1 | 3 }
  /**
   * ISO 8601 time the patient agreed to the terms on the consent screen. The spec names no
   * consent call; recording it through PUT /user is this contract's choice.
   */
  | { Name: 'consent_date'; Value: string };

/** Body of PUT /user. */
export interface UserUpdatePayload {
  u_id: number;
  userData: UserDataItem[];
}

/**
 * Answer of PUT /user. When the patient asks for texts without having agreed to them, the
 * preference is kept pending and a consent text is sent: consentThreadCreated is true.
 */
export interface UserUpdateResponse {
  user: User;
  consentThreadCreated: boolean;
}
