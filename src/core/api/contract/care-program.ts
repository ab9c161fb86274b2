/** A disease care program a drug can be mapped to; gIds are the care groups it enrolls in. */
export interface CareProgramOption {
  diseaseId: number;
  diseaseName: string;
  gIds: number[];
}

/** Spec 02 §3 "Care program mapping": one drug of the patient and the programs it may belong to. */
export interface CareGroupMapping {
  drugName: string;
  /** Generic Product Identifier; grouping uses its first 8 digits without dashes. */
  gpi: string;
  options: CareProgramOption[];
  /** The drug's own assessment is ready to be taken. */
  assessmentReady: boolean;
  /** The care group's assessment is ready once the mapping is saved. */
  groupAssessmentReady: boolean;
}

/** Answer of GET /care-groups/mapping (404 when the patient has nothing to map). */
export interface CareGroupMappingResponse {
  careGroupMapping: CareGroupMapping[];
  /** True until the patient has saved a mapping once. */
  initialSetup: boolean;
}

/** Body of POST /v2/patient/care-groups: the care groups the patient chose. */
export interface CareGroupsPayload {
  u_id: number;
  gIds: number[];
  groupAssessmentReady: boolean;
}

/** Answer of POST /v2/patient/care-groups. */
export interface CareGroupsResponse {
  gIds: number[];
}
