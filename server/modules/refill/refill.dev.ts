import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../../src/domain/common/error-response.schema';
import { refillRequestRecordSchema } from '../../../src/domain/refill/refill.schema';
import { listRefillRequests } from './refill.queries';
import { devPatientUId } from '../../dev/dev-patients';
import { createRefillPatient, refillPatientAccount } from '../../dev/refill-patients';
import type { PatientDataRouteOptions } from '../../platform/http/route-options';
import { jsonBodyErrorResponses } from '../../platform/http/shared-responses';
import { openRoute } from '../../platform/http/route-declarations';

const tags = ['dev'];

const newRefillPatientSchema = z
  .strictObject({
    fname: z.string().trim().min(1).max(50).optional().describe('First name (default Robin)'),
    lname: z.string().trim().min(1).max(50).optional().describe('Last name (default Refill)'),
    consent: z.boolean().optional().describe('false: no consent yet (the post-login routing asks for it)'),
    emailVerified: z.boolean().optional().describe('false: the e-mail is still to verify, in the identity too'),
    scenario: z.enum(['wizard', 'medications']).optional().describe('medications: the medication-screen and order-history cases instead (server/modules/refill/refill.seed-medications.ts)'),
    mfaSetupRequired: z.boolean().optional().describe('true: the first sign-in must set up an authenticator app'),
  })
  .describe('A JSON object: {} for the defaults, or the names to give the patient');

/**
 * Development and test only (never registered in production): fresh patients with the refill
 * prescriptions, so a browser test submits refills without touching the shared demo accounts,
 * and a look at what the database holds afterwards.
 */
export const devRefillRoutes: FastifyPluginAsyncZod<PatientDataRouteOptions> = async (app, { db, now }) => {
  app.post(
    '/dev/refill-patients',
    openRoute({
      summary: 'Create a signed-up patient with the refill-wizard prescriptions',
      description:
        'Development and test only. A confirmed identity user of the standard pool (password Demo#Pass2024, a new ' +
        'refill-…@example.com username) and its patient: company 1, brand 1, consent given, e-mail verified, a Home ' +
        'address and a pickup location, and the prescriptions of the demo refill cases (server/modules/refill/refill.seed.ts) ' +
        'without any order. Send a JSON object as the body ({} for the defaults).',
      tags,
      body: newRefillPatientSchema,
      response: {
        200: z.object({ username: z.string(), password: z.string(), uId: z.number().int() }),
        ...jsonBodyErrorResponses,
      },
    }),
    async (request) => {
      const username = `refill-${randomBytes(6).toString('hex')}@example.com`;
      const account = refillPatientAccount(username, request.body);
      return createRefillPatient(db, account, now(), {
        identity: {
          ...(request.body.mfaSetupRequired ? { mfaSetupRequired: true } : {}),
          ...(account.emailVerified === false ? { attributes: { email_verified: 'false' } } : {}),
        },
      });
    },
  );

  app.get(
    '/dev/refill-requests',
    openRoute({
      summary: "A patient's refill requests as stored, newest first",
      description: 'Development and test only: lets a browser test check what a submission stored. 404 for an unknown username.',
      tags,
      querystring: z.object({ username: z.string().trim().min(3).max(320).describe('The sign-in name (standard pool)') }),
      response: {
        200: z.object({ count: z.number().int(), refills: z.array(refillRequestRecordSchema) }),
        404: errorResponseSchema.describe('No such patient'),
        ...jsonBodyErrorResponses,
      },
    }),
    async (request) => {
      const refills = await listRefillRequests(db, await devPatientUId(db, request.query.username));
      return { count: refills.length, refills };
    },
  );
};
