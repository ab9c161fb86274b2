import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { analyticsActionRecordSchema, analyticsActionSchema, analyticsPageviewSchema, analyticsSessionSchema } from '../../../src/domain/analytics/analytics.schema';
import { errorResponseSchema } from '../../../src/domain/common/error-response.schema';
import type { Database } from '../../platform/db/database';
import { recordAction, recordPageview, refreshSession, startSession, updatePageview, type WriteOutcomeOrMissing } from './analytics.queries';
import { errorBody } from '../../platform/http/error-handling';
import { callerOf } from '../../platform/auth/patient-access';
import { jsonBodyErrorResponses, patientRouteErrors } from '../../platform/http/shared-responses';

const errorResponses = {
  ...jsonBodyErrorResponses,
  401: patientRouteErrors[401],
  403: errorResponseSchema.describe('The token belongs to no patient'),
};
const notFound = (what: string) => errorResponseSchema.describe(`Unknown ${what}`);

/** The answers of a write the client names by its own id: the record, 404, or 409 with the one stored. */
const writeResponses = <S extends z.ZodType>(record: S, storedName: string) => ({
  200: record,
  404: notFound('sessionId'),
  409: record.describe(`The stored ${storedName}`),
  ...errorResponses,
});

/** Answers a write's outcome: the record, 404 for a session not the caller's, 409 with the stored record. */
function answer<T>(reply: FastifyReply, outcome: WriteOutcomeOrMissing<T>): T | FastifyReply {
  if (outcome.kind === 'not-found') return reply.code(404).send(errorBody(404, 'Unknown sessionId'));
  return outcome.kind === 'conflict' ? reply.code(409).send(outcome.record) : outcome.record;
}

// Analytics hold no patient data (paths without query strings), so they are not audited; each
// session belongs to its patient, and another patient's ids are answered 404.
const access = { auth: 'patient', uIdIn: 'none' } as const;
const tags = ['analytics'];

/** Spec 01 §7 "Analytics". A 409 answers the stored record as its body. */
export const analyticsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/physician/analytics/session',
    {
      config: access,
      schema: {
        summary: 'Start a usage session',
        description:
          "sessionId is chosen by the client. 409 with the stored session when the caller's id exists; 404 when " +
          "it is another patient's.",
        tags,
        body: analyticsSessionSchema,
        response: writeResponses(analyticsSessionSchema, 'session'),
      },
    },
    async (request, reply) => answer(reply, await startSession(db, callerOf(request).uId, request.body)),
  );

  app.put(
    '/physician/analytics/session',
    {
      config: access,
      schema: {
        summary: 'Mark a usage session as still active',
        description: "Creates the session when its POST never arrived. 404 when the id is another patient's.",
        tags,
        body: analyticsSessionSchema,
        response: { 200: analyticsSessionSchema, 404: notFound('sessionId'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const session = await refreshSession(db, callerOf(request).uId, request.body);
      return session ?? reply.code(404).send(errorBody(404, 'Unknown sessionId'));
    },
  );

  app.post(
    '/physician/analytics/pageview',
    {
      config: access,
      schema: {
        summary: 'Record a page view',
        description:
          'pagePath is the path only: a query string or fragment is refused (400), so nothing personal ' +
          "is stored. 409 with the stored page view when the caller's pageviewId exists; 404 for a session or page view that is not the caller's.",
        tags,
        body: analyticsPageviewSchema,
        response: writeResponses(analyticsPageviewSchema, 'page view'),
      },
    },
    async (request, reply) => answer(reply, await recordPageview(db, callerOf(request).uId, request.body)),
  );

  app.put(
    '/physician/analytics/pageview',
    {
      config: access,
      schema: {
        summary: 'Update the title and path of a page view',
        description:
          'Creates the page view when its POST never arrived. 409 with the stored page view when the ' +
          "id belongs to another of the caller's sessions; 404 for a session or page view that is not the caller's.",
        tags,
        body: analyticsPageviewSchema,
        response: writeResponses(analyticsPageviewSchema, 'page view'),
      },
    },
    async (request, reply) => answer(reply, await updatePageview(db, callerOf(request).uId, request.body)),
  );

  app.post(
    '/web/analytics/action',
    {
      config: access,
      schema: {
        summary: 'Record an action on a page',
        description: 'actionHref, when given, has no query string or fragment. 404 for an unknown pageviewId.',
        tags,
        body: analyticsActionSchema,
        response: { 200: analyticsActionRecordSchema, 404: notFound('pageviewId'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const stored = await recordAction(db, callerOf(request).uId, request.body);
      if (!stored) return reply.code(404).send(errorBody(404, 'Unknown pageviewId'));
      return stored;
    },
  );
};
