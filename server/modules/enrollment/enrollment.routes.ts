import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../src/domain/common/error-response.schema';
import {
  enrollmentLookupQuerySchema,
  enrollmentLookupResponseSchema,
  enrollmentPayloadSchema,
  enrollmentResultSchema,
} from '../../../src/domain/patient/enrollment.schema';
import { brandEnrollmentCodeOwner } from '../../../src/domain/company/brand-enrollment-codes';
import type { Database } from '../../platform/db/database';
import { insertEnrollmentRequest } from './enrollment.queries';
import { usernameTaken } from '../patient';
import { findOpenRegistrationCode } from '../account';
import { perClientLimit, refusedForAddress } from '../../platform/rate-limit/anonymous-write-limit';
import { enrollmentPharmaciesOf } from './enrollment-pharmacies';
import { HttpError } from '../../platform/http/http-error';
import { audited } from '../../platform/auth/patient-access';
import type { PatientDataRouteOptions } from '../../platform/http/route-options';
import { lookupRouteErrors } from '../../platform/http/shared-responses';
import { lookupRoute } from '../../platform/http/route-declarations';

const tags = ['enrollment'];

/**
 * Enrollment of existing pharmacy patients with the code of their link (spec 02 §4, §7); no login.
 * The code is a patient's open registration code or a brand's enrollment code (the login screen's
 * enroll link), which stays valid for every request.
 */
export const enrollmentRoutes: FastifyPluginAsyncZod<PatientDataRouteOptions> = async (app, { db, testRegistrationCode, rateLimit, anonymousWriteLimit }) => {
  const codeOwner = async (tx: Database, code: string) => {
    if (testRegistrationCode !== undefined && code === testRegistrationCode) return { companyId: 1, brandId: 1 };
    const brandCode = brandEnrollmentCodeOwner(code);
    if (brandCode) return { companyId: brandCode.companyId, brandId: brandCode.brandId };
    const found = await findOpenRegistrationCode(tx, code);
    if (!found) throw new HttpError(404, 'Unknown or already used enrollment code');
    return { companyId: found.companyId, brandId: found.brandId };
  };

  app.get(
    '/enroll-request',
    lookupRoute(rateLimit, { action: 'read', entity: 'registration_code' }, {
      summary: 'The pharmacies an enrolling patient may choose from',
      description: 'Unauthenticated, rate limited. 404 for an unknown code.',
      tags,
      querystring: enrollmentLookupQuerySchema,
      response: { 200: enrollmentLookupResponseSchema },
    }),
    async (request) => {
      const code = request.query.registration_code;
      return audited(db, request, async (tx) => ({ pharmacies: [...enrollmentPharmaciesOf((await codeOwner(tx, code)).brandId)] }), code);
    },
  );

  app.post(
    '/enroll-request',
    {
      config: { auth: 'none', rateLimit: perClientLimit(anonymousWriteLimit), audit: { action: 'write', entity: 'enrollment_request' } },
      schema: {
        summary: 'Ask to enroll as an existing pharmacy patient',
        description:
          'Unauthenticated, rate limited per client and per main contact (429 with the wait). 401 when the main contact is already the username of an account ' +
          '(the widget shows usernameExistsException and offers Go to Login); 404 for an unknown code; ' +
          '400 when a pharmacy is required by the brand and missing or unknown.',
        tags,
        body: enrollmentPayloadSchema,
        response: {
          200: enrollmentResultSchema,
          401: errorResponseSchema.describe('An account already uses this e-mail or phone number'),
          ...lookupRouteErrors,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (await refusedForAddress(db, reply, 'POST /enroll-request', body.mainContact.value, anonymousWriteLimit)) return reply;
      return audited(db, request, async (tx) => {
        const owner = await codeOwner(tx, body.registrationCode);
        const pharmacies = enrollmentPharmaciesOf(owner.brandId);
        const pharmacyName = body.pharmacyName?.trim() || null;
        if (pharmacies.length > 0 && !pharmacies.some((option) => option.pharmacyName === pharmacyName)) {
          throw new HttpError(400, 'Choose one of the pharmacies offered');
        }
        if (pharmacies.length === 0 && pharmacyName) throw new HttpError(400, 'This brand offers no pharmacy choice');
        if (await usernameTaken(tx, 'standard', body.mainContact.value)) {
          throw new HttpError(401, 'An account already uses this e-mail or phone number');
        }
        const requestId = await insertEnrollmentRequest(tx, {
          registrationCode: body.registrationCode,
          companyId: owner.companyId,
          brandId: owner.brandId,
          firstName: body.firstName.trim(),
          lastName: body.lastName.trim(),
          dob: body.dob,
          contactType: body.mainContact.type,
          contactValue: body.mainContact.value,
          rxNumber: body.rxNumber,
          pharmacyName,
        });
        return { requestId };
      });
    },
  );
};
