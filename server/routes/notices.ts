import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noticeListResponseSchema } from '../../src/domain/company/outage-notice.schema';
import type { Database } from '../db/database';
import { listActiveNotices } from '../db/queries/notices';

export const noticeRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/notice/list',
    {
      config: { auth: 'none' },
      schema: {
        summary: 'Active outage notices for the banner',
        description: 'Unauthenticated. Spec 02: fetched at start-up and then every hour.',
        tags: ['notices'],
        response: { 200: noticeListResponseSchema },
      },
    },
    async () => ({ notices: await listActiveNotices(db) }),
  );
};
