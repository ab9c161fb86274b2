import { and, desc, eq } from 'drizzle-orm';
import type { FeedbackItem, PatientFeedback } from '../../../src/domain/survey/feedback.schema';
import type { Database } from '../../platform/db/database';
import { patientFeedback } from './survey.tables';

/** When the patient last gave feedback of this type, or null when never. */
export async function latestFeedback(db: Database, uId: number, feedbackType: 'NPS'): Promise<PatientFeedback | null> {
  const [row] = await db
    .select({ timeReceived: patientFeedback.timeReceived })
    .from(patientFeedback)
    .where(and(eq(patientFeedback.uId, uId), eq(patientFeedback.feedbackType, feedbackType)))
    .orderBy(desc(patientFeedback.timeReceived), desc(patientFeedback.feedbackId))
    .limit(1);
  return row ? { timeReceived: row.timeReceived.toISOString() } : null;
}

export async function insertFeedback(
  db: Database,
  feedback: { uId: number; product: string; feedbackType: 'NPS'; items: FeedbackItem[]; timeReceived: Date },
): Promise<{ feedbackId: number; patientFeedback: PatientFeedback }> {
  const [row] = await db.insert(patientFeedback).values(feedback).returning({ feedbackId: patientFeedback.feedbackId, timeReceived: patientFeedback.timeReceived });
  return { feedbackId: row!.feedbackId, patientFeedback: { timeReceived: row!.timeReceived.toISOString() } };
}
