import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '../../../core/api/http-client';
import type { ShippingHolidayLists, ShippingHolidaysResponse } from '../../../domain/refill/shipping-holiday.schema';

const list = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** GET /company/shipping-holidays?company_id: the holiday and force-allow lists. */
export async function fetchShippingHolidays(client: HttpClient, companyId: number): Promise<ShippingHolidayLists> {
  const { body } = await client.request<ShippingHolidaysResponse>('/company/shipping-holidays', { query: { company_id: companyId } });
  const lists = body?.shippingHolidays;
  return { ref: list(lists?.ref), nonRef: list(lists?.nonRef), forceAllowRef: list(lists?.forceAllowRef), forceAllowNonRef: list(lists?.forceAllowNonRef) };
}

export const shippingHolidaysQuery = (client: HttpClient, companyId: number) =>
  queryOptions({
    queryKey: ['refill', 'shipping-holidays', companyId],
    queryFn: () => fetchShippingHolidays(client, companyId),
    staleTime: 60 * 60_000,
  });
