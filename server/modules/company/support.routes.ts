import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountRecoveryRequestPayloadSchema, accountRecoveryResponseSchema, supportRequestPayloadSchema, supportRequestResponseSchema } from '../../../src/domain/company/support.schema';
import { insertAccountRecoveryRequest, insertSupportRequest } from './support.queries';
import { lookupLimit } from '../../platform/rate-limit/lookup-rate-limit';
import { audited, callerOf } from '../../platform/auth/patient-access';
import type { PatientDataRouteOptions } from '../../platform/http/route-options';
import { lookupRouteErrors, patientRouteErrors } from '../../platform/http/shared-responses';

const tags = ['support'];

/** Support requests from settings, and lost-device account recovery (spec 01 §7). */
export const supportRoutes: FastifyPluginAsyncZod<PatientDataRouteOptions> = async (app, { db, rateLimit }) => {
  app.post(
    '/support-requests',
    {
      config: { auth: 'patient', uIdIn: 'body', audit: { action: 'write', entity: 'support_request' } },
      schema: {
        summary: 'Send a support request',
        description: 'additionalDetails must be longer than 15 characters.',
        tags,
        body: supportRequestPayloadSchema,
        response: { 200: supportRequestResponseSchema, ...patientRouteErrors },
      },
    },
    async (request) => {
      callerOf(request);
      const requestId = await audited(db, request, (tx) => insertSupportRequest(tx, request.body), (id) => id);
      return { requestId };
    },
  );

  app.post(
    '/account-recovery-request',
    {
      config: { auth: 'none', rateLimit: lookupLimit(rateLimit), audit: { action: 'write', entity: 'account_recovery_request' } },
      schema: {
        summary: 'Ask an administrator to recover an account (lost MFA device)',
        description:
          'Unauthenticated, rate limited. The same 200 answer whether or not the contact is a known username; ' +
          'a pharmacy administrator follows up within 48 hours.',
        tags,
        body: accountRecoveryRequestPayloadSchema,
        response: { 200: accountRecoveryResponseSchema, ...lookupRouteErrors },
      },
    },
    async (request) => {
      await audited(db, request, (tx) => insertAccountRecoveryRequest(tx, request.body.mainContact), (result) => result.requestId);
      return { received: true as const };
    },
  );
};
