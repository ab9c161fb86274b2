import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '../../../core/api/http-client';
import type { ShippingHolidayLists, ShippingHolidaysResponse } from '../../../domain/refill/shipping-holiday.schema';

/** The delivery calendar's lists, and the holidays' names in the patient's language by date. */
export interface ShippingCalendar extends ShippingHolidayLists {
  names: Readonly<Record<string, string>>;
}

const list = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** GET /company/shipping-holidays?company_id&locale: the holiday and force-allow lists, and the holidays' names. */
export async function fetchShippingHolidays(client: HttpClient, companyId: number, locale: 'en' | 'es' = 'en'): Promise<ShippingCalendar> {
  const { body } = await client.request<ShippingHolidaysResponse>('/company/shipping-holidays', { query: { company_id: companyId, locale } });
  const lists = body?.shippingHolidays;
  const names: Record<string, string> = {};
  for (const holiday of Array.isArray(body?.holidays) ? body.holidays : []) {
    if (typeof holiday?.holiday === 'string' && typeof holiday.name === 'string') names[holiday.holiday] = holiday.name;
  }
  return {
    ref: list(lists?.ref),
    nonRef: list(lists?.nonRef),
    forceAllowRef: list(lists?.forceAllowRef),
    forceAllowNonRef: list(lists?.forceAllowNonRef),
    names,
  };
}

export const shippingHolidaysQuery = (client: HttpClient, companyId: number, locale: 'en' | 'es' = 'en') =>
  queryOptions({
    queryKey: ['refill', 'shipping-holidays', companyId, locale],
    queryFn: () => fetchShippingHolidays(client, companyId, locale),
    staleTime: 60 * 60_000,
  });
