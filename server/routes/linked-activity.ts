import type { Database } from '../db/database';
import { completeActivity } from '../db/queries/activities';
import { HttpError } from './http-error';

/** A save that carries an activityId (confirm-address, missing-insurance flows) completes that activity. */
export async function completeLinkedActivity(tx: Database, uId: number, activityId: number | null | undefined): Promise<void> {
  if (activityId === undefined || activityId === null) return;
  if (!(await completeActivity(tx, uId, activityId))) throw new HttpError(404, 'No such activity');
}
