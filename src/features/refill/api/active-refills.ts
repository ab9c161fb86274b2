import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '../../../core/api/http-client';
import type { RefillRequestRecord, RefillRequestsResponse } from '../../../domain/refill/refill.schema';

/** GET /refill-requests?u_id&status=active: the patient's requests still in progress, newest first. */
export async function fetchActiveRefills(client: HttpClient, uId: number): Promise<RefillRequestRecord[]> {
  const { status, body } = await client.request<RefillRequestsResponse>('/refill-requests', {
    query: { u_id: uId, status: 'active' },
    expectedStatus: [200, 404],
  });
  if (status === 404 || !Array.isArray(body?.refills)) return [];
  return [...body.refills].sort((a, b) => b.requestId - a.requestId);
}

export const activeRefillsKey = (uId: number) => ['refill', 'active-requests', uId] as const;

export const activeRefillsQuery = (client: HttpClient, uId: number) =>
  queryOptions({ queryKey: activeRefillsKey(uId), queryFn: () => fetchActiveRefills(client, uId) });
