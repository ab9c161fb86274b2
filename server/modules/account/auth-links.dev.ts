import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../platform/db/database';
import { AUTH_LINK_TTL_SECONDS } from './auth-links.routes';
import { and, isNotNull, lt, or } from 'drizzle-orm';
import { authLinks, authLinkTokenHash } from './auth-links.queries';
import { devPatientUId } from '../../dev/dev-patients';
import { openRoute } from '../../platform/http/route-declarations';

async function insertAuthLink(db: Database, link: { tokenHash: string; uId: number; expiresAt: Date }): Promise<void> {
  await db.insert(authLinks).values(link);
}

/** Drops links that are used or expired for a day. */
async function pruneAuthLinks(db: Database, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - 86_400_000);
  await db.delete(authLinks).where(or(lt(authLinks.expiresAt, dayAgo), and(isNotNull(authLinks.usedAt), lt(authLinks.usedAt, dayAgo))));
}

export interface IssuedAuthLink {
  token: string;
  expiresAt: Date;
}

/** Issues a link for a basic-pool patient, as a partner's messaging system would; only the token's hash is stored. */
export async function issueAuthLink(db: Database, uId: number, now: Date, ttlSeconds = AUTH_LINK_TTL_SECONDS): Promise<IssuedAuthLink> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ttlSeconds * 1000);
  await pruneAuthLinks(db, now);
  await insertAuthLink(db, { tokenHash: authLinkTokenHash(token), uId, expiresAt });
  return { token, expiresAt };
}

/**
 * Development and test only (never registered in production): makes an auth link for a
 * basic-pool demo patient, as a partner's messaging system would. `ttlSeconds` shortens the
 * link's life so tests see it expire.
 */
export const devAuthLinkRoutes: FastifyPluginAsyncZod<{ db: Database; now: () => Date }> = async (app, { db, now }) => {
  app.post(
    '/dev/auth-links',
    openRoute({
      summary: 'Makes a single-use auth link for a basic-pool patient',
      description: `Development and test only. The link works once, for ${AUTH_LINK_TTL_SECONDS / 60} minutes unless ttlSeconds says less.`,
      tags: ['dev'],
      body: z.object({
        username: z.string().min(1).max(320).refine((value) => !value.includes(String.fromCharCode(0)), 'No NUL characters'),
        ttlSeconds: z.number().int().min(1).max(AUTH_LINK_TTL_SECONDS).optional(),
      }),
      response: { 200: z.object({ token: z.string(), loginPath: z.string(), expiresAt: z.string() }) },
    }),
    async (request) => {
      const { username, ttlSeconds } = request.body;
      const uId = await devPatientUId(db, username, 'basic', 'No basic-pool patient with this username');
      const link = await issueAuthLink(db, uId, now(), ttlSeconds);
      return { token: link.token, loginPath: `/portal/login?auth=${link.token}`, expiresAt: link.expiresAt.toISOString() };
    },
  );
};
