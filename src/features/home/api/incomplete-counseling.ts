import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '../../../core/api/http-client';
import { incompleteCounselingCount } from '../model/badges';

/**
 * GET /user/counseling?completed=0: the counseling tile's badge; an empty list (or 404, nothing
 * for this patient) hides the tile.
 */
export async function fetchIncompleteCounseling(client: HttpClient, uId: number): Promise<number> {
  const { status, body } = await client.request<unknown>('/user/counseling', {
    query: { u_id: uId, completed: 0 },
    expectedStatus: [200, 404],
  });
  return status === 404 ? 0 : incompleteCounselingCount(body);
}

/**
 * Keyed by its address and query, as the counseling screen keys its list: marking an item viewed
 * there makes every query of the patient's items stale, this badge included.
 */
export const incompleteCounselingQuery = (client: HttpClient, uId: number) =>
  queryOptions({ queryKey: ['/user/counseling', { u_id: uId, completed: 0 }] as const, queryFn: () => fetchIncompleteCounseling(client, uId) });
