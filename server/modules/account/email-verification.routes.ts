import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decodeJwt } from 'jose';
import { z } from 'zod';
import { uIdBodySchema } from '../../../src/domain/common/common.schema';
import { userResponseSchema } from '../../../src/domain/account/user.schema';
import { bearerToken } from '../../platform/auth/authenticate';
import { findPatientRow, findUser, updatePatient } from '../patient';
import { HttpError } from '../../platform/http/http-error';
import { audited, callerOf } from '../../platform/auth/patient-access';
import type { PatientDataRouteOptions } from '../../platform/http/route-options';
import { patientRoute } from '../../platform/http/route-declarations';

export const EMAIL_NOT_VERIFIED_MESSAGE = 'The identity has not verified this e-mail address';

/** The verified e-mail of an ID token the API has already accepted, if the identity says so. */
function verifiedEmailOf(idToken: string | undefined): string | null {
  if (!idToken) return null;
  const claims = decodeJwt(idToken);
  return claims.email_verified === true && typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : null;
}

/**
 * POST /email-verification: marks the patient's e-mail verified, only when the identity proved
 * it (a code sent to the address and entered by the patient, or a sign-up confirmed by an
 * e-mailed code): the caller's ID token must carry `email_verified: true` for the patient's
 * e-mail. The widget refreshes its token after confirming the code, then calls this.
 */
export const emailVerificationRoutes: FastifyPluginAsyncZod<PatientDataRouteOptions> = async (app, { db }) => {
  app.post(
    '/email-verification',
    patientRoute({ uIdIn: 'body', audit: { action: 'write', entity: 'user' } }, {
      summary: "Marks the caller's e-mail verified once the identity has verified it",
      description: 'The ID token must carry email_verified: true and the same e-mail as the patient record; otherwise 409.',
      tags: ['user'],
      body: z.object({ u_id: uIdBodySchema }).meta({ id: 'EmailVerificationPayload' }),
      response: { 200: userResponseSchema },
    }),
    async (request) => {
      const { uId } = callerOf(request);
      const verified = verifiedEmailOf(bearerToken(request));
      if (!verified) throw new HttpError(409, EMAIL_NOT_VERIFIED_MESSAGE);
      const user = await audited(
        db,
        request,
        async (tx) => {
          const patient = await findPatientRow(tx, uId);
          if (!patient?.email || patient.email.trim().toLowerCase() !== verified) throw new HttpError(409, EMAIL_NOT_VERIFIED_MESSAGE);
          await updatePatient(tx, uId, { emailVerified: 1 });
          return findUser(tx, uId);
        },
        uId,
      );
      if (!user) throw new HttpError(404, 'No user record');
      return { user };
    },
  );
};
