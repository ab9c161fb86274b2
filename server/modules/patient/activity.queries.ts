import { and, asc, eq, sql } from 'drizzle-orm';
import type { Activity } from '../../../src/domain/patient/activity.schema';
import type { Database } from '../../platform/db/database';
import { activities } from './patient.tables';

type ActivityRow = typeof activities.$inferSelect;
type ActivityType = ActivityRow['activityType'];

function toActivity(row: ActivityRow): Activity {
  return {
    activityId: row.activityId,
    activityName: row.activityName,
    activityType: row.activityType,
    dueDate: row.dueDate,
    completed: row.completed,
    referenceId: row.referenceId,
  };
}

/** The patient's activities, earliest due first (undated last), optionally only pending or completed ones. */
export async function listActivities(db: Database, uId: number, completed?: 0 | 1): Promise<Activity[]> {
  const rows = await db
    .select()
    .from(activities)
    .where(and(eq(activities.uId, uId), completed === undefined ? undefined : eq(activities.completed, completed)))
    .orderBy(sql`${activities.dueDate} ASC NULLS LAST`, asc(activities.activityId));
  return rows.map(toActivity);
}

/** Marks one of the patient's activities complete; null when the patient has no such activity. */
export async function completeActivity(db: Database, uId: number, activityId: number, confirmed?: boolean): Promise<Activity | null> {
  const [row] = await db
    .update(activities)
    .set({ completed: 1, completedAt: sql`now()`, confirmed: confirmed ?? null })
    .where(and(eq(activities.uId, uId), eq(activities.activityId, activityId)))
    .returning();
  return row ? toActivity(row) : null;
}

/** Adds a home activity to the patient's list. */
export async function addActivity(
  db: Database,
  activity: { uId: number; activityName: string; activityType: ActivityType; referenceId: number | null; dueDate?: string | null },
): Promise<void> {
  await db.insert(activities).values(activity);
}

/**
 * The patient's pending activity of this type that points at `referenceId` (a survey event, a
 * counseling item), the oldest first, or null.
 */
export async function pendingActivityFor(db: Database, uId: number, activityType: ActivityType, referenceId: number): Promise<{ activityId: number; dueDate: string | null } | null> {
  const [row] = await db
    .select({ activityId: activities.activityId, dueDate: activities.dueDate })
    .from(activities)
    .where(and(eq(activities.uId, uId), eq(activities.activityType, activityType), eq(activities.referenceId, referenceId), eq(activities.completed, 0)))
    .orderBy(asc(activities.activityId))
    .limit(1);
  return row ?? null;
}

/** Completes the patient's pending activities of this type that point at `referenceId`. */
export async function completeActivitiesFor(db: Database, uId: number, activityType: ActivityType, referenceId: number, at: Date): Promise<void> {
  await db
    .update(activities)
    .set({ completed: 1, completedAt: at })
    .where(and(eq(activities.uId, uId), eq(activities.activityType, activityType), eq(activities.referenceId, referenceId), eq(activities.completed, 0)));
}
