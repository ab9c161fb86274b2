import { describe, expect, it } from 'vitest';
import { enrollPathOf } from '../../../../src/features/login/model/enroll-path';
import { prefillFromQuery } from '../../../../src/domain/patient/enrollment-rules';
import { BRAND_ENROLLMENT_CODES } from '../../../../src/domain/company/brand-enrollment-codes';

describe('enrollPathOf', () => {
  it("links to the enrollment page with the brand's code as enrollment_code, which the page reads back", () => {
    for (const { brandId, code } of BRAND_ENROLLMENT_CODES) {
      const path = enrollPathOf(brandId)!;
      expect(path).toBe(`/enroll-request?enrollment_code=${encodeURIComponent(code)}`);
      expect(prefillFromQuery(path.slice(path.indexOf('?'))).enrollmentCode).toBe(code);
    }
  });

  it('offers no link for a brand without a code', () => {
    expect(enrollPathOf(1)).toBeNull();
    expect(enrollPathOf(99)).toBeNull();
  });
});
