import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AssessmentSummary } from '../../../src/domain/survey/required-surveys.schema';
import type { Database } from '../../platform/db/database';
import { drugAssessments } from './refill.tables';

/** The required assessments of these medications (mIds) that the patient has not completed. */
export async function requiredIncompleteAssessments(db: Database, uId: number, mIds: readonly number[]): Promise<AssessmentSummary[]> {
  if (mIds.length === 0) return [];
  const rows = await db
    .select()
    .from(drugAssessments)
    .where(
      and(
        eq(drugAssessments.uId, uId),
        inArray(drugAssessments.mId, [...mIds]),
        eq(drugAssessments.isRequired, true),
        eq(drugAssessments.completed, false),
      ),
    )
    .orderBy(asc(drugAssessments.mId), asc(drugAssessments.surveyEventId));
  return rows.map((row) => ({
    mId: row.mId,
    hasIncompleteAssessment: true,
    surveyEventID: row.surveyEventId,
    isRequired: true,
    surveyName: row.surveyName,
  }));
}

/** Completes the drug assessment of a survey event, which lets refills of its medication through. */
export async function completeDrugAssessment(db: Database, uId: number, surveyEventId: number): Promise<void> {
  await db.update(drugAssessments).set({ completed: true }).where(and(eq(drugAssessments.uId, uId), eq(drugAssessments.surveyEventId, surveyEventId)));
}
