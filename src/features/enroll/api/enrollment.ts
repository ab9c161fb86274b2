import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../core/api/api-error';
import { useHttpClient } from '../../../core/hooks/use-http-client';
import type { EnrollmentLookupResponse, EnrollmentPayload, PharmacyOption } from '../../../domain/patient/enrollment.schema';

/** GET /enroll-request: the pharmacies to choose from (empty for brands without the dropdown). */
export function usePharmacyOptions(registrationCode: string | null) {
  const client = useHttpClient();
  return useQuery({
    queryKey: ['enroll', 'pharmacies', registrationCode],
    enabled: registrationCode !== null,
    queryFn: async (): Promise<readonly PharmacyOption[]> => {
      const { body } = await client.request<EnrollmentLookupResponse>('/enroll-request', {
        auth: false,
        query: { registration_code: registrationCode ?? '' },
      });
      return body.pharmacies;
    },
  });
}

/** Spec 02 §8: 401 is usernameExistsException, any other failure requestFail. */
export type EnrollmentOutcome = 'enrolled' | 'usernameExistsException' | 'requestFail';

export function useSubmitEnrollment() {
  const client = useHttpClient();
  return useMutation({
    mutationKey: ['enroll', 'submit'],
    mutationFn: async (payload: EnrollmentPayload): Promise<EnrollmentOutcome> => {
      try {
        await client.request('/enroll-request', { method: 'POST', auth: false, body: payload });
        return 'enrolled';
      } catch (error) {
        return error instanceof ApiError && error.status === 401 ? 'usernameExistsException' : 'requestFail';
      }
    },
  });
}
