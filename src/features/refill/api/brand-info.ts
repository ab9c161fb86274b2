import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '../../../core/api/http-client';
import type { BrandInfo, BrandInfoResponse } from '../../../domain/company/brand-info.schema';

/** The portal's languages as the server names them (the first part of the page's language). */
export const serverLocale = (language: string): 'en' | 'es' => (language.toLowerCase().startsWith('es') ? 'es' : 'en');

/**
 * GET /company/brand-info?company_id&brand_id&locale: the pharmacy's phone number, hours and time
 * zone, with its hours note in the patient's language.
 */
export async function fetchBrandInfo(client: HttpClient, companyId: number, brandId: number, locale: 'en' | 'es' = 'en'): Promise<BrandInfo | null> {
  const { body } = await client.request<BrandInfoResponse>('/company/brand-info', { query: { company_id: companyId, brand_id: brandId, locale } });
  return body?.brand ?? null;
}

export const brandInfoQuery = (client: HttpClient, companyId: number, brandId: number, locale: 'en' | 'es' = 'en') =>
  queryOptions({
    queryKey: ['refill', 'brand-info', companyId, brandId, locale],
    queryFn: () => fetchBrandInfo(client, companyId, brandId, locale),
    staleTime: 60 * 60_000,
  });
