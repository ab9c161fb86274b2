import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../platform/db/database';
import { authLinkTokenHash, useAuthLink } from './auth-links.queries';
import { usernameInPool } from '../patient';
import { lookupLimit, type LookupRateLimit } from '../../platform/rate-limit/lookup-rate-limit';
import { localOneTimeCredential, type IssueOneTimeCredential } from './auth-link-credential';
import { errorResponseSchema } from '../../../src/domain/common/error-response.schema';

/** How long a link works, unless the issuer asks for less (spec 01 is silent; 15 minutes). */
export const AUTH_LINK_TTL_SECONDS = 15 * 60;
export const INVALID_AUTH_LINK_MESSAGE = 'This sign-in link is not valid or has expired';

/** 32 random bytes, base64url: what the link carries after `auth=`. */
export const authLinkTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'An auth link token is 43 base64url characters');

export interface AuthLinkRouteOptions {
  db: Database;
  rateLimit: LookupRateLimit;
  now: () => Date;
  issueCredential?: IssueOneTimeCredential;
}

/**
 * POST /auth-links/exchange: the widget trades the link's token, once, for a one-time credential
 * of the basic pool and signs in with it as with any password (SRP, so a normal identity session
 * follows). The credential is random, made at this moment and replaced by the next exchange; the
 * link itself carries nothing that signs in twice.
 */
export const authLinkRoutes: FastifyPluginAsyncZod<AuthLinkRouteOptions> = async (app, { db, rateLimit, now, issueCredential }) => {
  const credentialFor = issueCredential ?? localOneTimeCredential();
  app.post(
    '/auth-links/exchange',
    {
      config: { auth: 'none', rateLimit: lookupLimit(rateLimit) },
      schema: {
        summary: 'Trades a single-use auth link token for a one-time basic-pool credential',
        description: `Unauthenticated, rate limited. A token works once, for ${AUTH_LINK_TTL_SECONDS / 60} minutes unless issued shorter; afterwards 410.`,
        tags: ['session'],
        body: z.object({ token: authLinkTokenSchema }).meta({ id: 'AuthLinkExchange' }),
        response: {
          200: z.object({ username: z.string(), password: z.string() }).meta({ id: 'AuthLinkCredential' }),
          400: errorResponseSchema,
          410: errorResponseSchema.describe('Used, expired or unknown link'),
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const uId = await useAuthLink(db, authLinkTokenHash(request.body.token), now());
      const username = uId === null ? null : await usernameInPool(db, uId, 'basic');
      const credential = username !== null ? await credentialFor(username) : null;
      reply.header('Cache-Control', 'no-store');
      if (!credential) return reply.code(410).send({ error: 'Gone', message: INVALID_AUTH_LINK_MESSAGE });
      return credential;
    },
  );
};
