import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '../../../core/api/http-client';
import { incompleteCounselingCount } from '../model/badges';

/** GET /user/counseling?completed=0: the counseling tile's badge; an empty list hides the tile. */
export async function fetchIncompleteCounseling(client: HttpClient, uId: number): Promise<number> {
  const { body } = await client.request<unknown>('/user/counseling', { query: { u_id: uId, completed: 0 } });
  return incompleteCounselingCount(body);
}

export const incompleteCounselingQuery = (client: HttpClient, uId: number) =>
  queryOptions({ queryKey: ['home', 'incomplete-counseling', uId], queryFn: () => fetchIncompleteCounseling(client, uId) });
