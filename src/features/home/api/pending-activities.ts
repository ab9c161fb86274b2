import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '../../../core/api/http-client';
import { pendingActivitiesKey } from '../../../core/api/query-keys';
import type { Activity, ActivitiesResponse } from '../../../domain/patient/activity.schema';
import { pendingActivities } from '../model/activities';

/** GET /user/activities?u_id&completed=0: the home activity list (404: nothing pending). */
export async function fetchPendingActivities(client: HttpClient, uId: number): Promise<Activity[]> {
  const { status, body } = await client.request<ActivitiesResponse>('/user/activities', {
    query: { u_id: uId, completed: 0 },
    expectedStatus: [200, 404],
  });
  return status === 404 ? [] : pendingActivities(body);
}

export const pendingActivitiesQuery = (client: HttpClient, uId: number) =>
  queryOptions({ queryKey: pendingActivitiesKey(uId), queryFn: () => fetchPendingActivities(client, uId) });
