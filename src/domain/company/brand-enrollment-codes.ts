/**
 * The enrollment code of each brand whose login screen offers enrollment (spec 01 §2 and §6: "per-brand
 * enrollment codes exist; their values are not shown", so the values are ours). The login screen's
 * enroll control (src/features/login/model/enroll-path.ts) links to `/enroll-request?enrollment_code=<code>`;
 * the server accepts the code for the enrollment lookup and request, for the brand and company
 * named here, as many times as needed (unlike a patient's own single-use registration code).
 */
export interface BrandEnrollmentCode {
  brandId: number;
  companyId: number;
  code: string;
}

export const BRAND_ENROLLMENT_CODES: readonly BrandEnrollmentCode[] = [
  { brandId: 3, companyId: 2, code: 'ENROLL-HEALTH-NETWORK' },
  { brandId: 4, companyId: 1, code: 'ENROLL-WAREHOUSE' },
];

/** The brand and company a brand enrollment code stands for; codes are compared exactly. */
export const brandEnrollmentCodeOwner = (code: string): BrandEnrollmentCode | null =>
  BRAND_ENROLLMENT_CODES.find((entry) => entry.code === code) ?? null;
