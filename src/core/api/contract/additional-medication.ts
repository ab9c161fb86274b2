/** Spec 01 §3 "Additional medication": a self-reported medication. */
export interface AdditionalMedication {
  medId: number;
  medicationName: string;
  dosage: string;
  /** How often it is taken. */
  description: string;
  notes: string | null;
}

/** Answer of GET /user/medications/additional. */
export interface AdditionalMedicationListResponse {
  medications: AdditionalMedication[];
}

/** Body of POST /user/medications/additional: fields of at most 50 characters, notes 200. */
export interface AdditionalMedicationCreatePayload {
  u_id: number;
  medicationName: string;
  dosage: string;
  description: string;
  notes?: string | null;
}

export interface AdditionalMedicationUpdatePayload extends AdditionalMedicationCreatePayload {
  medId: number;
}

export interface AdditionalMedicationSaveResponse {
  medication: AdditionalMedication;
}

/** Query of DELETE /user/medications/additional. */
export interface AdditionalMedicationDeleteQuery {
  u_id: number;
  med_id: number;
}
