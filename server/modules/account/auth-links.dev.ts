import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../platform/db/database';
import { AUTH_LINK_TTL_SECONDS, issueAuthLink } from './auth-links.routes';
import { devPatientUId } from '../../dev/dev-patients';

/**
 * Development and test only (never registered in production): makes an auth link for a
 * basic-pool demo patient, as a partner's messaging system would. `ttlSeconds` shortens the
 * link's life so tests see it expire.
 */
export const devAuthLinkRoutes: FastifyPluginAsyncZod<{ db: Database; now: () => Date }> = async (app, { db, now }) => {
  app.post(
    '/dev/auth-links',
    {
      config: { auth: 'none' },
      schema: {
        summary: 'Makes a single-use auth link for a basic-pool patient',
        description: `Development and test only. The link works once, for ${AUTH_LINK_TTL_SECONDS / 60} minutes unless ttlSeconds says less.`,
        tags: ['dev'],
        body: z.object({
          username: z.string().min(1).max(320).refine((value) => !value.includes(String.fromCharCode(0)), 'No NUL characters'),
          ttlSeconds: z.number().int().min(1).max(AUTH_LINK_TTL_SECONDS).optional(),
        }),
        response: { 200: z.object({ token: z.string(), loginPath: z.string(), expiresAt: z.string() }) },
      },
    },
    async (request) => {
      const { username, ttlSeconds } = request.body;
      const uId = await devPatientUId(db, username, 'basic', 'No basic-pool patient with this username');
      const link = await issueAuthLink(db, uId, now(), ttlSeconds);
      return { token: link.token, loginPath: `/portal/login?auth=${link.token}`, expiresAt: link.expiresAt.toISOString() };
    },
  );
};
