const ENROLL_PATH = '/enroll-request';

/**
 * The enrollment page of a brand's enroll control: the page needs an enrollment code (spec 02
 * §2), so the link carries the brand's; without one there is no link to offer.
 */
export function enrollPathOf(enrollmentCode: string | null): string | null {
  if (!enrollmentCode) return null;
  return `${ENROLL_PATH}?${new URLSearchParams({ enrollment_code: enrollmentCode }).toString()}`;
}
