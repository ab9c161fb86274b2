import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isoDateSchema, isoDateTimeSchema } from '../../../src/domain/common/common.schema';
import { errorResponseSchema } from '../../../src/domain/common/error-response.schema';
import { REMINDER_CHANNELS } from '../../../src/domain/reminders/reminder-choices';
import { patients } from '../patient/patient.tables';
import { prescriptions } from '../refill/refill.tables';
import { preferenceTokenSigner } from '../account/preference-token';
import { reminderSchedulerEnv } from './scheduler';
import { runReminderTick } from './tick';
import { HttpError } from '../../platform/http/http-error';
import type { PatientDataRouteOptions } from '../../platform/http/route-options';
import { jsonBodyErrorResponses } from '../../platform/http/shared-responses';
import { openRoute } from '../../platform/http/route-declarations';

const tags = ['dev'];

const tickSchema = z.strictObject({
  at: isoDateTimeSchema.optional().describe('The time the tick runs at (default: now)'),
});

const preferenceLinkSchema = z.strictObject({
  email: z.email().max(254).describe('The address the link is for'),
});

const shipmentSchema = z.strictObject({
  username: z.string().trim().min(3).max(320).describe('The sign-in name (standard pool)'),
  rxNumber: z.string().trim().min(1).max(32),
  shippedOn: isoDateSchema.describe('The new latest ship date: the next refill date follows from it'),
});

/**
 * Development and test only (never registered in production): runs one pass of the refill
 * reminder scheduler at a chosen time, records a shipment, which moves a prescription's
 * next refill date, so a browser test walks a reminder's life in minutes, and makes the
 * preferences link an e-mail to an address would carry.
 */
export const devRefillReminderRoutes: FastifyPluginAsyncZod<PatientDataRouteOptions> = async (app, { db, now }) => {
  app.post(
    '/dev/refill-reminders/tick',
    openRoute({
      summary: 'Run one pass of the refill reminder scheduler',
      description:
        'Development and test only. Sends every reminder due at `at` (default now) into the outbox, as the scheduler ' +
        "does every RX_REMINDER_INTERVAL_MS, and answers what it sent. The e-mails' links use RX_PORTAL_URL, else this " +
        "server's /portal.",
      tags,
      body: tickSchema,
      response: {
        200: z.object({
          sent: z.array(z.object({ gId: z.number().int(), refillDate: z.string(), channel: z.enum(REMINDER_CHANNELS), recipient: z.string() })),
        }),
        ...jsonBodyErrorResponses,
      },
    }),
    async (request) => {
      const { portalUrl } = reminderSchedulerEnv(process.env, `${request.protocol}://${request.host}/portal`);
      const at = request.body.at ? new Date(request.body.at) : now();
      return { sent: await runReminderTick(db, { now: at, portalUrl }) };
    },
  );

  app.post(
    '/dev/email-preference-links',
    openRoute({
      summary: "The preferences link an e-mail to this address would carry",
      description: 'Development and test only: the portal path of the notification preferences page with a signed token for the address.',
      tags,
      body: preferenceLinkSchema,
      response: { 200: z.object({ path: z.string() }), ...jsonBodyErrorResponses },
    }),
    async (request) => {
      const token = (await preferenceTokenSigner(db, now()))(request.body.email);
      return { path: `/portal/notification-preferences?${new URLSearchParams({ email: request.body.email, token }).toString()}` };
    },
  );

  app.post(
    '/dev/prescription-shipments',
    openRoute({
      summary: "Record a prescription's shipment (its latest ship date)",
      description: 'Development and test only. 404 for an unknown username or a prescription that is not that patient\'s.',
      tags,
      body: shipmentSchema,
      response: { 200: z.object({ gId: z.number().int(), latestDateShipped: z.string() }), 404: errorResponseSchema, ...jsonBodyErrorResponses },
    }),
    async (request) => {
      const { username, rxNumber, shippedOn } = request.body;
      const [patient] = await db
        .select({ uId: patients.uId })
        .from(patients)
        .where(and(eq(patients.pool, 'standard'), sql`lower(${patients.username}) = lower(${username})`));
      if (!patient) throw new HttpError(404, 'No such patient');
      const [updated] = await db
        .update(prescriptions)
        .set({ latestDateShipped: shippedOn })
        .where(and(eq(prescriptions.uId, patient.uId), eq(prescriptions.rxNumber, rxNumber)))
        .returning({ gId: prescriptions.gId });
      if (!updated) throw new HttpError(404, 'No such prescription');
      return { gId: updated.gId, latestDateShipped: shippedOn };
    },
  );
};
