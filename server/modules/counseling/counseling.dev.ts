import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../../src/domain/common/error-response.schema';
import { listCounseling } from './counseling.queries';
import { seedCounseling } from './counseling.seed';
import { devPatientUId } from '../../dev/dev-patients';
import type { PatientDataRouteOptions } from '../../platform/http/route-options';
import { jsonBodyErrorResponses } from '../../platform/http/shared-responses';
import { openRoute } from '../../platform/http/route-declarations';

const bodySchema = z.strictObject({ username: z.string().trim().min(3).max(320).describe('The sign-in name (standard pool)') });

/**
 * Development and test only (never registered in production): gives a fresh test patient the
 * standard counseling items (server/modules/counseling/counseling.seed.ts), so a browser test reviews them without
 * changing the shared demo accounts.
 */
export const devCounselingRoutes: FastifyPluginAsyncZod<PatientDataRouteOptions> = async (app, { db, now }) => {
  app.post(
    '/dev/counseling-events',
    openRoute({
      summary: 'Give a patient the standard counseling items (two to review, one reviewed)',
      description: 'Development and test only. Does nothing when the patient has counseling items already. 404 for an unknown username.',
      tags: ['dev'],
      body: bodySchema,
      response: {
        200: z.object({ eventIds: z.array(z.number().int()).describe('Newest first') }),
        404: errorResponseSchema.describe('No such patient'),
        ...jsonBodyErrorResponses,
      },
    }),
    async (request) => {
      const uId = await devPatientUId(db, request.body.username);
      await db.transaction((tx) => seedCounseling(tx, uId, now()));
      return { eventIds: (await listCounseling(db, uId)).map((event) => event.eventId) };
    },
  );
};
