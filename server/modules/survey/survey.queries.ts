import { and, asc, eq, sql } from 'drizzle-orm';
import type { IncompleteSurvey, Survey, SurveyAnswer, SurveyResponseMedication } from '../../../src/domain/survey/survey.schema';
import type { Database } from '../../platform/db/database';
import { pendingActivityFor } from '../patient';
import { completeDrugAssessment } from '../refill';
import { surveyEvents, surveyResponses, surveys } from './survey.tables';

export type Locale = 'en' | 'es';

export interface SurveyEventRow {
  surveyEventId: number;
  completed: boolean;
  survey: typeof surveys.$inferSelect;
  partialAnswers: SurveyAnswer[] | null;
  partialScore: number | null;
}

/** One of the patient's survey events with its survey, or null. */
export async function findSurveyEvent(db: Database, uId: number, surveyEventId: number): Promise<SurveyEventRow | null> {
  const [row] = await db
    .select({ event: surveyEvents, survey: surveys })
    .from(surveyEvents)
    .innerJoin(surveys, eq(surveys.surveyId, surveyEvents.surveyId))
    .where(and(eq(surveyEvents.uId, uId), eq(surveyEvents.surveyEventId, surveyEventId)));
  if (!row) return null;
  return { surveyEventId, completed: row.event.completed, survey: row.survey, partialAnswers: row.event.partialAnswers, partialScore: row.event.partialScore };
}

/** The pending clinical home activity that points at this survey event, if any. */
const activityOf = (db: Database, uId: number, surveyEventId: number) => pendingActivityFor(db, uId, 'clinical', surveyEventId);

/** The survey of an event as the widget is given it, in the language asked for. */
export async function surveyForEvent(db: Database, uId: number, event: SurveyEventRow, locale: Locale): Promise<Survey> {
  const { survey } = event;
  const spanish = locale === 'es';
  const activity = await activityOf(db, uId, event.surveyEventId);
  return {
    surveyId: survey.surveyId,
    surveyEventId: event.surveyEventId,
    surveyName: (spanish ? survey.surveyNameEs : null) ?? survey.surveyName,
    ...(survey.scoreType ? { scoreType: survey.scoreType } : {}),
    avgNumQuestions: survey.avgNumQuestions,
    questions: (spanish ? survey.questionsEs : null) ?? survey.questions,
    partialResponse:
      event.partialAnswers && event.partialAnswers.length > 0
        ? { partialAnswers: event.partialAnswers, numQuestionsAnswered: event.partialAnswers.length, partialScore: event.partialScore ?? 0 }
        : null,
    activityId: activity?.activityId ?? null,
  };
}

/** The patient's survey events still to answer, earliest due first. */
export async function incompleteSurveys(db: Database, uId: number, locale: Locale): Promise<IncompleteSurvey[]> {
  const rows = await db
    .select({ event: surveyEvents, survey: surveys })
    .from(surveyEvents)
    .innerJoin(surveys, eq(surveys.surveyId, surveyEvents.surveyId))
    .where(and(eq(surveyEvents.uId, uId), eq(surveyEvents.completed, false)))
    .orderBy(sql`${surveyEvents.dueDate} ASC NULLS LAST`, asc(surveyEvents.surveyEventId));
  const list: IncompleteSurvey[] = [];
  for (const { event, survey } of rows) {
    const activity = await activityOf(db, uId, event.surveyEventId);
    list.push({
      surveyEventID: event.surveyEventId,
      activityId: activity?.activityId ?? null,
      surveyName: (locale === 'es' ? survey.surveyNameEs : null) ?? survey.surveyName,
      dueDate: event.dueDate ?? activity?.dueDate ?? null,
    });
  }
  return list;
}

export async function savePartialResponse(db: Database, uId: number, surveyEventId: number, partial: { answers: SurveyAnswer[]; score: number; flagged: number[] }): Promise<void> {
  await db
    .update(surveyEvents)
    .set({ partialAnswers: partial.answers, partialScore: partial.score, partialFlagged: partial.flagged, partialSavedAt: sql`now()` })
    .where(and(eq(surveyEvents.uId, uId), eq(surveyEvents.surveyEventId, surveyEventId)));
}

export interface FinalResponse {
  surveyEventId: number;
  surveyId: number;
  timeCompleted: string;
  numQuestions: number;
  answers: SurveyAnswer[];
  flaggedQuestions: number[];
  careProviderId: number | null;
  medications: SurveyResponseMedication[];
  score: number;
  terminatedEarly: boolean;
}

/**
 * Stores the final response, completes the survey event (its partial response dropped) and the
 * drug assessment of the same event, which lets refills of that medication through. Answers the
 * response id.
 */
export async function saveFinalResponse(db: Database, uId: number, response: FinalResponse): Promise<number> {
  const [row] = await db.insert(surveyResponses).values({ uId, ...response }).returning({ responseId: surveyResponses.responseId });
  await db
    .update(surveyEvents)
    .set({ completed: true, completedAt: sql`now()`, partialAnswers: null, partialScore: null, partialFlagged: null })
    .where(and(eq(surveyEvents.uId, uId), eq(surveyEvents.surveyEventId, response.surveyEventId)));
  await completeDrugAssessment(db, uId, response.surveyEventId);
  return row!.responseId;
}
