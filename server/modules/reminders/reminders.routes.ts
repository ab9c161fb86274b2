import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deletedResponseSchema } from '../../../src/domain/common/common.schema';
import {
  clearRefillReminderPayloadSchema,
  refillRemindersQuerySchema,
  refillRemindersResponseSchema,
  setRefillReminderPayloadSchema,
  setRefillReminderResponseSchema,
} from '../../../src/domain/reminders/refill-reminder.schema';
import { deleteReminder, deliveryInfo, publicReminder, reminderRows, upsertReminder } from './reminders.queries';
import { patientContact } from '../patient';
import { prescriptionOfPatient } from '../refill';
import { HttpError } from '../../platform/http/http-error';
import { audited, callerOf } from '../../platform/auth/patient-access';
import type { PatientDataRouteOptions } from '../../platform/http/route-options';
import { patientRoute } from '../../platform/http/route-declarations';

const tags = ['refill-reminders'];

/**
 * Refill reminders of the caller's own prescriptions: read, turn on or change, turn off. The
 * scheduler (server/modules/reminders/) sends them by the preferred contact; e-mails honour the e-mail
 * preference of PUT /email-unsubscribe.
 */
export const refillReminderRoutes: FastifyPluginAsyncZod<PatientDataRouteOptions> = async (app, { db, now }) => {
  app.get(
    '/user/medications/reminders',
    patientRoute({ uIdIn: 'query', audit: { action: 'read', entity: 'refill_reminder' } }, {
      summary: "The caller's refill reminders and how they are delivered",
      description:
        'Each reminder with its schedule at this moment (state, next refill date, when the next reminder goes out) and ' +
        "the delivery: the preferred contact's channels (settings > communications; the sign-in name's kind when none is " +
        'chosen), the addresses and whether the e-mail is subscribed (an unsubscribed e-mail gets no reminder).',
      tags,
      querystring: refillRemindersQuerySchema,
      response: { 200: refillRemindersResponseSchema },
    }),
    async (request) => {
      const { uId } = callerOf(request);
      return audited(db, request, async (tx) => {
        const contact = await patientContact(tx, uId);
        if (!contact) throw new HttpError(404, 'No such patient');
        const at = now();
        return { reminders: (await reminderRows(tx, uId)).map((row) => publicReminder(row, at)), delivery: await deliveryInfo(tx, contact) };
      });
    },
  );

  app.put(
    '/user/medications/reminder',
    patientRoute({ uIdIn: 'body', audit: { action: 'write', entity: 'refill_reminder' } }, {
      summary: 'Turn on (or change) the refill reminder of one of the caller\'s prescriptions',
      description:
        'leadDays: 0, 3 or 7 days before the next refill date, at 9:00 in timeZone (an IANA name, the browser\'s). One ' +
        'reminder per refill date: changing the lead does not repeat one already sent. 404 for a prescription that is ' +
        "not the caller's; 409 when it is no longer active.",
      tags,
      body: setRefillReminderPayloadSchema,
      response: { 200: setRefillReminderResponseSchema },
    }),
    async (request) => {
      const { uId } = callerOf(request);
      const { gId, leadDays, timeZone } = request.body;
      const at = now();
      const reminder = await audited(
        db,
        request,
        async (tx) => {
          const prescription = await prescriptionOfPatient(tx, uId, gId);
          if (!prescription) throw new HttpError(404, 'No such prescription');
          if (!prescription.isActive) throw new HttpError(409, 'This prescription is no longer active');
          await upsertReminder(tx, { uId, gId, leadDays, timeZone }, at);
          const contact = await patientContact(tx, uId);
          // The e-mail gets its preference row now, so the preferences page can store a choice.
          if (contact) await deliveryInfo(tx, contact);
          const [row] = (await reminderRows(tx, uId)).filter((candidate) => candidate.gId === gId);
          return publicReminder(row!, at);
        },
        gId,
      );
      return { reminder };
    },
  );

  app.delete(
    '/user/medications/reminder',
    patientRoute({ uIdIn: 'body', audit: { action: 'write', entity: 'refill_reminder' } }, {
      summary: "Turn off the refill reminder of one of the caller's prescriptions",
      description: "404 when the caller has no reminder for that prescription (another patient's included).",
      tags,
      body: clearRefillReminderPayloadSchema,
      response: { 200: deletedResponseSchema },
    }),
    async (request) => {
      const { uId } = callerOf(request);
      const { gId } = request.body;
      await audited(
        db,
        request,
        async (tx) => {
          if (!(await deleteReminder(tx, uId, gId))) throw new HttpError(404, 'No reminder for this prescription');
        },
        gId,
      );
      return { deleted: true as const, id: gId };
    },
  );
};
