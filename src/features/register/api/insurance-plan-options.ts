import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '../../../core/api/http-client';
import type { InsurancePlanOption, InsurancePlanOptionsResponse } from '../../../domain/patient/insurance.schema';
import { useHttpClient } from '../../../core/hooks/use-http-client';

/** GET /user/insurance/plan-options?brand_id (unauthenticated): the plans the brand offers at registration. */
export async function fetchPlanOptions(client: HttpClient, brandId: number): Promise<InsurancePlanOption[]> {
  const { body } = await client.request<InsurancePlanOptionsResponse>('/user/insurance/plan-options', {
    auth: false,
    query: { brand_id: brandId },
  });
  return Array.isArray(body?.insuranceOptions) ? body.insuranceOptions : [];
}

export const planOptionsQuery = (client: HttpClient, brandId: number) =>
  queryOptions({
    queryKey: ['register', 'plan-options', client.apiBase, brandId],
    queryFn: () => fetchPlanOptions(client, brandId),
    staleTime: 10 * 60_000,
  });

export function usePlanOptions(brandId: number, enabled: boolean) {
  const client = useHttpClient();
  return useQuery({ ...planOptionsQuery(client, brandId), enabled });
}
