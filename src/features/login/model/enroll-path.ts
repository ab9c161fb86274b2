import { BRAND_ENROLLMENT_CODES } from '../../../domain/company/brand-enrollment-codes';

const ENROLL_PATH = '/enroll-request';

/**
 * The enrollment page of a brand's enroll control: the page needs an enrollment code (spec 02
 * §2), so the link carries the brand's; without one there is no link to offer.
 */
export function enrollPathOf(brandId: number): string | null {
  const enrollmentCode = BRAND_ENROLLMENT_CODES.find((entry) => entry.brandId === brandId)?.code;
  if (!enrollmentCode) return null;
  return `${ENROLL_PATH}?${new URLSearchParams({ enrollment_code: enrollmentCode }).toString()}`;
}
