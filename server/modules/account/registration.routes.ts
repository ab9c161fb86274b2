import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type PendingPatient, type RegistrationAttribute, type RegistrationPayload, type RegistrationErrorCode, registrationFailureSchema, registrationLookupQuerySchema, registrationLookupResponseSchema, registrationPayloadSchema, registrationPublicKeySchema, registrationResultSchema, registrationVisitedPayloadSchema, registrationVisitedResponseSchema } from '../../../src/domain/account/registration.schema';
import { decryptWithServerKey, DecryptionError, serverPublicJwk } from '../../platform/crypto/server-key';
import type { Database } from '../../platform/db/database';
import { findCompany, planOptionsOf, termsOf } from '../company';
import { addActivity, insertRegisteredPatient, usernameTaken } from '../patient';
import {
  findOpenRegistrationCode,
  markRegistrationCodeUsed,
  markRegistrationCodeVisited,
  type RegistrationCodeRow,
} from './registration.queries';
import { errorBody } from '../../platform/http/error-handling';
import { HttpError } from '../../platform/http/http-error';
import { audited } from '../../platform/auth/patient-access';
import type { PatientDataRouteOptions } from '../../platform/http/route-options';
import { lookupRouteErrors } from '../../platform/http/shared-responses';
import { localeOfAcceptLanguage } from '../../platform/identity/message-audience';
import { lookupRoute, openRoute } from '../../platform/http/route-declarations';

const TEST_CODE_COMPANY_ID = 1;
const TEST_CODE_BRAND_ID = 1;

const tags = ['registration'];

/** An identity-provider refusal answered with its Cognito name in `code` (spec 01 §8). */
class RegistrationRefused extends Error {
  constructor(
    readonly statusCode: 400 | 409,
    readonly code: RegistrationErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** Registration with a code from the pharmacy (spec 01 §7 "Registration and access"). */
export const registrationRoutes: FastifyPluginAsyncZod<PatientDataRouteOptions> = async (app, options) => {
  const { db, testRegistrationCode, rateLimit } = options;
  const isTestCode = (code: string) => testRegistrationCode !== undefined && code === testRegistrationCode;

  app.get(
    '/patients/registration/public-key',
    openRoute({
      summary: 'The key the browser encrypts the registration password and support username with',
      description: "RSA-OAEP with SHA-256, as a JWK for WebCrypto's importKey; the ciphertext travels base64.",
      tags,
      response: { 200: registrationPublicKeySchema },
    }),
    async () => ({ jwk: await serverPublicJwk(db) }),
  );

  app.get(
    '/patients/registration',
    lookupRoute(rateLimit, { action: 'read', entity: 'registration_code' }, {
      summary: 'Look up a registration code',
      description: 'Unauthenticated, rate limited. 404 for an unknown or already used code.',
      tags,
      querystring: registrationLookupQuerySchema,
      response: { 200: registrationLookupResponseSchema },
    }),
    async (request) => {
      const code = request.query.registration_code;
      return audited(
        db,
        request,
        async (tx) => {
          if (isTestCode(code)) {
            const pendingPatient: PendingPatient = { email: null, phone: null, usernameType: 'email', forceUsernamePhone: false };
            return { terms: { data: (await termsOf(tx, TEST_CODE_BRAND_ID))?.data ?? null }, pendingPatient };
          }
          const found = await findOpenRegistrationCode(tx, code);
          if (!found) throw new HttpError(404, 'Unknown or already used registration code');
          return { terms: { data: (await termsOf(tx, found.brandId))?.data ?? null }, pendingPatient: pendingPatientOf(found) };
        },
        code,
      );
    },
  );

  app.put(
    '/patients/registration',
    lookupRoute(rateLimit, { action: 'write', entity: 'patient' }, {
      summary: 'Register with a registration code',
      description:
        'Unauthenticated, rate limited. userAttributes must hold fname, lname, dob, registrationCode, password (RSA-OAEP ' +
        'ciphertext, see /patients/registration/public-key) and consent true. 404 when the code is unknown or used, or ' +
        'the name or date of birth does not match it. Identity refusals carry the Cognito name in `code`: 409 ' +
        'UsernameExistsException, 400 InvalidPasswordException. The new account must be confirmed with the code sent ' +
        'to the username before signing in.',
      tags,
      body: registrationPayloadSchema,
      response: {
        200: registrationResultSchema,
        400: registrationFailureSchema.or(lookupRouteErrors[400]).describe('Invalid request, or InvalidPasswordException'),
        409: registrationFailureSchema.describe('UsernameExistsException'),
      },
    }),
    async (request, reply) => {
      const form = readRegistrationForm(request.body);
      let password: string;
      try {
        password = await decryptWithServerKey(db, form.encryptedPassword);
      } catch (error) {
        if (error instanceof DecryptionError) throw new HttpError(400, 'body/userAttributes: password is not encrypted with the server key');
        throw error;
      }
      try {
        const username = await register(form, password, request);
        return { registered: true as const, username };
      } catch (error) {
        if (error instanceof RegistrationRefused) {
          return reply.code(error.statusCode).send({ ...errorBody(error.statusCode, error.message), code: error.code });
        }
        throw error;
      }
    },
  );

  app.put(
    '/patients/registration/visited',
    lookupRoute(rateLimit, { action: 'write', entity: 'registration_code' }, {
      summary: 'Record that a registration link was opened',
      description: 'Unauthenticated, rate limited. 404 for an unknown code.',
      tags,
      body: registrationVisitedPayloadSchema,
      response: { 200: registrationVisitedResponseSchema },
    }),
    async (request) => {
      const code = request.body.registration_code;
      await audited(
        db,
        request,
        async (tx) => {
          if (!isTestCode(code) && !(await markRegistrationCodeVisited(tx, code))) throw new HttpError(404, 'Unknown registration code');
        },
        code,
      );
      return { visited: true as const };
    },
  );

  interface RegistrationForm {
    payload: RegistrationPayload;
    username: string;
    code: string;
    fname: string;
    lname: string;
    dob: string;
    encryptedPassword: string;
    insuranceSelection: number;
    email: string | null;
    phone: string | null;
    timezone: number | null;
  }

  interface Placement {
    registration: RegistrationCodeRow | null;
    companyId: number;
    brandId: number;
    planId: number | null;
  }

  /**
   * The checks of a registration: the code is open and matches the legal name and date of birth,
   * the plan belongs to the brand, the username is free. `lock` holds the code until the
   * transaction ends, so two registrations cannot use it.
   */
  async function checkRegistration(db: Database, form: RegistrationForm, lock: boolean): Promise<Placement> {
    let placement: Placement = { registration: null, companyId: TEST_CODE_COMPANY_ID, brandId: TEST_CODE_BRAND_ID, planId: null };
    if (!isTestCode(form.code)) {
      const registration = await findOpenRegistrationCode(db, form.code, lock);
      if (!registration) throw new HttpError(404, 'Unknown or already used registration code');
      if (!sameName(registration.fname, form.fname) || !sameName(registration.lname, form.lname) || registration.dob !== form.dob) {
        throw new HttpError(404, 'The legal name or date of birth does not match the registration');
      }
      if (registration.forceUsernamePhone && form.payload.mainContact.type !== 'phone') {
        throw new HttpError(400, 'body/mainContact: this registration must use the phone number as username');
      }
      placement = { ...placement, registration, companyId: registration.companyId, brandId: registration.brandId };
    }
    if (!(await findCompany(db, placement.companyId))) throw new Error(`Company ${placement.companyId} is missing`);
    if (form.insuranceSelection !== -1) {
      const plans = await planOptionsOf(db, placement.brandId);
      if (!plans.some((option) => option.planId === form.insuranceSelection)) {
        throw new HttpError(400, 'body/userAttributes: insurance_selection is not a plan of this brand');
      }
      placement.planId = form.insuranceSelection;
    }
    if (await usernameTaken(db, 'standard', form.username)) {
      throw new RegistrationRefused(409, 'UsernameExistsException', 'An account with this username already exists.');
    }
    return placement;
  }

  async function register(form: RegistrationForm, password: string, request: FastifyRequest): Promise<string> {
    const placement = await checkRegistration(db, form, false);
    // The patient's language until the portal, once signed in, records the one it shows: the
    // browser's (Accept-Language). The confirmation code's message is in it, under the brand.
    const locale = localeOfAcceptLanguage(request.headers['accept-language']) ?? 'en';
    // Outside the transaction: the identity server writes its outbox through its own connection
    // (with PGlite's single connection, inside it would wait for this transaction forever).
    const { sub } = await signUp(form.username, password, form, { locale, brand: String(placement.brandId) });
    // Should the locked re-check fail now (the code used meanwhile), the identity user stays
    // without a patient, and signing in answers 403 until support links it.
    const created = await audited(
      db,
      request,
      async (tx) => {
        const { registration, companyId, brandId, planId } = await checkRegistration(tx, form, true);
        const type = form.payload.mainContact.type;
        const uId = await insertRegisteredPatient(tx, {
          cognitoSub: sub,
          username: form.username,
          usernameType: type,
          companyId,
          brandId,
          fname: form.fname,
          lname: form.lname,
          dob: form.dob,
          email: type === 'email' ? form.username : form.email,
          phone: type === 'phone' ? form.username : form.phone,
          timezone: form.timezone,
          locale,
        });
        if (registration) await markRegistrationCodeUsed(tx, registration.code, uId);
        // The plan chosen at registration: the patient completes the card details after signing in.
        if (planId !== null) await addActivity(tx, { uId, activityName: 'insurance change', activityType: 'insurance', referenceId: planId });
        return { uId, username: form.username };
      },
      (result) => result.uId,
    );
    return created.username;
  }

  async function signUp(username: string, password: string, form: RegistrationForm, clientMetadata: Record<string, string>): Promise<{ sub: string }> {
    try {
      return await options.signUpIdentityUser({
        pool: 'standard',
        username,
        password,
        attributes: { given_name: form.fname, family_name: form.lname, birthdate: form.dob },
        clientMetadata,
      });
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      const message = error instanceof Error ? error.message : 'The identity provider refused the registration';
      if (name === 'UsernameExistsException') throw new RegistrationRefused(409, name, message);
      if (name === 'InvalidPasswordException') throw new RegistrationRefused(400, name, message);
      if (name === 'InvalidParameterException') throw new HttpError(400, message);
      if (name === 'IdentityUnavailable') throw new HttpError(503, message);
      throw error;
    }
  }

  function readRegistrationForm(payload: RegistrationPayload): RegistrationForm {
    const attributes = new Map<RegistrationAttribute['type'], RegistrationAttribute['value']>();
    for (const attribute of payload.userAttributes) {
      if (attributes.has(attribute.type)) throw new HttpError(400, `body/userAttributes: ${attribute.type} appears twice`);
      attributes.set(attribute.type, attribute.value);
    }
    const required = <T extends RegistrationAttribute['value']>(type: RegistrationAttribute['type']) => {
      const value = attributes.get(type);
      if (value === undefined) throw new HttpError(400, `body/userAttributes: ${type} is required`);
      return value as T;
    };
    if (required<boolean>('consent') !== true) throw new HttpError(400, 'body/userAttributes: consent to the terms is required');
    if (payload.forceEmailUsername && payload.mainContact.type !== 'email') {
      throw new HttpError(400, 'body/mainContact: the username must be the e-mail address');
    }
    const dob = required<string>('dob');
    if (dob < '1900-01-01' || dob > new Date().toISOString().slice(0, 10)) throw new HttpError(400, 'body/userAttributes: dob is out of range');
    const username = payload.mainContact.type === 'email' ? payload.mainContact.value.trim().toLowerCase() : payload.mainContact.value;
    return {
      payload,
      username,
      code: required<string>('registrationCode'),
      fname: required<string>('fname').trim(),
      lname: required<string>('lname').trim(),
      dob,
      encryptedPassword: required<string>('password'),
      insuranceSelection: (attributes.get('insurance_selection') as number | undefined) ?? -1,
      email: ((attributes.get('email') as string | undefined) ?? '').trim().toLowerCase() || null,
      phone: (attributes.get('phone') as string | undefined) ?? null,
      timezone: (attributes.get('timezone') as number | undefined) ?? null,
    };
  }
};

function pendingPatientOf(row: RegistrationCodeRow): PendingPatient {
  return { email: row.email, phone: row.phone, usernameType: row.usernameType, forceUsernamePhone: row.forceUsernamePhone };
}

const sameName = (a: string, b: string) => a.trim().localeCompare(b.trim(), 'en', { sensitivity: 'base' }) === 0;
