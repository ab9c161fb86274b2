import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '../../../core/api/http-client';
import type { BrandInfo, BrandInfoResponse } from '../../../domain/company/brand-info.schema';

/** GET /company/brand-info?company_id&brand_id: the pharmacy's phone number, hours and time zone. */
export async function fetchBrandInfo(client: HttpClient, companyId: number, brandId: number): Promise<BrandInfo | null> {
  const { body } = await client.request<BrandInfoResponse>('/company/brand-info', { query: { company_id: companyId, brand_id: brandId } });
  return body?.brand ?? null;
}

export const brandInfoQuery = (client: HttpClient, companyId: number, brandId: number) =>
  queryOptions({
    queryKey: ['refill', 'brand-info', companyId, brandId],
    queryFn: () => fetchBrandInfo(client, companyId, brandId),
    staleTime: 60 * 60_000,
  });
