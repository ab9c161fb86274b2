import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../src/domain/common/error-response.schema';
import { medicationsQuerySchema, medicationsResponseSchema } from '../../../src/domain/medication/prescription.schema';
import { requiredSurveysQuerySchema, requiredSurveysResponseSchema } from '../../../src/domain/survey/required-surveys.schema';
import { medicationsOf, requiredIncompleteAssessments } from '../refill';
import { optOutOfPrescription } from './medication.queries';
import { medicationList } from '../patient';
import { optOutPayloadSchema } from '../../../src/domain/medication/opt-out.schema';
import {
  ACTIVE_ORDER_OPT_OUT_MESSAGE,
  optOutResponseSchema,
  selfReportedMedicationDeletePayloadSchema,
} from '../../../src/domain/medication/order-list.schema';
import { deletedResponseSchema } from '../../../src/domain/common/common.schema';
import { HttpError } from '../../platform/http/http-error';
import { audited, callerOf, FORBIDDEN_U_ID_MESSAGE } from '../../platform/auth/patient-access';
import { isPortalRefillable } from '../../../src/domain/medication/refill-eligibility';
import type { PatientDataRouteOptions } from '../../platform/http/route-options';
import { jsonBodyErrorResponses } from '../../platform/http/shared-responses';
import { patientRoute } from '../../platform/http/route-declarations';

const tags = ['medications'];

export const NO_REQUIRED_SURVEYS_MESSAGE = 'No required assessments for these medications';

/**
 * The caller's prescriptions (spec 02 §7 "GET /user/medications"), their required assessments and
 * opt-out, and the self-reported medication removal. The order history is refill/order-history.routes.ts.
 */
export const medicationRoutes: FastifyPluginAsyncZod<PatientDataRouteOptions> = async (app, { db }) => {
  app.get(
    '/user/medications',
    patientRoute({ uIdIn: 'query', audit: { action: 'read', entity: 'prescription' } }, {
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
      response: { 200: medicationsResponseSchema },
    }),
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
    patientRoute({ uIdIn: 'query', audit: { action: 'read', entity: 'assessment' } }, {
      summary: 'The required assessments still to complete for some medications',
      description:
        'The medications are mIds, as repeated m_ids[] (or m_ids) parameters. A refill of a medication with a required ' +
        'assessment waits until it is completed. 404 when there is none, which the widget reads as none.',
      tags,
      querystring: requiredSurveysQuerySchema,
      response: { 200: requiredSurveysResponseSchema, 404: errorResponseSchema.describe('No required assessments') },
    }),
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

  app.post(
    '/user/medications/opt-out',
    patientRoute({ uIdIn: 'body', audit: { action: 'write', entity: 'prescription' } }, {
      summary: 'Opt out of a prescription (suspend it)',
      description:
        'Spec 02 §4/§5 "Prescription opt-out": the prescription is suspended (cancelled, inactive) and the reasons kept for ' +
        "the pharmacy; only the prescriber can undo it. 409 with a message containing 'active order' while an order is " +
        'scheduled for it; 409 when it is not active any more; 404 for a prescription that is not the caller\'s.',
      tags,
      body: optOutPayloadSchema,
      response: { 200: optOutResponseSchema, ...jsonBodyErrorResponses, 404: errorResponseSchema, 409: errorResponseSchema },
    }),
    async (request) => {
      const { uId } = callerOf(request);
      const { rxNumber, reasons, otherReason } = request.body;
      await audited(
        db,
        request,
        async (tx) => {
          const outcome = await optOutOfPrescription(tx, uId, rxNumber, reasons, otherReason);
          if (outcome.kind === 'not-found') throw new HttpError(404, 'No such prescription');
          if (outcome.kind === 'not-active') throw new HttpError(409, 'This prescription is no longer active');
          if (outcome.kind === 'active-order') throw new HttpError(409, ACTIVE_ORDER_OPT_OUT_MESSAGE);
        },
        rxNumber,
      );
      return { rxNumber, suspended: true as const };
    },
  );

  app.delete(
    '/user/self-reported/medications',
    patientRoute({ uIdIn: 'none', audit: { action: 'write', entity: 'additional_medication' } }, {
      summary: 'Remove a self-reported medication (the medication as listed, in the body)',
      description:
        'Spec 02 §7: the JSON body is the medication as GET /user/medications/additional lists it, with uId (403 when it ' +
        "is not the caller's). 404 when the caller has no such medication.",
      tags,
      body: selfReportedMedicationDeletePayloadSchema,
      response: { 200: deletedResponseSchema, ...jsonBodyErrorResponses, 404: errorResponseSchema },
    }),
    async (request) => {
      const { uId } = callerOf(request);
      const { uId: claimed, medId } = request.body;
      if (claimed !== uId) throw new HttpError(403, FORBIDDEN_U_ID_MESSAGE);
      await audited(
        db,
        request,
        async (tx) => {
          if (!(await medicationList.remove(tx, uId, medId))) throw new HttpError(404, 'No such self-reported medication');
        },
        medId,
      );
      return { deleted: true as const, id: medId };
    },
  );
};
