import type { MainContact } from './common';
import type { UsernameType } from './session-identity';

/** Spec 01 §3 "Pending patient": what the pharmacy already knows when it issued the registration code. */
export interface PendingPatient {
  email: string | null;
  phone: string | null;
  usernameType: UsernameType;
  /** The username must be the phone number. */
  forceUsernamePhone: boolean;
}

/** The terms document the patient consents to: a base64 PDF, or null when there is none. */
export interface TermsDocument {
  data: string | null;
}

/** Answer of GET /patients/registration?registration_code=… */
export interface RegistrationLookupResponse {
  terms: TermsDocument;
  pendingPatient: PendingPatient;
}

/**
 * One entry of the registration payload's userAttributes (spec 01 §3). `password` is the
 * RSA-OAEP (SHA-256) ciphertext of the password under the server's public key, base64.
 */
export type RegistrationAttribute =
  | { type: 'fname'; value: string }
  | { type: 'lname'; value: string }
  | { type: 'dob'; value: string }
  | { type: 'registrationCode'; value: string }
  | { type: 'password'; value: string }
  /** -1 = no insurance, otherwise a planId of the brand's plan options. */
  | { type: 'insurance_selection'; value: number }
  | { type: 'consent'; value: boolean }
  | { type: 'phone'; value: string }
  | { type: 'email'; value: string }
  /** Offset from UTC in minutes. */
  | { type: 'timezone'; value: number };

export type RegistrationAttributeType = RegistrationAttribute['type'];

/** Body of PUT /patients/registration. */
export interface RegistrationPayload {
  mainContact: MainContact;
  userAttributes: RegistrationAttribute[];
  /** The username must be the e-mail. */
  forceEmailUsername: boolean;
}

/** Answer of a successful registration. */
export interface RegistrationResult {
  registered: true;
  username: string;
}

/** The identity provider's refusal codes the widget maps to messages (spec 01 §8). */
export type RegistrationErrorCode = 'UsernameExistsException' | 'InvalidPasswordException';

/** Error answer of PUT /patients/registration that carries an identity provider code. */
export interface RegistrationFailure {
  error: string;
  message: string;
  code: RegistrationErrorCode;
}

/** Body of PUT /patients/registration/visited. */
export interface RegistrationVisitedPayload {
  registration_code: string;
}

/** The public half of the server's RSA-OAEP key as a JWK, for WebCrypto's importKey. */
export interface RsaOaepPublicJwk {
  kty: 'RSA';
  n: string;
  e: string;
  alg: 'RSA-OAEP-256';
  use: 'enc';
  kid: string;
}

/** Answer of GET /patients/registration/public-key. */
export interface RegistrationPublicKey {
  jwk: RsaOaepPublicJwk;
}

/** Answer of PUT /patients/registration/visited. */
export interface RegistrationVisitedResponse {
  visited: true;
}
