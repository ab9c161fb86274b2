import { and, eq } from 'drizzle-orm';
import type { CounselingOption } from '../../../src/domain/medication/counseling.schema';
import type { Database } from '../../platform/db/database';
import { activities } from '../patient/patient.tables';
import { counselingEvents } from './counseling.tables';

export interface NewCounselingEvent {
  counselingName: string;
  portalPrompt: string;
  options: CounselingOption[];
  completed?: 0 | 1;
  createdAt: Date;
}

/** Adds counseling items for a patient (the seed and development routes); answers their ids in order. */
export async function insertCounselingEvents(db: Database, uId: number, events: readonly NewCounselingEvent[]): Promise<number[]> {
  if (events.length === 0) return [];
  const rows = await db
    .insert(counselingEvents)
    .values(events.map((event) => ({ uId, ...event, completed: event.completed ?? 0, viewedAt: event.completed === 1 ? event.createdAt : null })))
    .returning({ eventId: counselingEvents.eventId });
  return rows.map((row) => row.eventId);
}

const DAY_MS = 86_400_000;

/** The counseling items a demo patient (and a fresh test patient) gets: two to review, one reviewed. */
export function standardCounseling(now: Date): NewCounselingEvent[] {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  return [
    {
      counselingName: 'Your new medication guide',
      portalPrompt: 'Your pharmacist prepared these notes about your new prescription. Open each topic to read more.',
      options: [
        {
          content: 'How to take it',
          response: 'Take one tablet by mouth once a day, at the same time each day.\nSwallow it whole with a glass of water.\nYou may take it with or without food.',
        },
        {
          content: 'If you miss a dose',
          response: 'Take it as soon as you remember.\nIf it is almost time for the next dose, skip the missed one.\nNever take two doses at once.',
        },
      ],
      createdAt: daysAgo(2),
    },
    {
      counselingName: 'Storing your injectable safely',
      portalPrompt: 'A few reminders about keeping your pens at the right temperature.',
      options: [
        {
          content: 'Refrigerate unopened pens',
          response: 'Keep unopened pens in the refrigerator between 36°F and 46°F.\nDo not freeze them.',
        },
        { content: 'Travelling', response: 'Carry pens in an insulated bag with a cold pack.\nKeep them out of direct sunlight.' },
      ],
      createdAt: daysAgo(9),
    },
    {
      counselingName: 'Welcome to your pharmacy',
      portalPrompt: 'How to reach us and what to expect from your first delivery.',
      options: [{ content: 'Contacting the pharmacy', response: 'Call us at the number on the pharmacy page.\nWe answer messages within one business day.' }],
      completed: 1,
      createdAt: daysAgo(40),
    },
  ];
}

/**
 * Gives the patient the standard counseling items unless it has some already, and points its home
 * counseling activity (same name) at the matching item.
 */
export async function seedCounseling(tx: Database, uId: number, now: Date): Promise<void> {
  const existing = await tx.select({ eventId: counselingEvents.eventId }).from(counselingEvents).where(eq(counselingEvents.uId, uId)).limit(1);
  if (existing.length > 0) return;
  const events = standardCounseling(now);
  const ids = await insertCounselingEvents(tx, uId, events);
  for (const [index, event] of events.entries()) {
    await tx
      .update(activities)
      .set({ referenceId: ids[index]! })
      .where(and(eq(activities.uId, uId), eq(activities.activityType, 'counseling'), eq(activities.activityName, event.counselingName)));
  }
}
