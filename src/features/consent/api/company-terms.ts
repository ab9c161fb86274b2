import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '../../../core/api/http-client';
import type { CompanyTermsResponse } from '../../../domain/account/company-terms.schema';
import { useHttpClient } from '../../../core/hooks/use-http-client';

/** GET /company/terms?brand_id: the brand's terms and conditions as a base64 PDF. */
export async function fetchCompanyTerms(client: HttpClient, brandId: number): Promise<CompanyTermsResponse> {
  const { body } = await client.request<CompanyTermsResponse>('/company/terms', { query: { brand_id: brandId } });
  if (!body?.data) throw new Error('No terms document');
  return body;
}

export const companyTermsQuery = (client: HttpClient, brandId: number) =>
  queryOptions({
    queryKey: ['consent', 'terms', client.apiBase, brandId],
    queryFn: () => fetchCompanyTerms(client, brandId),
    staleTime: 60 * 60_000,
  });

export function useCompanyTerms(brandId: number, enabled: boolean) {
  const client = useHttpClient();
  return useQuery({ ...companyTermsQuery(client, brandId), enabled });
}
