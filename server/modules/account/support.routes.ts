import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountRecoveryRequestPayloadSchema,
  accountRecoveryResponseSchema,
  companySupportQuerySchema,
  companySupportResponseSchema,
  supportRequestPayloadSchema,
  supportRequestResponseSchema,
} from '../../../src/domain/company/support.schema';
import { insertAccountRecoveryRequest, insertSupportRequest } from './support.queries';
import { decryptWithServerKey, DecryptionError } from '../../platform/crypto/server-key';
import { HttpError } from '../../platform/http/http-error';
import { FALLBACK_COMPANY_ID, findCompany } from '../company';
import { patientByUsername } from '../patient';
import { audited, callerOf } from '../../platform/auth/patient-access';
import type { PatientDataRouteOptions } from '../../platform/http/route-options';
import { lookupRoute, patientRoute } from '../../platform/http/route-declarations';

const tags = ['support'];

/**
 * Support requests from settings, lost-device account recovery and the support number a signing-in
 * patient is shown (spec 01 §7).
 */
export const supportRoutes: FastifyPluginAsyncZod<PatientDataRouteOptions> = async (app, { db, rateLimit }) => {
  app.post(
    '/support-requests',
    patientRoute({ uIdIn: 'body', audit: { action: 'write', entity: 'support_request' } }, {
      summary: 'Send a support request',
      description: 'additionalDetails must be longer than 15 characters.',
      tags,
      body: supportRequestPayloadSchema,
      response: { 200: supportRequestResponseSchema },
    }),
    async (request) => {
      callerOf(request);
      const requestId = await audited(db, request, (tx) => insertSupportRequest(tx, request.body), (id) => id);
      return { requestId };
    },
  );

  app.post(
    '/account-recovery-request',
    lookupRoute(rateLimit, { action: 'write', entity: 'account_recovery_request' }, {
      summary: 'Ask an administrator to recover an account (lost MFA device)',
      description:
        'Unauthenticated, rate limited. The same 200 answer whether or not the contact is a known username; ' +
        'a pharmacy administrator follows up within 48 hours.',
      tags,
      body: accountRecoveryRequestPayloadSchema,
      response: { 200: accountRecoveryResponseSchema },
    }),
    async (request) => {
      await audited(db, request, (tx) => insertAccountRecoveryRequest(tx, request.body.mainContact), (result) => result.requestId);
      return { received: true as const };
    },
  );

  app.get(
    '/company/support',
    lookupRoute(rateLimit, { action: 'read', entity: 'patient' }, {
      summary: "The support number of a username's company",
      description:
        'Unauthenticated, rate limited. username is the RSA-OAEP (SHA-256) ciphertext of the username under the key ' +
        'of GET /patients/registration/public-key, base64, URI-encoded. Every username, a patient\'s or not, gets the ' +
        "portal's support number (the fallback company's), so the call does not tell whether an account exists.",
      tags: ['company'],
      querystring: companySupportQuerySchema,
      response: { 200: companySupportResponseSchema },
    }),
    async (request) => {
      let username: string;
      try {
        username = await decryptWithServerKey(db, request.query.username);
      } catch (error) {
        if (error instanceof DecryptionError) throw new HttpError(400, 'querystring/username: not encrypted with the server key');
        throw error;
      }
      const normalized = request.query.username_type === 'email' ? username.trim().toLowerCase() : username.trim();
      // The answer never depends on whose username it is: a patient's company number would tell a
      // stranger that the address or phone number belongs to a patient. The lookup is still audited
      // under the patient it names, so repeated lookups of patients can be seen.
      const supportNumber = await audited(
        db,
        request,
        async (tx) => {
          const patient = await patientByUsername(tx, normalized);
          const company = (await findCompany(tx, FALLBACK_COMPANY_ID))!;
          return { uId: patient?.uId ?? null, supportNumber: company.supportNumber };
        },
        (result) => result.uId,
      );
      return { companySupport: { supportNumber: supportNumber.supportNumber } };
    },
  );
};
