import type { Patient, PreferredContact } from '../../../domain/patient/patient.schema';

/** Spec 01 §9 contact codes, in the order offered: e-mail, phone, both, none. */
export const CONTACT_CHOICES: readonly PreferredContact[] = [0, 1, 3, -1];

/** A choice the patient's contact details allow: e-mail needs an address, phone a mobile number. */
export function contactChoiceAvailable(choice: PreferredContact, patient: Pick<Patient, 'email' | 'phone'>): boolean {
  const email = Boolean(patient.email);
  const phone = Boolean(patient.phone);
  switch (choice) {
    case 0:
      return email;
    case 1:
      return phone;
    case 3:
      return email && phone;
    default:
      return true;
  }
}

/** Choosing no contact asks to confirm the unsubscribe first (spec 01 §4). */
export const needsUnsubscribeConfirm = (choice: PreferredContact): boolean => choice === -1;

/** The contact that is not the username: a phone for an e-mail username, an e-mail for a phone username. */
export const secondaryContactType = (usernameType: Patient['usernameType']): 'email' | 'phone' => (usernameType === 'email' ? 'phone' : 'email');

export const secondaryContactOf = (patient: Patient): string | null => (secondaryContactType(patient.usernameType) === 'email' ? patient.email : patient.phone);

/** The preference shown: a phone choice waiting for text consent shows as pending. */
export const shownPreference = (patient: Patient): PreferredContact => patient.pendingPreferredContact ?? patient.preferredContact;
