/** Spec 01 §3 "Allergy". */
export interface Allergy {
  allergyId: number;
  /** The substance the patient is allergic to. */
  medicationName: string;
  /** Severity. */
  dosage: string;
  /** Reaction. */
  description: string;
  notes: string | null;
}

/** Answer of GET /user/medications/allergies. */
export interface AllergyListResponse {
  allergyMeds: Allergy[];
}

/** Body of POST /user/medications/allergies: fields of at most 50 characters, notes 200. */
export interface AllergyCreatePayload {
  u_id: number;
  medicationName: string;
  dosage: string;
  description: string;
  notes?: string | null;
}

export interface AllergyUpdatePayload extends AllergyCreatePayload {
  allergyId: number;
}

export interface AllergySaveResponse {
  allergy: Allergy;
}

/** Query of DELETE /user/medications/allergies. */
export interface AllergyDeleteQuery {
  u_id: number;
  allergy_id: number;
}
