import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../../src/domain/common/error-response.schema';
import { discountSurveyType } from '../../../src/domain/patient/discount-card';
import {
  discountAnswersPayloadSchema,
  discountCardQuerySchema,
  discountCardResponseSchema,
  discountRedemptionPayloadSchema,
  discountRedemptionResponseSchema,
} from '../../../src/domain/patient/discount-card.schema';
import { findDiscountCard, insertDiscountAnswers, latestTutorialCompleted, redeemDiscountCard, toDiscountCard } from './discount-card.queries';
import { discountQuestions } from './discount-questions';
import { HttpError } from '../../platform/http/http-error';
import { audited, callerOf } from '../../platform/auth/patient-access';
import type { PatientDataRouteOptions } from '../../platform/http/route-options';
import { patientRoute } from '../../platform/http/route-declarations';

const tags = ['discount-card'];
const noCard = errorResponseSchema.describe('The caller has no (such) discount card');

/** The discount card (spec 02 §2 "Discount card", §5, §7 "GET /discount-cards", its answers and redemption). */
export const discountCardRoutes: FastifyPluginAsyncZod<PatientDataRouteOptions> = async (app, { db, now }) => {
  app.get(
    '/discount-cards',
    patientRoute({ uIdIn: 'query', audit: { action: 'read', entity: 'discount_card' } }, {
      summary: "The caller's discount card and the questions to ask",
      description: 'Tutorial or FollowUp questions by the latest completed tutorial versus the survey time (spec 02 §5), in the locale.',
      tags,
      querystring: discountCardQuerySchema,
      response: { 200: discountCardResponseSchema, 404: noCard },
    }),
    async (request) => {
      const { uId } = callerOf(request);
      const { locale, discount_id: discountId } = request.query;
      return audited(db, request, async (tx) => {
        const card = await findDiscountCard(tx, uId, discountId);
        if (!card) throw new HttpError(404, 'No such discount card');
        const tutorial = await latestTutorialCompleted(tx, uId);
        const surveyType = discountSurveyType({ latestTutorialCompleted: tutorial?.toISOString() ?? null, surveyTime: card.surveyTime.toISOString(), now: now() });
        return { discountCard: toDiscountCard(card), survey: { surveyType, questions: discountQuestions(surveyType, locale), redeemed: card.redeemedAt !== null } };
      });
    },
  );

  app.post(
    '/discount-cards/answers',
    patientRoute({ uIdIn: 'body', audit: { action: 'write', entity: 'discount_answers' } }, {
      summary: 'Record the answers to the discount card questions',
      tags,
      body: discountAnswersPayloadSchema,
      response: { 200: z.object({ saved: z.literal(true) }), 404: noCard },
    }),
    async (request) => {
      const { uId } = callerOf(request);
      const { discountId, sessionId, surveyType, answers } = request.body;
      await audited(
        db,
        request,
        async (tx) => {
          if (!(await findDiscountCard(tx, uId, discountId))) throw new HttpError(404, 'No such discount card');
          await insertDiscountAnswers(tx, { uId, discountId, sessionId, surveyType, answers, at: now() });
        },
        discountId,
      );
      return { saved: true as const };
    },
  );

  app.post(
    '/discount-cards/redemptions',
    patientRoute({ uIdIn: 'body', audit: { action: 'write', entity: 'discount_card' } }, {
      summary: 'Redeem the discount card (once)',
      description: 'The first call redeems; later calls change nothing and answer alreadyRedeemed with the first time.',
      tags,
      body: discountRedemptionPayloadSchema,
      response: { 200: discountRedemptionResponseSchema, 404: noCard },
    }),
    async (request) => {
      const { uId } = callerOf(request);
      const { discountId } = request.body;
      const result = await audited(
        db,
        request,
        async (tx) => (await redeemDiscountCard(tx, uId, discountId, now())) ?? Promise.reject(new HttpError(404, 'No such discount card')),
        discountId,
      );
      return { redeemedAt: result.redeemedAt.toISOString(), alreadyRedeemed: result.alreadyRedeemed };
    },
  );
};
