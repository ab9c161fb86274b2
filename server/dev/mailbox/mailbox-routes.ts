import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../../src/domain/common/error-response.schema';
import { runningMailbox } from './dev-mailbox';

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
  receivedAt: z.string().describe('ISO 8601 time it arrived'),
  codes: z.array(z.string()).describe('Six-digit codes in the subject and text'),
  links: z.array(z.string()).describe('http(s) links in the text and HTML'),
});

const mailboxSchema = z.object({
  running: z.boolean().describe('False when the mailbox is off (RX_DEV_MAILBOX=off, or both transports configured)'),
  receives: z.object({ email: z.boolean(), sms: z.boolean() }).describe('The channels it stands in for'),
  smtp: z.string().optional().describe('Its SMTP address on loopback'),
  messages: z.array(mailboxMessageSchema),
});

/** Development and test only: what the development mailbox (server/dev/mailbox) received. */
export const devMailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/mailbox',
    {
      config: { auth: 'none' },
      schema: {
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
      },
    },
    async (request) => {
      const mailbox = runningMailbox();
      if (!mailbox) return { running: false, receives: { email: false, sms: false }, messages: [] };
      return {
        running: true,
        receives: mailbox.channels,
        smtp: mailbox.channels.email ? mailbox.smtpUrl : undefined,
        messages: mailbox.store.list(request.query),
      };
    },
  );
};
