import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '../../../core/api/http-client';
import type { MedicationsResponse, Prescription } from '../../../domain/medication/prescription.schema';
import type { RxStatusResponse } from '../../../domain/medication/rx-status.schema';
import type { BillingEntry, BillingResponse } from '../../../domain/medication/order.schema';
import type { OptOutPayload } from '../../../domain/medication/opt-out.schema';
import type { RefillRequestRecord, RefillRequestsResponse } from '../../../domain/refill/refill.schema';

/** GET /user/medications?u_id&med_type=prescription. */
export async function fetchMedications(client: HttpClient, uId: number): Promise<Prescription[]> {
  const { body } = await client.request<MedicationsResponse>('/user/medications', { query: { u_id: uId, med_type: 'prescription' } });
  return Array.isArray(body?.medications) ? body.medications : [];
}

export const medicationsKey = (uId: number) => ['medications', 'list', uId] as const;
export const medicationsQuery = (client: HttpClient, uId: number) => queryOptions({ queryKey: medicationsKey(uId), queryFn: () => fetchMedications(client, uId) });

/**
 * GET /company/rx-status?company_id&locale: the company's patient-facing status names by code.
 * Spec 02 §8: a failure gives an empty map (the widget's own names are shown).
 */
export async function fetchRxStatusNames(client: HttpClient, companyId: number, locale: 'en' | 'es'): Promise<Map<number, string>> {
  try {
    const { body } = await client.request<RxStatusResponse>('/company/rx-status', { query: { company_id: companyId, locale } });
    return new Map((body?.statuses ?? []).filter((status) => status.patientStatusName).map((status) => [status.statusCode, status.patientStatusName]));
  } catch {
    return new Map();
  }
}

export const rxStatusNamesQuery = (client: HttpClient, companyId: number, locale: 'en' | 'es') =>
  queryOptions({ queryKey: ['medications', 'rx-status', companyId, locale], queryFn: () => fetchRxStatusNames(client, companyId, locale), staleTime: 60 * 60_000 });

/** GET /refill-requests?u_id&requestId: the stored request the edit-request view opens. */
export async function fetchRefillRequest(client: HttpClient, uId: number, requestId: number): Promise<RefillRequestRecord> {
  const { body } = await client.request<RefillRequestsResponse>('/refill-requests', { query: { u_id: uId, requestId } });
  const request = body?.refills?.find((refill) => refill.requestId === requestId);
  if (!request) throw new Error('The refill request was not found');
  return request;
}

/** GET /refill-requests/billing?u_id&rxNumber. */
export async function fetchBilling(client: HttpClient, uId: number, rxNumber: string): Promise<BillingEntry[]> {
  const { body } = await client.request<BillingResponse>('/refill-requests/billing', { query: { u_id: uId, rxNumber } });
  return Array.isArray(body?.results) ? body.results : [];
}

export const billingQuery = (client: HttpClient, uId: number, rxNumber: string) =>
  queryOptions({ queryKey: ['medications', 'billing', uId, rxNumber], queryFn: () => fetchBilling(client, uId, rxNumber) });

/** POST /user/medications/opt-out (spec 02 §7 "opt-out call"). */
export async function optOut(client: HttpClient, payload: OptOutPayload): Promise<void> {
  await client.request('/user/medications/opt-out', { method: 'POST', body: payload });
}
