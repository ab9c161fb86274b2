import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  counselingQuerySchema,
  counselingResponseSchema,
  counselingViewedPayloadSchema,
  counselingViewedResponseSchema,
} from '../../../src/domain/medication/counseling.schema';
import { errorResponseSchema } from '../../../src/domain/common/error-response.schema';
import { listCounseling, markCounselingViewed } from './counseling.queries';
import { HttpError } from '../../platform/http/http-error';
import { audited, callerOf } from '../../platform/auth/patient-access';
import type { PatientDataRouteOptions } from '../../platform/http/route-options';
import { patientRoute } from '../../platform/http/route-declarations';

const tags = ['counseling'];

/** Counseling items (spec 02 §2 "Counseling", §7 "GET /user/counseling", "POST /user/counseling/viewed"). */
export const counselingRoutes: FastifyPluginAsyncZod<PatientDataRouteOptions> = async (app, { db, now }) => {
  app.get(
    '/user/counseling',
    patientRoute({ uIdIn: 'query', audit: { action: 'read', entity: 'counseling' } }, {
      summary: "The caller's counseling items, newest first",
      description: 'completed=0 lists only the items still to review (the home badge). An empty list when there are none.',
      tags,
      querystring: counselingQuerySchema,
      response: { 200: counselingResponseSchema },
    }),
    async (request) => {
      const { uId } = callerOf(request);
      const counseling = await audited(db, request, (tx) => listCounseling(tx, uId, request.query.completed));
      return { counseling };
    },
  );

  app.post(
    '/user/counseling/viewed',
    patientRoute({ uIdIn: 'body', audit: { action: 'write', entity: 'counseling' } }, {
      summary: 'Mark a counseling item viewed (reviewed)',
      description: "Also completes the home activity that points at the item. 404 when the item is not the caller's.",
      tags,
      body: counselingViewedPayloadSchema,
      response: { 200: counselingViewedResponseSchema, 404: errorResponseSchema.describe('No such counseling item') },
    }),
    async (request) => {
      const { uId } = callerOf(request);
      const { eventId } = request.body;
      const counselingEvent = await audited(
        db,
        request,
        async (tx) => (await markCounselingViewed(tx, uId, eventId, now())) ?? Promise.reject(new HttpError(404, 'No such counseling item')),
        eventId,
      );
      return { counselingEvent };
    },
  );
};
