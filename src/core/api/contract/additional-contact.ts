/** Spec 01 §3 "Additional contact": someone the pharmacy may contact about the patient. */
export interface AdditionalContact {
  contactId: number;
  contactName: string;
  /** How the contact relates to the patient, e.g. "Daughter, caregiver". */
  contactDetail: string;
  /** +1 and ten digits. */
  phone: string | null;
  email: string | null;
}

/** Answer of GET /user/contact. */
export interface AdditionalContactListResponse {
  contacts: AdditionalContact[];
}

/** Body of POST /user/contact: at least one of phone or e-mail. */
export interface AdditionalContactCreatePayload {
  u_id: number;
  contactName: string;
  contactDetail: string;
  phone?: string | null;
  email?: string | null;
}

/** Body of PUT /user/contact. */
export interface AdditionalContactUpdatePayload extends AdditionalContactCreatePayload {
  contactId: number;
}

export interface AdditionalContactSaveResponse {
  contact: AdditionalContact;
}

/** Query of DELETE /user/contact. */
export interface AdditionalContactDeleteQuery {
  u_id: number;
  contact_id: number;
}
