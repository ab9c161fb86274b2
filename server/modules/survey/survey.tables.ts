import { boolean, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { FeedbackItem } from '../../../src/domain/survey/feedback.schema';
import type { SurveyAnswer, SurveyQuestion, SurveyResponseMedication } from '../../../src/domain/survey/survey.schema';

// Mirrors server/platform/db/migrations/0130_surveys.sql, the source of truth for these tables.

export const surveys = pgTable('surveys', {
  surveyId: integer('survey_id').primaryKey(),
  surveyName: text('survey_name').notNull(),
  surveyNameEs: text('survey_name_es'),
  scoreType: text('score_type').$type<'AVG' | 'SUM'>(),
  avgNumQuestions: integer('avg_num_questions').notNull(),
  questions: jsonb('questions').$type<SurveyQuestion[]>().notNull(),
  questionsEs: jsonb('questions_es').$type<SurveyQuestion[]>(),
});

export const surveyEvents = pgTable(
  'survey_events',
  {
    uId: integer('u_id').notNull(),
    surveyEventId: integer('survey_event_id').notNull(),
    surveyId: integer('survey_id').notNull(),
    dueDate: date('due_date'),
    completed: boolean('completed').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    partialAnswers: jsonb('partial_answers').$type<SurveyAnswer[]>(),
    partialScore: doublePrecision('partial_score'),
    partialFlagged: jsonb('partial_flagged').$type<number[]>(),
    partialSavedAt: timestamp('partial_saved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.uId, table.surveyEventId] })],
);

export const surveyResponses = pgTable(
  'survey_responses',
  {
    responseId: integer('response_id').primaryKey().generatedByDefaultAsIdentity(),
    uId: integer('u_id').notNull(),
    surveyEventId: integer('survey_event_id').notNull(),
    surveyId: integer('survey_id').notNull(),
    timeCompleted: text('time_completed').notNull(),
    numQuestions: integer('num_questions').notNull(),
    answers: jsonb('answers').$type<SurveyAnswer[]>().notNull(),
    flaggedQuestions: jsonb('flagged_questions').$type<number[]>().notNull(),
    careProviderId: integer('care_provider_id'),
    medications: jsonb('medications').$type<SurveyResponseMedication[]>().notNull(),
    score: doublePrecision('score').notNull(),
    terminatedEarly: boolean('terminated_early').notNull().default(false),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('survey_responses_patient_event').on(table.uId, table.surveyEventId)],
);

// Patient feedback (migration 0070).
export const patientFeedback = pgTable('patient_feedback', {
  feedbackId: integer('feedback_id').primaryKey().generatedByDefaultAsIdentity(),
  uId: integer('u_id').notNull(),
  product: text('product').notNull(),
  feedbackType: text('feedback_type').$type<'NPS'>().notNull(),
  timeReceived: timestamp('time_received', { withTimezone: true }).notNull().defaultNow(),
  items: jsonb('items').$type<FeedbackItem[]>().notNull(),
}, (table) => [index('patient_feedback_latest').on(table.uId, table.feedbackType, table.timeReceived.desc())]);
