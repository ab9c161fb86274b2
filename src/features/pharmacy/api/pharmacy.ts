import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '../../../core/api/http-client';
import type { BrandAlert, BrandAlertsResponse, BrandInfo, BrandInfoResponse } from '../../../domain/company/brand-info.schema';

/** GET /company/brand-info?company_id&brand_id&locale: the pharmacy behind the brand (hours note in the locale). */
export async function fetchBrandInfo(client: HttpClient, companyId: number, brandId: number, locale: 'en' | 'es'): Promise<BrandInfo> {
  const { body } = await client.request<BrandInfoResponse>('/company/brand-info', { query: { company_id: companyId, brand_id: brandId, locale } });
  return body.brand;
}

/** GET /company/brand-info/alerts?company_id&brand_id: the pharmacy's updates; 404 means there are none. */
export async function fetchBrandAlerts(client: HttpClient, companyId: number, brandId: number): Promise<BrandAlert[]> {
  const { status, body } = await client.request<BrandAlertsResponse>('/company/brand-info/alerts', {
    query: { company_id: companyId, brand_id: brandId },
    expectedStatus: [200, 404],
  });
  return status === 404 || !Array.isArray(body?.brandAlerts) ? [] : body.brandAlerts;
}

export const pharmacyInfoQuery = (client: HttpClient, companyId: number, brandId: number, locale: 'en' | 'es') =>
  queryOptions({ queryKey: ['pharmacy', 'brand-info', companyId, brandId, locale], queryFn: () => fetchBrandInfo(client, companyId, brandId, locale) });

export const pharmacyAlertsQuery = (client: HttpClient, companyId: number, brandId: number) =>
  queryOptions({ queryKey: ['pharmacy', 'alerts', companyId, brandId], queryFn: () => fetchBrandAlerts(client, companyId, brandId) });
