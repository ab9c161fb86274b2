/** Company variants of spec 01 §1. */
export type CompanyVariant = 'standard' | 'care-program' | 'home-only';

/** Spec 01 §3 "Company module": a feature switched on for a company. */
export interface CompanyModule {
  modId: number;
  /** Assessments, Document, Refill, CompanyInfo, Messaging, Medication, OrderHistory, WEB_Counseling, MFA, … */
  name: string;
  description: string;
  /** The module is also offered to auth-link (basic pool) sessions. */
  basicAuthAllowed: boolean;
}

/** Answer of GET /company/modules; the variant travels beside the modules. */
export interface CompanyModulesResponse {
  modules: CompanyModule[];
  variant: CompanyVariant;
}

/** Answer of GET /company/logo: base64 PNGs (no data: prefix). */
export interface BrandImages {
  logo: string;
  favicon: string;
}
