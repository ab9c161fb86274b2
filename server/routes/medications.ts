import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../src/domain/common/error-response.schema';
import { medicationsQuerySchema, medicationsResponseSchema } from '../../src/domain/medication/prescription.schema';
import { requiredSurveysQuerySchema, requiredSurveysResponseSchema } from '../../src/domain/survey/required-surveys.schema';
import { requiredIncompleteAssessments } from '../db/queries/assessments';
import { medicationsOf } from '../db/queries/refills';
import { HttpError } from './http-error';
import { audited, callerOf } from './patient-access';
import { isPortalRefillable } from '../../src/domain/medication/refill-eligibility';
import type { PatientDataRouteOptions } from './route-options';
import { patientRouteErrors } from './shared-responses';

const tags = ['medications'];

export const NO_REQUIRED_SURVEYS_MESSAGE = 'No required assessments for these medications';

/** The caller's prescriptions (spec 02 §7 "GET /user/medications") and their required assessments. */
export const medicationRoutes: FastifyPluginAsyncZod<PatientDataRouteOptions> = async (app, { db }) => {
  app.get(
    '/user/medications',
    {
      config: { auth: 'patient', uIdIn: 'query', audit: { action: 'read', entity: 'prescription' } },
      schema: {
        summary: "The caller's prescriptions, with refills, orders and their table",
        description:
          'Each prescription carries the refill requests it was in (refills), the orders that hold it, whether an order ' +
          'is in progress for it (hasActiveOrder: a request that is requested or processing, an order in progress, or ' +
          'an in-progress workflow status), its newest request (latestRequestId), the request in progress (requestId) and ' +
          'its table (displayTable: active, pending or inactive). allow_portal_refill=1 keeps the active prescriptions ' +
          'whose next refill may be requested through the portal (portal refills allowed, refills left, no call to the ' +
          'pharmacy required).',
        tags,
        querystring: medicationsQuerySchema,
        response: { 200: medicationsResponseSchema, ...patientRouteErrors },
      },
    },
    async (request) => {
      const { uId } = callerOf(request);
      const portalOnly = request.query.allow_portal_refill === 1;
      const all = await audited(db, request, (tx) => medicationsOf(tx, uId));
      const medications = portalOnly ? all.filter(isPortalRefillable) : all;
      return { medications };
    },
  );

  app.get(
    '/user/medications/required-surveys',
    {
      config: { auth: 'patient', uIdIn: 'query', audit: { action: 'read', entity: 'assessment' } },
      schema: {
        summary: 'The required assessments still to complete for some medications',
        description:
          'The medications are mIds, as repeated m_ids[] (or m_ids) parameters. A refill of a medication with a required ' +
          'assessment waits until it is completed. 404 when there is none, which the widget reads as none.',
        tags,
        querystring: requiredSurveysQuerySchema,
        response: { 200: requiredSurveysResponseSchema, ...patientRouteErrors, 404: errorResponseSchema.describe('No required assessments') },
      },
    },
    async (request) => {
      const { uId } = callerOf(request);
      const mIds = [...new Set([request.query['m_ids[]'], request.query.m_ids].flat().filter((mId): mId is number => mId !== undefined))];
      if (mIds.length === 0) throw new HttpError(400, 'querystring: give at least one medication as m_ids[]');
      const drugAssessmentMappings = await audited(db, request, async (tx) => {
        const found = await requiredIncompleteAssessments(tx, uId, mIds);
        if (found.length === 0) throw new HttpError(404, NO_REQUIRED_SURVEYS_MESSAGE);
        return found;
      });
      return { drugAssessmentMappings };
    },
  );
};
