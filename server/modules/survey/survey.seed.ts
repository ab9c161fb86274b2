import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { activities } from '../patient/patient.tables';
import { drugAssessments } from '../refill/refill.tables';
import { surveyEvents, surveys } from './survey.tables';
import { DEMO_EVENT_SURVEYS, DEMO_SURVEYS, EVERY_PATIENT_EVENTS } from './survey.seed-data';

/** The demo surveys (reference data). Idempotent. */
export async function seedSurveys(db: Database): Promise<void> {
  await db.insert(surveys).values(DEMO_SURVEYS.map((survey) => ({ ...survey }))).onConflictDoNothing();
}

/**
 * The survey events of a patient: one per drug assessment and clinical home activity whose event
 * has a demo survey (completed like the assessment), and the events every patient has. Idempotent.
 */
export async function seedSurveyEvents(tx: Database, uId: number): Promise<void> {
  const assessments = await tx.select({ id: drugAssessments.surveyEventId, completed: drugAssessments.completed }).from(drugAssessments).where(eq(drugAssessments.uId, uId));
  const clinical = await tx
    .select({ id: activities.referenceId, dueDate: activities.dueDate, completed: activities.completed })
    .from(activities)
    .where(and(eq(activities.uId, uId), eq(activities.activityType, 'clinical'), isNotNull(activities.referenceId)));
  const events = new Map<number, { completed: boolean; dueDate: string | null }>();
  for (const id of EVERY_PATIENT_EVENTS) events.set(id, { completed: false, dueDate: null });
  for (const row of assessments) events.set(row.id, { completed: row.completed, dueDate: null });
  for (const row of clinical) events.set(row.id!, { completed: row.completed === 1, dueDate: row.dueDate });
  const rows = [...events]
    .filter(([id]) => DEMO_EVENT_SURVEYS[id] !== undefined)
    .map(([surveyEventId, event]) => ({ uId, surveyEventId, surveyId: DEMO_EVENT_SURVEYS[surveyEventId]!, completed: event.completed, dueDate: event.dueDate }));
  if (rows.length > 0) await tx.insert(surveyEvents).values(rows).onConflictDoNothing();
}
