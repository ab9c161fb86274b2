import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '../../../core/api/http-client';
import type { RegistrationLookupResponse } from '../../../domain/account/registration.schema';
import { useHttpClient } from '../../../core/hooks/use-http-client';

/** GET /patients/registration?registration_code (unauthenticated): the pending patient and the terms. */
export async function fetchRegistration(client: HttpClient, registrationCode: string): Promise<RegistrationLookupResponse> {
  const { body } = await client.request<RegistrationLookupResponse>('/patients/registration', {
    auth: false,
    query: { registration_code: registrationCode },
  });
  if (!body?.pendingPatient) throw new Error('No pending patient for this code');
  return { terms: { data: body.terms?.data ?? null }, pendingPatient: body.pendingPatient };
}

export const registrationLookupQuery = (client: HttpClient, registrationCode: string) =>
  queryOptions({
    queryKey: ['register', 'lookup', client.apiBase, registrationCode],
    queryFn: () => fetchRegistration(client, registrationCode),
    // Any failure sends the patient to /login (spec 01 §8): no retries, nothing kept.
    retry: false,
    gcTime: 0,
    staleTime: Infinity,
  });

export function useRegistrationLookup(registrationCode: string | null) {
  const client = useHttpClient();
  return useQuery({ ...registrationLookupQuery(client, registrationCode ?? ''), enabled: registrationCode !== null });
}
