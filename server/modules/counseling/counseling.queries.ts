import { and, desc, eq } from 'drizzle-orm';
import type { CounselingEvent } from '../../../src/domain/medication/counseling.schema';
import type { Database } from '../../platform/db/database';
import { completeActivitiesFor } from '../patient';
import { counselingEvents } from './counseling.tables';

type CounselingRow = typeof counselingEvents.$inferSelect;

function toEvent(row: CounselingRow): CounselingEvent {
  return {
    eventId: row.eventId,
    counselingName: row.counselingName,
    timeCreated: row.createdAt.toISOString(),
    completed: row.completed,
    portalPrompt: row.portalPrompt,
    options: row.options,
  };
}

/** The patient's counseling items, newest first, optionally only the pending or the reviewed ones. */
export async function listCounseling(db: Database, uId: number, completed?: 0 | 1): Promise<CounselingEvent[]> {
  const rows = await db
    .select()
    .from(counselingEvents)
    .where(and(eq(counselingEvents.uId, uId), completed === undefined ? undefined : eq(counselingEvents.completed, completed)))
    .orderBy(desc(counselingEvents.createdAt), desc(counselingEvents.eventId));
  return rows.map(toEvent);
}

/**
 * Marks one of the patient's items viewed (completed), and completes the home activity that
 * points at it; null when the patient has no such item. Viewing a reviewed item again changes
 * nothing.
 */
export async function markCounselingViewed(db: Database, uId: number, eventId: number, at: Date): Promise<CounselingEvent | null> {
  const [current] = await db
    .select()
    .from(counselingEvents)
    .where(and(eq(counselingEvents.uId, uId), eq(counselingEvents.eventId, eventId)));
  if (!current) return null;
  if (current.completed === 1) return toEvent(current);
  const [row] = await db
    .update(counselingEvents)
    .set({ completed: 1, viewedAt: at })
    .where(eq(counselingEvents.eventId, eventId))
    .returning();
  await completeActivitiesFor(db, uId, 'counseling', eventId, at);
  return toEvent(row!);
}
