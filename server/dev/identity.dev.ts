import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../platform/db/database';
import { jsonBodyErrorResponses } from '../platform/http/shared-responses';
import { errorResponseSchema } from '../../src/domain/common/error-response.schema';
import { createIdentityUser } from '../seed/identity-users';
import type { IdentityServer } from '../platform/identity/identity-server';
import { ageAttempts } from './identity-records';
import { listOutbox } from './identity-records';
import { findUser, subOf } from '../platform/identity/users';

const outboxEntrySchema = z.object({
  id: z.number().int(),
  channel: z.enum(['sms', 'email']),
  recipient: z.string().describe('Phone number (E.164) or e-mail address'),
  purpose: z.string().describe('sign-up, forgot-password, attribute-verification, sms-mfa, temporary-password, …'),
  code: z.string().nullable().describe('The code the message carries, if any'),
  message: z.string(),
  time: z.string().describe('ISO 8601 time it was delivered'),
});

const newIdentityUserSchema = z.object({
  pool: z.enum(['standard', 'basic']).default('standard'),
  username: z.string().min(3).max(320).describe('E-mail address or +1 phone number'),
  password: z.string().min(1).max(256),
  email: z.email().max(320).optional(),
  phone: z.string().regex(/^\+[1-9]\d{6,14}$/).optional(),
  confirmed: z.boolean().default(true),
  mfa: z.enum(['SMS_MFA', 'SOFTWARE_TOKEN_MFA']).optional(),
  totpSecret: z.string().regex(/^[A-Z2-7]{26,128}$/).optional().describe('Base32, at least 16 bytes'),
  mustChangePassword: z.boolean().optional(),
  mfaSetupRequired: z.boolean().optional().describe('The next sign-in must set up an authenticator app (MFA_SETUP)'),
});

const ageAttemptsSchema = z.object({
  pool: z.enum(['standard', 'basic']).default('standard'),
  username: z.string().min(3).max(320),
  purpose: z.enum(['sign-in', 'sign-up', 'forgot-password', 'attribute', 'mfa']),
  seconds: z.number().int().min(1).max(7 * 86_400),
});

/**
 * Development and test helpers of the identity server; never registered in production.
 * The identity-user route exists only while an identity server runs.
 */
export const identityDevRoutes: FastifyPluginAsyncZod<{ db: Database; identity?: IdentityServer }> = async (app, { db, identity }) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        summary: 'Every code or message delivered by SMS or e-mail, newest first',
        description: 'Development and test only. Nothing is really sent: deliveries land here.',
        tags: ['dev'],
        querystring: z.object({
          recipient: z.string().max(320).optional().describe('Only messages to this phone number or e-mail'),
          limit: z.coerce.number().int().min(1).max(500).default(100),
        }),
        response: { 200: z.object({ entries: z.array(outboxEntrySchema) }), 400: errorResponseSchema },
      },
    },
    async (request) => {
      const entries = await listOutbox(db, request.query);
      return { entries: entries.map(({ createdAt, code, ...entry }) => ({ ...entry, code: code ?? null, time: createdAt.toISOString() })) };
    },
  );

  if (!identity) return;
  app.post(
    '/dev/identity-users',
    {
      schema: {
        summary: 'Create an identity user (idempotent by username)',
        description: 'Development and test only: for end-to-end tests that need their own sign-in.',
        tags: ['dev'],
        body: newIdentityUserSchema,
        response: { 200: z.object({ sub: z.string() }), ...jsonBodyErrorResponses },
      },
    },
    async (request, reply) => {
      try {
        return await createIdentityUser(request.body, identity);
      } catch (error) {
        return reply.code(400).send({ error: 'Bad Request', message: error instanceof Error ? error.message : 'Invalid user' });
      }
    },
  );

  app.post(
    '/dev/identity-attempts/age',
    {
      schema: {
        summary: "Move one user's sign-in lockout or code clock back, as if time had passed",
        description:
          'Development and test only: `seconds` are taken off the times of the user\'s current code (or sign-in ' +
          'lockout) for `purpose`, so a code expires or a lockout ends without waiting. 404 when there is nothing to age.',
        tags: ['dev'],
        body: ageAttemptsSchema,
        response: { 200: z.object({ aged: z.literal(true) }), 404: errorResponseSchema, ...jsonBodyErrorResponses },
      },
    },
    async (request, reply) => {
      const { pool: poolName, username, purpose, seconds } = request.body;
      const pool = await identity.poolByName(poolName);
      const user = await findUser(identity, pool.userPool, username);
      const aged = user && (await ageAttempts(db, { userPoolId: pool.config.userPoolId, sub: subOf(user) }, purpose, seconds));
      if (!aged) return reply.code(404).send({ error: 'Not Found', message: 'No code or sign-in attempts of this user to age' });
      return { aged: true as const };
    },
  );
};
