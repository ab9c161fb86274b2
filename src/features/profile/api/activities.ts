import type { HttpClient } from '../../../core/api/http-client';
import type { Activity, ActivitiesResponse } from '../../../domain/patient/activity.schema';

/** The first pending activity of a type (the confirm-address and missing-insurance links carry no id). */
export async function findPendingActivity(client: HttpClient, uId: number, type: Activity['activityType']): Promise<number | null> {
  const { status, body } = await client.request<ActivitiesResponse>('/user/activities', {
    query: { u_id: uId, completed: 0 },
    expectedStatus: [200, 404],
  });
  if (status === 404) return null;
  return body.activityDetails.find((activity) => activity.activityType === type && activity.completed !== 1)?.activityId ?? null;
}

/** POST /user/activity/completed; confirmed = the patient answered Yes on the address confirmation. */
export async function completeActivity(client: HttpClient, uId: number, activityId: number, confirmed: boolean): Promise<void> {
  await client.request('/user/activity/completed', { method: 'POST', body: { u_id: uId, activityId, confirmed } });
}
