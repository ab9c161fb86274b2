import type { MainContact } from './common';
import type { UsernameType } from './session-identity';

/** Query of GET /company/support: the username is RSA-OAEP encrypted (server key), base64, then URI-encoded. */
export interface CompanySupportQuery {
  username_type: UsernameType;
  username: string;
}

/** Answer of GET /company/support. */
export interface CompanySupportResponse {
  companySupport: { supportNumber: string };
}

/** Support reasons of spec 01 §9. */
export type SupportReason = 'App Error' | 'AccountIssue' | 'Information Missing' | 'Update Patient Information' | 'Other';

/** Relating-to options of spec 01 §9. */
export type SupportRelatingTo =
  | 'Assessments'
  | 'Document'
  | 'MFA'
  | 'Medication'
  | 'Patient Profile/Demographic Info'
  | 'Other';

/** Body of POST /support-requests. additionalDetails is longer than 15 characters (spec 01 §5). */
export interface SupportRequestPayload {
  u_id: number;
  reason: SupportReason;
  relatingTo: SupportRelatingTo;
  /** The module the request is about, e.g. Messaging; '' when none. */
  relatingModule: string;
  additionalDetails: string;
}

/** Answer of POST /support-requests. */
export interface SupportRequestResponse {
  requestId: number;
}

/** Body of POST /account-recovery-request (unauthenticated; lost MFA device). */
export interface AccountRecoveryRequestPayload {
  mainContact: MainContact;
}

/**
 * Answer of POST /account-recovery-request. The same answer whether or not the contact is
 * known, so the call cannot be used to find out who has an account.
 */
export interface AccountRecoveryResponse {
  received: true;
}
