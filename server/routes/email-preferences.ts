import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailPreferenceSchema } from '../../src/domain/account/email-preference.schema';
import { errorResponseSchema } from '../../src/domain/common/error-response.schema';
import type { Database } from '../db/database';
import { updateEmailPreference } from '../db/queries/email-preferences';
import { errorBody } from '../error-handling';
import { jsonBodyErrorResponses } from './shared-responses';

export const emailPreferenceRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.put(
    '/email-unsubscribe',
    {
      config: { auth: 'none' },
      schema: {
        summary: 'Unsubscribe from or resubscribe to e-mail',
        description:
          'Unauthenticated. notificationPreference 0 = unsubscribed, 1 = subscribed. ' +
          'Spec 02: the widget treats both 200 and 404 as success.',
        tags: ['email-preferences'],
        body: emailPreferenceSchema,
        response: {
          200: emailPreferenceSchema.describe('The stored preference'),
          404: errorResponseSchema.describe("Unknown e-mail: no preference is stored for it and no patient has it (a patient's address is stored on its first choice)"),
          ...jsonBodyErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const { email, notificationPreference } = request.body;
      const updated = await updateEmailPreference(db, email, notificationPreference);
      if (!updated) return reply.code(404).send(errorBody(404, 'Unknown e-mail address'));
      return updated;
    },
  );
};
