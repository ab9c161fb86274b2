import type { Database } from '../../platform/db/database';
import { completeActivity } from './activity.queries';
import { HttpError } from '../../platform/http/http-error';

/** A save that carries an activityId (confirm-address, missing-insurance flows) completes that activity. */
export async function completeLinkedActivity(tx: Database, uId: number, activityId: number | null | undefined): Promise<void> {
  if (activityId === undefined || activityId === null) return;
  if (!(await completeActivity(tx, uId, activityId))) throw new HttpError(404, 'No such activity');
}
