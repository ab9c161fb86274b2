import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq, sql } from 'drizzle-orm';
import { sessionInfoSchema } from '../../../src/domain/account/session-identity.schema';
import { companies } from '../company/company.tables';
import { patients } from '../patient/patient.tables';
import { HttpError } from '../../platform/http/http-error';
import { preparedPerDatabase } from '../../platform/db/prepared';
import { audited, callerOf } from '../../platform/auth/patient-access';
import type { PatientDataRouteOptions } from '../../platform/http/route-options';
import { patientRouteErrors } from '../../platform/http/shared-responses';

// Asked right after every sign-in and page load: prepared once per database.
const sessionRow = preparedPerDatabase((db) =>
  db
    .select({ patient: patients, companyName: companies.name })
    .from(patients)
    .leftJoin(companies, eq(companies.companyId, patients.companyId))
    .where(eq(patients.uId, sql.placeholder('uId')))
    .prepare('rx_session_row'),
);

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
      const { uId } = callerOf(request);
      const row = await audited(
        db,
        request,
        async (tx) => {
          const [found] = await sessionRow(tx).execute({ uId });
          return found;
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
