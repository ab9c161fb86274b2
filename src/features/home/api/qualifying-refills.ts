import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '../../../core/api/http-client';
import { qualifyingRefillCount } from '../model/badges';

/** GET /user/medications (prescriptions the portal may refill): the refill tile's badge. */
export async function fetchQualifyingRefills(client: HttpClient, uId: number): Promise<number> {
  const { body } = await client.request<unknown>('/user/medications', {
    query: { u_id: uId, med_type: 'prescription', allow_portal_refill: 1 },
  });
  return qualifyingRefillCount(body);
}

export const qualifyingRefillsQuery = (client: HttpClient, uId: number) =>
  queryOptions({ queryKey: ['home', 'qualifying-refills', uId], queryFn: () => fetchQualifyingRefills(client, uId) });
