import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../../src/domain/common/error-response.schema';
import { surveyAnswerSchema, surveyResponseMedicationSchema } from '../../../src/domain/survey/survey.schema';
import { activities } from '../patient/patient.tables';
import { drugAssessments } from '../refill/refill.tables';
import { surveyResponses } from './survey.tables';
import { CHAIN_ASSESSMENT } from './survey.seed-data';
import { devPatientUId } from '../../dev/dev-patients';
import { createRefillPatient, refillPatientAccount } from '../../dev/refill-patients';
import type { PatientDataRouteOptions } from '../../platform/http/route-options';
import { jsonBodyErrorResponses } from '../../platform/http/shared-responses';
import { openRoute } from '../../platform/http/route-declarations';

const tags = ['dev'];

/**
 * Development and test only (never registered in production): fresh patients with the refill
 * prescriptions and every demo survey event, Xeljanz held by a mandatory chain of two required
 * assessments (events 9001 and 9004), a home activity for event 5001; and what their survey
 * submissions stored.
 */
export const devSurveyRoutes: FastifyPluginAsyncZod<PatientDataRouteOptions> = async (app, { db, now }) => {
  app.post(
    '/dev/survey-patients',
    openRoute({
      summary: 'Create a signed-up patient with surveys to answer',
      description:
        'Development and test only. Like POST /dev/refill-patients (password Demo#Pass2024, a new survey-…@example.com username), ' +
        'plus a second required assessment of Xeljanz (event 9004), a home activity for survey event 5001, and the demo ' +
        "survey events 5001, 9001-9004, 9101 (every question type) and 9102 (ends early by score). locale 'es' makes Spanish the patient's language.",
      tags,
      body: z.strictObject({ locale: z.enum(['en', 'es']).optional() }).describe('A JSON object: {} for the defaults'),
      response: { 200: z.object({ username: z.string(), password: z.string(), uId: z.number().int() }), ...jsonBodyErrorResponses },
    }),
    async (request) => {
      const username = `survey-${randomBytes(6).toString('hex')}@example.com`;
      const account = { ...refillPatientAccount(username, { fname: 'Sam', lname: 'Survey' }), locale: request.body.locale ?? 'en' };
      return createRefillPatient(db, account, now(), {
        more: async (tx, uId) => {
          await tx.insert(drugAssessments).values({ uId, ...CHAIN_ASSESSMENT });
          await tx.insert(activities).values({ uId, activityName: 'Medication Adherence Check-in', activityType: 'clinical', referenceId: 5001 });
        },
      });
    },
  );

  app.get(
    '/dev/survey-responses',
    openRoute({
      summary: "A patient's submitted survey responses as stored",
      description: 'Development and test only. 404 for an unknown username.',
      tags,
      querystring: z.object({ username: z.string().trim().min(3).max(320) }),
      response: {
        200: z.object({
          responses: z.array(
            z.object({
              surveyEventId: z.number().int(),
              timeCompleted: z.string(),
              answers: z.array(surveyAnswerSchema),
              flaggedQuestions: z.array(z.number().int()),
              medications: z.array(surveyResponseMedicationSchema),
              score: z.number(),
              terminatedEarly: z.boolean(),
            }),
          ),
        }),
        404: errorResponseSchema.describe('No such patient'),
        ...jsonBodyErrorResponses,
      },
    }),
    async (request) => {
      const uId = await devPatientUId(db, request.query.username);
      const rows = await db.select().from(surveyResponses).where(eq(surveyResponses.uId, uId)).orderBy(asc(surveyResponses.responseId));
      return {
        responses: rows.map((row) => ({
          surveyEventId: row.surveyEventId,
          timeCompleted: row.timeCompleted,
          answers: row.answers,
          flaggedQuestions: row.flaggedQuestions,
          medications: row.medications,
          score: row.score,
          terminatedEarly: row.terminatedEarly,
        })),
      };
    },
  );
};
