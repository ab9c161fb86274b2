import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { HttpClient } from '../../../core/api/http-client';
import { useHttpClient } from '../../../core/hooks/use-http-client';
import type { CounselingEvent, CounselingResponse, CounselingViewedResponse } from '../../../domain/medication/counseling.schema';

/** GET /user/counseling?u_id: every counseling item of the patient (404 read as none). */
export async function fetchCounseling(client: HttpClient, uId: number): Promise<CounselingEvent[]> {
  const { status, body } = await client.request<CounselingResponse>('/user/counseling', { query: { u_id: uId }, expectedStatus: [200, 404] });
  if (status === 404 || !Array.isArray(body?.counseling)) return [];
  return body.counseling;
}

/**
 * The patient's counseling items, keyed by address and query as every feature that reads them keys
 * its own (home's badge: the same with `completed: 0`). As a filter this key matches them all, so
 * making it stale refreshes every view of the items without a key shared between features.
 */
export const counselingKey = (uId: number) => ['/user/counseling', { u_id: uId }] as const;

export const counselingQuery = (client: HttpClient, uId: number) =>
  queryOptions({ queryKey: counselingKey(uId), queryFn: () => fetchCounseling(client, uId) });

/** POST /user/counseling/viewed, then the list (and the home badge) are fetched again. */
export function useMarkViewed(uId: number) {
  const client = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['counseling', 'viewed', uId],
    mutationFn: async (eventId: number) => {
      const { body } = await client.request<CounselingViewedResponse>('/user/counseling/viewed', { method: 'POST', body: { u_id: uId, eventId } });
      return body.counselingEvent;
    },
    // The list and every other view of the items (home's badge counts the ones still to review).
    onSettled: () => queryClient.invalidateQueries({ queryKey: counselingKey(uId) }),
  });
}
