import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionInfoSchema } from '../../../src/domain/account/session-identity.schema';
import { companyNameOf } from '../company';
import { findPatientRow } from '../patient';
import { HttpError } from '../../platform/http/http-error';
import { audited, callerOf } from '../../platform/auth/patient-access';
import type { PatientDataRouteOptions } from '../../platform/http/route-options';
import { patientRouteErrors } from '../../platform/http/shared-responses';

/**
 * GET /session: the session identity of spec 01 §3 for the caller's ID token. The spec leaves
 * the call that fills the session unnamed ("user info"); the widgets call this right after
 * sign-in. It takes no u_id: the token says who the caller is.
 */
export const sessionRoutes: FastifyPluginAsyncZod<PatientDataRouteOptions> = async (app, { db }) => {
  app.get(
    '/session',
    {
      config: { auth: 'patient', uIdIn: 'none', audit: { action: 'read', entity: 'patient' } },
      schema: {
        summary: 'Who the caller is: the session identity',
        tags: ['session'],
        response: { 200: sessionInfoSchema, ...patientRouteErrors },
      },
    },
    async (request) => {
      const { uId, companyId } = callerOf(request);
      const row = await audited(
        db,
        request,
        async (tx) => {
          // The caller's company is known already: both reads go out at once.
          const [patient, companyName] = await Promise.all([findPatientRow(tx, uId), companyNameOf(tx, companyId)]);
          return patient && { patient, companyName };
        },
        uId,
      );
      if (!row) throw new HttpError(404, 'No patient record');
      const { patient } = row;
      return {
        u_ID: patient.uId,
        username: patient.username,
        phone: patient.phone ?? undefined,
        email: patient.email ?? undefined,
        companyId: patient.companyId,
        brandId: patient.brandId,
        companyName: row.companyName ?? undefined,
        fName: patient.fname,
        lName: patient.lname,
        usernameType: patient.usernameType,
        mfaStatus: patient.mfaStatus,
        pool: patient.pool,
      };
    },
  );
};
