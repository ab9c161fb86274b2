import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../../src/domain/common/error-response.schema';
import { seedDiscountCard } from './discount-card.seed';
import { devPatientUId } from '../../dev/dev-patients';
import type { PatientDataRouteOptions } from '../../platform/http/route-options';
import { jsonBodyErrorResponses } from '../../platform/http/shared-responses';
import { openRoute } from '../../platform/http/route-declarations';

const bodySchema = z.strictObject({
  username: z.string().trim().min(3).max(320).describe('The sign-in name (standard pool)'),
  memberId: z.string().trim().min(1).max(40).optional().describe('Adds a new card (then the newest) with this member ID'),
});

/**
 * Development and test only (never registered in production): gives a fresh test patient the demo
 * discount card (server/modules/discount-card/discount-card.seed.ts), so a browser test redeems it without touching
 * the shared demo accounts.
 */
export const devDiscountCardRoutes: FastifyPluginAsyncZod<PatientDataRouteOptions> = async (app, { db, now }) => {
  app.post(
    '/dev/discount-cards',
    openRoute({
      summary: 'Give a patient the demo discount card',
      description: 'Development and test only. Keeps the card the patient already has, unless a memberId asks for another. 404 for an unknown username.',
      tags: ['dev'],
      body: bodySchema,
      response: {
        200: z.object({ discountId: z.number().int() }),
        404: errorResponseSchema.describe('No such patient'),
        ...jsonBodyErrorResponses,
      },
    }),
    async (request) => {
      const uId = await devPatientUId(db, request.body.username);
      return { discountId: await db.transaction((tx) => seedDiscountCard(tx, uId, now(), request.body.memberId)) };
    },
  );
};
