/** Spec 01 §3 "Insurance". Card images stay in the browser, so the server answers them null. */
export interface Insurance {
  insuranceId: number;
  /** Required for the care-program variant only. */
  planType: string | null;
  planName: string;
  memberId: string;
  /** Home-only variant only, optional there. */
  personCode: string | null;
  bin: string;
  pcn: string;
  group: string;
  isPrimary: boolean;
  frontImage: string | null;
  backImage: string | null;
  /** ISO 8601. */
  timeAdded: string;
  timeLastModified: string;
}

/** Answer of GET /user/insurance, primary first. */
export interface InsuranceListResponse {
  results: Insurance[];
}

/** Body of POST /user/insurance. */
export interface InsuranceCreatePayload {
  u_id: number;
  planType?: string | null;
  planName: string;
  memberId: string;
  personCode?: string | null;
  bin: string;
  pcn: string;
  group: string;
  /** The missing-insurance activity this save completes, or null. */
  activityId?: number | null;
}

/** Body of PUT /user/insurance. */
export interface InsuranceUpdatePayload extends InsuranceCreatePayload {
  insuranceId: number;
  isPrimary: boolean;
}

/** Answer of POST and PUT. */
export interface InsuranceSaveResponse {
  insurance: Insurance;
}

/** Query of DELETE /user/insurance. */
export interface InsuranceDeleteQuery {
  u_id: number;
  insurance_id: number;
}

/** Spec 01 §3 "Insurance plan option" (the registration plan chooser). */
export interface InsurancePlanOption {
  planId: number;
  planName: string;
}

/** Answer of GET /user/insurance/plan-options?brand_id=… (unauthenticated). */
export interface InsurancePlanOptionsResponse {
  insuranceOptions: InsurancePlanOption[];
}
