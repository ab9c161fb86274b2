import { describe, expect, it } from 'vitest';
import { enrollPathOf } from '../../../../src/features/login/model/enroll-path';
import { prefillFromQuery } from '../../../../src/domain/patient/enrollment-rules';

describe('enrollPathOf', () => {
  it('links to the enrollment page with the brand code as enrollment_code, which the page reads back', () => {
    expect(enrollPathOf('ENROLL-WAREHOUSE')).toBe('/enroll-request?enrollment_code=ENROLL-WAREHOUSE');
    const path = enrollPathOf('A&B C')!;
    expect(path).toBe('/enroll-request?enrollment_code=A%26B+C');
    expect(prefillFromQuery(path.slice(path.indexOf('?'))).enrollmentCode).toBe('A&B C');
  });

  it('offers no link without a code', () => {
    expect(enrollPathOf(null)).toBeNull();
    expect(enrollPathOf('')).toBeNull();
  });
});
