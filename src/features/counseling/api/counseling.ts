import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { HttpClient } from '../../../core/api/http-client';
import { useHttpClient } from '../../../core/hooks/use-http-client';
import type { CounselingEvent, CounselingResponse, CounselingViewedResponse } from '../../../domain/medication/counseling.schema';
import { incompleteCounselingKey } from '../../../core/api/query-keys';

/** GET /user/counseling?u_id: every counseling item of the patient (404 read as none). */
export async function fetchCounseling(client: HttpClient, uId: number): Promise<CounselingEvent[]> {
  const { status, body } = await client.request<CounselingResponse>('/user/counseling', { query: { u_id: uId }, expectedStatus: [200, 404] });
  if (status === 404 || !Array.isArray(body?.counseling)) return [];
  return body.counseling;
}

export const counselingKey = (uId: number) => ['counseling', 'events', uId] as const;

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
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: counselingKey(uId) }),
        // The home tile's badge counts the items still to review.
        queryClient.invalidateQueries({ queryKey: incompleteCounselingKey(uId) }),
      ]),
  });
}
