import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noticeListQuerySchema, noticeListResponseSchema } from '../../../src/domain/company/outage-notice.schema';
import type { Database } from '../../platform/db/database';
import { listActiveNotices } from './notices.queries';
import { jsonBodyErrorResponses } from '../../platform/http/shared-responses';
import { openRoute } from '../../platform/http/route-declarations';

export const noticeRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/notice/list',
    openRoute({
      summary: 'Active outage notices for the banner',
      description:
        'Unauthenticated. Spec 02: fetched at start-up and then every hour. Each message is in the locale asked for when the notice has it, else in English.',
      tags: ['notices'],
      querystring: noticeListQuerySchema,
      response: { 200: noticeListResponseSchema, ...jsonBodyErrorResponses },
    }),
    async (request) => ({ notices: await listActiveNotices(db, request.query.locale) }),
  );
};
