import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  emailPreferenceChangeSchema,
  emailPreferenceLookupSchema,
  emailPreferenceSchema,
  oneClickUnsubscribeBodySchema,
  oneClickUnsubscribeQuerySchema,
} from '../../../src/domain/account/email-preference.schema';
import { errorResponseSchema } from '../../../src/domain/common/error-response.schema';
import type { Database } from '../../platform/db/database';
import { emailPreferenceOf, setEmailPreference } from './email-preferences.queries';
import { preferenceTokenValid } from './preference-token';
import { errorBody } from '../../platform/http/error-handling';
import { perClientLimit, refusedForAddress, type AnonymousWriteLimit } from '../../platform/rate-limit/anonymous-write-limit';
import { jsonBodyErrorResponses } from '../../platform/http/shared-responses';

export interface EmailPreferenceRouteOptions {
  db: Database;
  now: () => Date;
  anonymousWriteLimit: AnonymousWriteLimit;
}

export const INVALID_PREFERENCE_LINK_MESSAGE = 'This link is not valid or has expired: use the link in one of our e-mails';

const tags = ['email-preferences'];
const refused = errorResponseSchema.describe('No token, or a token that is not valid for this address or has expired');
const limited = errorResponseSchema.describe('Too many requests from this client or for this address: the message says when to retry');

/**
 * The notification preferences page (spec 02 §2, §7 PUT /email-unsubscribe).
 *
 * Deliberate deviation from spec 02 §2, where the page takes only the `email` query parameter:
 * nobody may change or read an address's preference without the signed, expiring token that
 * every e-mail's link carries (`email-links/preference-token.ts`, in the spirit of RFC 8058
 * one-click unsubscribe). Without one the answer is 403, and with one it is the same for an
 * address that belongs to a patient and one that does not, so the page tells nobody who is a
 * patient. Writes are rate limited per client and per address.
 */
export const emailPreferenceRoutes: FastifyPluginAsyncZod<EmailPreferenceRouteOptions> = async (app, { db, now, anonymousWriteLimit }) => {
  // A read, sent as a POST: the token and the address travel in the body, never in a URL, which
  // proxies and access logs record. There is no GET: a token in a query string is not accepted.
  app.post(
    '/email-unsubscribe/lookup',
    {
      config: { auth: 'none', rateLimit: perClientLimit(anonymousWriteLimit) },
      schema: {
        summary: "An address's e-mail preference, for the holder of its link",
        description:
          "Unauthenticated, rate limited. The address and the token of the e-mail's link in the body (403 without a valid token; " +
          'a token in the query string is ignored). Subscribed (1) when no choice is stored. Changes nothing.',
        tags,
        body: emailPreferenceLookupSchema,
        response: { 200: emailPreferenceSchema.describe('The preference'), ...jsonBodyErrorResponses, 403: refused, 429: limited },
      },
    },
    async (request, reply) => {
      const { email, token } = request.body;
      if (!(await preferenceTokenValid(db, email, token, now()))) return reply.code(403).send(errorBody(403, INVALID_PREFERENCE_LINK_MESSAGE));
      return emailPreferenceOf(db, email);
    },
  );

  // The one-click POST's form body (RFC 8058), in a scope of its own: no other route reads forms.
  await app.register(async (formScope) => {
    const scope = formScope.withTypeProvider<ZodTypeProvider>();
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    scope.post(
      '/email-unsubscribe/one-click',
      {
        config: { auth: 'none', rateLimit: perClientLimit(anonymousWriteLimit) },
        schema: {
          summary: 'One-click unsubscribe from a reminder e-mail (RFC 8058)',
          description:
            "The address of a reminder e-mail's List-Unsubscribe header, which mailbox providers POST with the form body " +
            '`List-Unsubscribe=One-Click`. Unauthenticated, rate limited; needs the signed token the header carries (403 otherwise).',
          tags,
          querystring: oneClickUnsubscribeQuerySchema,
          body: oneClickUnsubscribeBodySchema,
          response: { 200: emailPreferenceSchema.describe('The stored preference: unsubscribed'), ...jsonBodyErrorResponses, 403: refused, 429: limited },
        },
      },
      async (request, reply) => {
        const { email, token } = request.query;
        if (await refusedForAddress(db, reply, 'POST /email-unsubscribe/one-click', email, anonymousWriteLimit)) return reply;
        if (!(await preferenceTokenValid(db, email, token, now()))) return reply.code(403).send(errorBody(403, INVALID_PREFERENCE_LINK_MESSAGE));
        return setEmailPreference(db, email, 0);
      },
    );
  });

  app.put(
    '/email-unsubscribe',
    {
      config: { auth: 'none', rateLimit: perClientLimit(anonymousWriteLimit) },
      schema: {
        summary: 'Unsubscribe from or resubscribe to e-mail',
        description:
          'Unauthenticated, rate limited per client and per address. notificationPreference 0 = unsubscribed, 1 = subscribed. ' +
          "Needs the token of the e-mail's link (403 otherwise); the answer is the same whether or not the address is a patient's.",
        tags,
        body: emailPreferenceChangeSchema,
        response: {
          200: emailPreferenceSchema.describe('The stored preference'),
          ...jsonBodyErrorResponses,
          403: refused,
          429: limited,
        },
      },
    },
    async (request, reply) => {
      const { email, notificationPreference, token } = request.body;
      if (await refusedForAddress(db, reply, 'PUT /email-unsubscribe', email, anonymousWriteLimit)) return reply;
      if (!(await preferenceTokenValid(db, email, token, now()))) return reply.code(403).send(errorBody(403, INVALID_PREFERENCE_LINK_MESSAGE));
      return setEmailPreference(db, email, notificationPreference);
    },
  );
};
