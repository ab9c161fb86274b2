import type { MainContact } from './common';

/** Spec 02 §3 "Enrollment payload": body of POST /enroll-request (no login; existing patients). */
export interface EnrollmentPayload {
  mainContact: MainContact;
  firstName: string;
  lastName: string;
  registrationCode: string;
  /** Null when the patient ticks "no Rx number". */
  rxNumber: string | null;
  /** YYYY-MM-DD. */
  dob: string;
}

/** Spec 02 §3 "Pharmacy option" of the enrollment form. */
export interface PharmacyOption {
  pharmacyName: string;
  supportNumber: string;
}
