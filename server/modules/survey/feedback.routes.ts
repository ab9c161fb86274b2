import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type FeedbackItem, feedbackLookupQuerySchema, feedbackLookupResponseSchema, feedbackPayloadSchema, feedbackSubmitResponseSchema } from '../../../src/domain/survey/feedback.schema';
import { insertFeedback, latestFeedback } from './feedback.queries';
import { HttpError } from '../../platform/http/http-error';
import { audited, callerOf } from '../../platform/auth/patient-access';
import type { PatientDataRouteOptions } from '../../platform/http/route-options';
import { patientRoute } from '../../platform/http/route-declarations';

const tags = ['feedback'];

export const NO_FEEDBACK_MESSAGE = 'No results found';
/** The NPS score item: { name: 'score', value: '1' … '10' } (spec 02 §5, §9). */
export const NPS_SCORE_ITEM = 'score';

/** The satisfaction score (spec 02 §2 "/nps-form", §7 "GET/POST /feedback"). */
export const feedbackRoutes: FastifyPluginAsyncZod<PatientDataRouteOptions> = async (app, { db, now }) => {
  app.get(
    '/feedback',
    patientRoute({ uIdIn: 'query', audit: { action: 'read', entity: 'feedback' } }, {
      summary: 'When the caller last gave feedback of a type',
      description: `patientFeedback is null, with the message '${NO_FEEDBACK_MESSAGE}', when never (still 200).`,
      tags,
      querystring: feedbackLookupQuerySchema,
      response: { 200: feedbackLookupResponseSchema },
    }),
    async (request) => {
      const { uId } = callerOf(request);
      const patientFeedback = await audited(db, request, (tx) => latestFeedback(tx, uId, request.query.feedback_type));
      return patientFeedback ? { patientFeedback } : { patientFeedback: null, message: NO_FEEDBACK_MESSAGE };
    },
  );

  app.post(
    '/feedback',
    patientRoute({ uIdIn: 'body', audit: { action: 'write', entity: 'feedback' } }, {
      summary: 'Give feedback: the NPS score and an optional comment',
      description: `One item named '${NPS_SCORE_ITEM}' with a whole number from 1 to 10 as its value is required (400 otherwise); other items (a comment) are kept as sent.`,
      tags,
      body: feedbackPayloadSchema,
      response: { 200: feedbackSubmitResponseSchema },
    }),
    async (request) => {
      const { uId } = callerOf(request);
      const items = checkedNpsItems(request.body.feedback);
      const stored = await audited(
        db,
        request,
        (tx) => insertFeedback(tx, { uId, product: request.body.product, feedbackType: request.body.feedback_type, items, timeReceived: now() }),
        (result) => result.feedbackId,
      );
      return { ok: true as const, patientFeedback: stored.patientFeedback };
    },
  );
};

function checkedNpsItems(items: FeedbackItem[]): FeedbackItem[] {
  const scores = items.filter((item) => item.name === NPS_SCORE_ITEM);
  if (scores.length !== 1) throw new HttpError(400, `body/feedback: exactly one item named '${NPS_SCORE_ITEM}' is required`);
  const value = scores[0]!.value.trim();
  if (!/^(?:[1-9]|10)$/.test(value)) throw new HttpError(400, 'body/feedback: the score must be a whole number from 1 to 10');
  return items.map((item) => (item.name === NPS_SCORE_ITEM ? { ...item, value } : item));
}
