import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '../../../core/api/http-client';
import type { CompanyTermsResponse } from '../../../domain/account/company-terms.schema';

/** GET /company/terms?brand_id: the brand's terms as a base64 PDF; no login (spec 02 §7). */
export const companyTermsQuery = (client: HttpClient, brandId: number) =>
  queryOptions({
    queryKey: ['terms', 'company', brandId],
    queryFn: async () => (await client.request<CompanyTermsResponse>('/company/terms', { auth: false, query: { brand_id: brandId } })).body,
    retry: false,
  });
