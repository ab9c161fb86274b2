import { z } from 'zod';
import { contactTypeSchema, emailAddressSchema, isoDateSchema, mainContactSchema, requiredText, usPhoneSchema } from '../common/common.schema';

export const registrationCodeSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9-]+$/, 'letters, digits and dashes only')
  .describe('Registration code from the invitation');

export const registrationLookupQuerySchema = z.object({ registration_code: registrationCodeSchema });

export const pendingPatientSchema = z
  .object({
    email: z.string().nullable(),
    phone: z.string().nullable(),
    usernameType: contactTypeSchema,
    forceUsernamePhone: z.boolean().describe('The username must be the phone number'),
  })
  .meta({ id: 'PendingPatient' });

/** Spec 01 §3 "Pending patient": what the pharmacy already knows when it issued the registration code. */
export type PendingPatient = z.infer<typeof pendingPatientSchema>;

export const termsDocumentSchema = z
  .object({ data: z.string().nullable().describe('Base64 PDF of the terms, or null') })
  .meta({ id: 'TermsDocument' });

/** The terms document the patient consents to: a base64 PDF, or null when there is none. */
export type TermsDocument = z.infer<typeof termsDocumentSchema>;

export const registrationLookupResponseSchema = z
  .object({ terms: termsDocumentSchema, pendingPatient: pendingPatientSchema })
  .meta({ id: 'RegistrationLookupResponse' });

/** Answer of GET /patients/registration?registration_code=… */
export type RegistrationLookupResponse = z.infer<typeof registrationLookupResponseSchema>;

const nameText = requiredText(100);

export const registrationAttributeSchema = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('fname'), value: nameText }),
    z.object({ type: z.literal('lname'), value: nameText }),
    z.object({ type: z.literal('dob'), value: isoDateSchema }),
    z.object({ type: z.literal('registrationCode'), value: registrationCodeSchema }),
    z.object({
      type: z.literal('password'),
      value: z.base64().min(1).max(2048).describe('RSA-OAEP SHA-256 ciphertext of the password, base64'),
    }),
    z.object({
      type: z.literal('insurance_selection'),
      value: z.number().int().min(-1).max(2_147_483_647).describe('-1 = none, otherwise a planId'),
    }),
    z.object({ type: z.literal('consent'), value: z.boolean() }),
    z.object({ type: z.literal('phone'), value: usPhoneSchema }),
    z.object({ type: z.literal('email'), value: emailAddressSchema }),
    z.object({ type: z.literal('timezone'), value: z.number().int().min(-840).max(840).describe('UTC offset in minutes, east positive (UTC-5 is -300): the opposite sign of getTimezoneOffset') }),
  ])
  .meta({ id: 'RegistrationAttribute' });

/**
 * One entry of the registration payload's userAttributes (spec 01 §3). `password` is the
 * RSA-OAEP (SHA-256) ciphertext of the password under the server's public key, base64.
 */
export type RegistrationAttribute = z.infer<typeof registrationAttributeSchema>;

export const registrationPayloadSchema = z
  .object({
    mainContact: mainContactSchema,
    userAttributes: z.array(registrationAttributeSchema).min(1).max(20),
    forceEmailUsername: z.boolean().describe('The username must be the e-mail'),
  })
  .meta({ id: 'RegistrationPayload' });

/** Body of PUT /patients/registration. */
export type RegistrationPayload = z.infer<typeof registrationPayloadSchema>;

export const registrationResultSchema = z
  .object({ registered: z.literal(true), username: z.string() })
  .meta({ id: 'RegistrationResult' });

/** Answer of a successful registration. */
export type RegistrationResult = z.infer<typeof registrationResultSchema>;

export const registrationFailureSchema = z
  .object({
    error: z.string(),
    message: z.string(),
    code: z.enum(['UsernameExistsException', 'InvalidPasswordException']),
  })
  .meta({ id: 'RegistrationFailure' });

/** Error answer of PUT /patients/registration that carries an identity provider code. */
export type RegistrationFailure = z.infer<typeof registrationFailureSchema>;

export const registrationVisitedPayloadSchema = z
  .object({ registration_code: registrationCodeSchema })
  .meta({ id: 'RegistrationVisitedPayload' });

/** Body of PUT /patients/registration/visited. */
export type RegistrationVisitedPayload = z.infer<typeof registrationVisitedPayloadSchema>;

export const registrationVisitedResponseSchema = z
  .object({ visited: z.literal(true) })
  .meta({ id: 'RegistrationVisitedResponse' });

/** Answer of PUT /patients/registration/visited. */
export type RegistrationVisitedResponse = z.infer<typeof registrationVisitedResponseSchema>;

export const registrationPublicKeySchema = z
  .object({
    jwk: z.object({
      kty: z.literal('RSA'),
      n: z.string(),
      e: z.string(),
      alg: z.literal('RSA-OAEP-256'),
      use: z.literal('enc'),
      kid: z.string(),
    }),
  })
  .meta({ id: 'RegistrationPublicKey' });

/** Answer of GET /patients/registration/public-key. */
export type RegistrationPublicKey = z.infer<typeof registrationPublicKeySchema>;

export type RegistrationAttributeType = RegistrationAttribute['type'];

/** The identity provider's refusal codes the widget maps to messages (spec 01 §8). */
export type RegistrationErrorCode = RegistrationFailure['code'];

/** The public half of the server's RSA-OAEP key as a JWK, for WebCrypto's importKey. */
export type RsaOaepPublicJwk = RegistrationPublicKey['jwk'];
