import { inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../platform/db/database';
import { outbox } from '../../platform/identity/schema-identity';
import { errorResponseSchema } from '../../../src/domain/common/error-response.schema';
import { runningMailbox } from './dev-mailbox';
import type { MailboxMessage } from './mailbox-store';
import { openRoute } from '../../platform/http/route-declarations';

const mailboxMessageSchema = z.object({
  id: z.number().int().describe('Increasing in order of arrival'),
  channel: z.enum(['email', 'sms']),
  to: z.string().describe('The e-mail address or phone number (E.164) it went to'),
  from: z.string().optional(),
  subject: z.string().optional(),
  text: z.string().describe("The e-mail's plain text, or the SMS"),
  html: z.string().optional().describe("The e-mail's HTML without scripts, frames, forms or event handlers (show it in a sandboxed iframe)"),
  purpose: z.string().optional().describe('sign-up, forgot-password, attribute-verification, sms-mfa, temporary-password, refill-reminder, document-signing, …'),
  idempotencyKey: z.string().optional(),
  outboxId: z.number().int().optional().describe('The outbox row it was sent from (found by its idempotency key), while the row exists'),
  receivedAt: z.string().describe('ISO 8601 time it arrived'),
  codes: z.array(z.string()).describe('Six-digit codes in the subject and text'),
  links: z.array(z.string()).describe('http(s) links in the text and HTML'),
});

const mailboxSchema = z.object({
  running: z.boolean().describe('False when the mailbox is off (RX_DEV_MAILBOX=off, or both transports configured)'),
  receives: z.object({ email: z.boolean(), sms: z.boolean() }).describe('The channels it stands in for'),
  smtp: z.string().optional().describe('Its SMTP address on loopback'),
  lastQueuedId: z.number().int().describe('The newest outbox row now: a message queued later has a higher outboxId, whenever it arrives'),
  messages: z.array(mailboxMessageSchema),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Each message with the id of the outbox row it came from, by idempotency key. */
async function withOutboxIds(db: Database, messages: MailboxMessage[]): Promise<(MailboxMessage & { outboxId?: number })[]> {
  const keys = [...new Set(messages.map((message) => message.idempotencyKey).filter((key): key is string => key !== undefined && UUID.test(key)))];
  const rows = keys.length ? await db.select({ id: outbox.id, key: outbox.idempotencyKey }).from(outbox).where(inArray(outbox.idempotencyKey, keys)) : [];
  const idOf = new Map(rows.map((row) => [row.key, row.id]));
  return messages.map((message) => ({ ...message, outboxId: message.idempotencyKey ? idOf.get(message.idempotencyKey) : undefined }));
}

async function lastQueuedId(db: Database): Promise<number> {
  const [row] = await db.select({ id: sql<number>`coalesce(max(${outbox.id}), 0)::integer` }).from(outbox);
  return Number(row?.id ?? 0);
}

/** Development and test only: what the development mailbox (server/dev/mailbox) received. */
export const devMailboxRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/dev/mailbox',
    openRoute({
      summary: 'Every e-mail and SMS the development mailbox received, newest first',
      description:
        'Development and test only. The app sends through its real SMTP and SMS webhook transports to a mailbox on ' +
        'loopback (smtp-server, parsed with mailparser); this lists what arrived, kept in memory (the newest 500). ' +
        'The Mailbox demo page (/mailbox/) shows it.',
      tags: ['dev'],
      querystring: z.object({
        to: z.string().max(320).optional().describe('Only messages to this e-mail address or phone number'),
        limit: z.coerce.number().int().min(1).max(500).default(500),
      }),
      response: { 200: mailboxSchema, 400: errorResponseSchema },
    }),
    async (request) => {
      // Read before the list: a message queued after this id can only show up with a higher outboxId.
      const queuedUpTo = await lastQueuedId(db);
      const mailbox = runningMailbox();
      if (!mailbox) return { running: false, receives: { email: false, sms: false }, lastQueuedId: queuedUpTo, messages: [] };
      return {
        running: true,
        receives: mailbox.channels,
        smtp: mailbox.channels.email ? mailbox.smtpUrl : undefined,
        lastQueuedId: queuedUpTo,
        messages: await withOutboxIds(db, mailbox.store.list(request.query)),
      };
    },
  );
};
