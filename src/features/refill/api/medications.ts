import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '../../../core/api/http-client';
import type { MedicationsResponse, Prescription } from '../../../domain/medication/prescription.schema';

/** Spec 02 §4: the medication load includes a 300 ms delay. */
export const MEDICATIONS_LOAD_DELAY_MS = 300;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** GET /user/medications?u_id&med_type=prescription: every prescription of the patient. */
export async function fetchRefillMedications(client: HttpClient, uId: number, delayMs = MEDICATIONS_LOAD_DELAY_MS): Promise<Prescription[]> {
  const [{ body }] = await Promise.all([
    client.request<MedicationsResponse>('/user/medications', { query: { u_id: uId, med_type: 'prescription' } }),
    delay(delayMs),
  ]);
  return Array.isArray(body?.medications) ? body.medications : [];
}

export const refillMedicationsKey = (uId: number) => ['refill', 'medications', uId] as const;

export const refillMedicationsQuery = (client: HttpClient, uId: number) =>
  queryOptions({ queryKey: refillMedicationsKey(uId), queryFn: () => fetchRefillMedications(client, uId) });
