import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { patientResponseSchema, patientUpdatePayloadSchema, patientUsernamePayloadSchema, textConsentBlockListQuerySchema, textConsentBlockListResponseSchema } from '../../../src/domain/patient/patient.schema';
import { findPatient, findPatientRow, isMobileNumberBlocked, updatePatient, usernameTaken, type PatientChanges } from './patient.queries';
import { textSenderNumber } from '../company';
import { changeOwnRecord, ownRecordRoute, readOwnRecord, refuseBlockedNumber } from './own-record';
import { contactVerifiedFor, UNVERIFIED_USERNAME_MESSAGE } from '../../platform/auth/verified-contact';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { HttpError } from '../../platform/http/http-error';
import { audited, callerOf } from '../../platform/auth/patient-access';
import type { PatientDataRouteOptions } from '../../platform/http/route-options';
import { patientRoute } from '../../platform/http/route-declarations';

const USERNAME_TAKEN_MESSAGE = 'An account with this username already exists';

/** GET/PUT /patients, the username change and the text block list (spec 01 §7). */
export const patientRoutes: FastifyPluginAsyncZod<PatientDataRouteOptions> = async (app, { db }) => {
  app.get('/patients', ownRecordRoute('patient', 'patients', "The caller's contact details", patientResponseSchema), readOwnRecord(db, 'patient', findPatient, 'No patient record'));

  app.put(
    '/patients',
    patientRoute({ uIdIn: 'body', audit: { action: 'write', entity: 'patient' } }, {
      summary: "Set the caller's secondary contact or verified e-mail",
      description:
        'userAttributes names: email, phone. The username itself changes through PUT /patients/username. ' +
        '409 when the mobile number opted out of texts; the message names the number to text START or UNSTOP to.',
      tags: ['patients'],
      body: patientUpdatePayloadSchema,
      response: { 200: patientResponseSchema },
    }),
    async (request) =>
      changeOwnRecord(
        db,
        request,
        async (tx, current) => {
          const changes: PatientChanges = {};
          for (const attribute of request.body.userAttributes) {
            const value = attribute.Name === 'email' ? attribute.Value.trim().toLowerCase() : attribute.Value;
            if (attribute.Name === current.usernameType && value !== current.username) {
              throw new HttpError(400, `The ${attribute.Name} is the username: change it through PUT /patients/username`);
            }
            if (attribute.Name === 'phone') {
              await refuseBlockedNumber(tx, value, current.companyId);
              changes.phone = value;
            } else {
              changes.email = value;
            }
          }
          return changes;
        },
        async (tx, uId) => ({ patient: (await findPatient(tx, uId))! }),
      ),
  );

  app.put(
    '/patients/username',
    patientRoute({ uIdIn: 'body', audit: { action: 'write', entity: 'patient' } }, {
      summary: "Change the caller's username",
      description:
        'Called after the new username was verified with the identity provider: the ID token must carry it as ' +
        '`email` with `email_verified` (or `phone_number` with `phone_number_verified`), else 403. 409 when another ' +
        'account uses it, or when the mobile number opted out of texts.',
      tags: ['patients'],
      body: patientUsernamePayloadSchema,
      response: { 200: patientResponseSchema },
    }),
    async (request) => {
      const caller = callerOf(request);
      const { type, value } = request.body.mainContact;
      const username = type === 'email' ? value.trim().toLowerCase() : value;
      if (!contactVerifiedFor(request.identity, type, username)) throw new HttpError(403, UNVERIFIED_USERNAME_MESSAGE);
      return audited(
        db,
        request,
        async (tx) => {
          const current = (await findPatientRow(tx, caller.uId))!;
          if (current.username === username) throw new HttpError(400, 'This is the current username');
          if (await usernameTaken(tx, caller.pool, username, caller.uId)) throw new HttpError(409, USERNAME_TAKEN_MESSAGE);
          if (type === 'phone') await refuseBlockedNumber(tx, username, current.companyId);
          // Two patients racing for one username: the unique index decides, and the loser hears why.
          await updatePatient(tx, caller.uId, {
            username,
            usernameType: type,
            ...(type === 'email' ? { email: username } : { phone: username }),
          }).catch((error: unknown) => {
            throw isUniqueViolation(error) ? new HttpError(409, USERNAME_TAKEN_MESSAGE) : error;
          });
          return { patient: (await findPatient(tx, caller.uId))! };
        },
        caller.uId,
      );
    },
  );

  app.get(
    '/text-consent/block-list',
    patientRoute({ uIdIn: 'query', audit: { action: 'read', entity: 'text_consent_block_list' } }, {
      summary: 'Whether a mobile number opted out of texts',
      description: 'The widget refuses such a number as a username; senderNumber is where to text START or UNSTOP.',
      tags: ['patients'],
      querystring: textConsentBlockListQuerySchema,
      response: { 200: textConsentBlockListResponseSchema },
    }),
    async (request) => {
      const { companyId } = callerOf(request);
      const { mobileNumber } = request.query;
      return audited(db, request, async (tx) => ({
        mobileNumber,
        blocked: await isMobileNumberBlocked(tx, mobileNumber),
        senderNumber: await textSenderNumber(tx, companyId),
      }));
    },
  );
};
