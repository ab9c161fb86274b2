import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activitiesQuerySchema, activitiesResponseSchema, activityCompletedPayloadSchema, activityCompletedResponseSchema } from '../../../src/domain/patient/activity.schema';
import { type UserDataItem, userResponseSchema, userUpdatePayloadSchema, userUpdateResponseSchema } from '../../../src/domain/account/user.schema';
import type { Database } from '../../platform/db/database';
import { completeActivity, listActivities } from './activity.queries';
import { findUser, type PatientChanges, type PatientRow } from './patient.queries';
import { changeOwnRecord, ownRecordRoute, readOwnRecord, refuseBlockedNumber } from './own-record';
import { deliverToOutbox } from '../../platform/identity/outbox';
import { HttpError } from '../../platform/http/http-error';
import { audited, callerOf } from '../../platform/auth/patient-access';
import type { PatientDataRouteOptions } from '../../platform/http/route-options';
import { patientRoute } from '../../platform/http/route-declarations';

const TEXTS_BY_PHONE = new Set([1, 3]);

/** GET/PUT /user and the home activity list (spec 01 §7 "User and patient"). */
export const userRoutes: FastifyPluginAsyncZod<PatientDataRouteOptions> = async (app, { db }) => {
  app.get('/user', ownRecordRoute('user', 'user', "The caller's user record", userResponseSchema), readOwnRecord(db, 'user', findUser, 'No user record'));

  app.put(
    '/user',
    patientRoute({ uIdIn: 'body', audit: { action: 'write', entity: 'user' } }, {
      summary: 'Update user settings',
      description:
        'userData names: timezone, last_login, consent_date, locale, groups_mapped, email_verified, preferred_contact. ' +
        'Asking for texts (preferred_contact 1 or 3) without text consent keeps the preference pending and sends a ' +
        'consent text (consentThreadCreated). 409 when the mobile number opted out of texts: the message names the ' +
        'number to text START or UNSTOP to.',
      tags: ['user'],
      body: userUpdatePayloadSchema,
      response: { 200: userUpdateResponseSchema },
    }),
    async (request) => {
      let consentThreadCreated = false;
      return changeOwnRecord(
        db,
        request,
        async (tx, patient) => {
          const applied = await userDataChanges(tx, patient, request.body.userData);
          consentThreadCreated = applied.consentThreadCreated;
          return applied.changes;
        },
        async (tx, uId) => ({ user: (await findUser(tx, uId))!, consentThreadCreated }),
      );
    },
  );

  app.get(
    '/user/activities',
    patientRoute({ uIdIn: 'query', audit: { action: 'read', entity: 'activity' } }, {
      summary: 'Home activity list',
      description: 'completed=0 lists only pending activities.',
      tags: ['user'],
      querystring: activitiesQuerySchema,
      response: { 200: activitiesResponseSchema },
    }),
    async (request) => {
      const { uId } = callerOf(request);
      const activityDetails = await audited(db, request, (tx) => listActivities(tx, uId, request.query.completed));
      return { activityDetails };
    },
  );

  app.post(
    '/user/activity/completed',
    patientRoute({ uIdIn: 'body', audit: { action: 'write', entity: 'activity' } }, {
      summary: 'Mark an activity complete',
      tags: ['user'],
      body: activityCompletedPayloadSchema,
      response: { 200: activityCompletedResponseSchema },
    }),
    async (request) => {
      const { uId } = callerOf(request);
      const { activityId, confirmed } = request.body;
      const activity = await audited(
        db,
        request,
        async (tx) => (await completeActivity(tx, uId, activityId, confirmed)) ?? Promise.reject(new HttpError(404, 'No such activity')),
        activityId,
      );
      return { activity };
    },
  );
};

/** PUT /user's entries as changes of the patient row, and whether a text-consent request was sent. */
async function userDataChanges(tx: Database, patient: PatientRow, userData: UserDataItem[]): Promise<{ changes: PatientChanges; consentThreadCreated: boolean }> {
  const changes: PatientChanges = {};
  let consentThreadCreated = false;
  for (const item of userData) {
    switch (item.Name) {
      case 'timezone':
        changes.timezone = item.Value;
        break;
      case 'last_login':
        changes.lastLogin = new Date(item.Value);
        break;
      case 'consent_date':
        changes.consentDate = new Date(item.Value);
        break;
      case 'locale':
        changes.locale = item.Value;
        break;
      case 'groups_mapped':
        changes.groupsMapped = item.Value;
        break;
      case 'email_verified':
        if (item.Value === 1 && !patient.email) throw new HttpError(400, 'There is no e-mail address to verify');
        changes.emailVerified = item.Value;
        break;
      case 'preferred_contact': {
        const wanted = item.Value;
        if ((wanted === 0 || wanted === 3) && !patient.email) throw new HttpError(400, 'There is no e-mail address to contact');
        if (TEXTS_BY_PHONE.has(wanted)) {
          if (!patient.phone) throw new HttpError(400, 'There is no mobile number to text');
          await refuseBlockedNumber(tx, patient.phone, patient.companyId);
          if (!patient.textConsentDate) {
            changes.pendingPreferredContact = wanted;
            consentThreadCreated = true;
            await deliverToOutbox(tx, {
              channel: 'sms',
              recipient: patient.phone,
              purpose: 'text-consent',
              message: 'Reply YES to receive texts about your prescriptions from your pharmacy. Reply STOP to opt out.',
            });
            break;
          }
        }
        changes.preferredContact = wanted;
        changes.pendingPreferredContact = null;
        break;
      }
    }
  }
  return { changes, consentThreadCreated };
}
