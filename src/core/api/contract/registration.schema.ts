import { z } from 'zod';
import { emailAddressSchema, isoDateSchema, mainContactSchema, requiredText, usPhoneSchema } from './common.schema';
import type {
  PendingPatient,
  RegistrationAttribute,
  RegistrationFailure,
  RegistrationLookupResponse,
  RegistrationPayload,
  RegistrationPublicKey,
  RegistrationResult,
  RegistrationVisitedPayload,
  RegistrationVisitedResponse,
} from './registration';
import type { Expect, TypesMatch } from './type-equality';

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
    usernameType: z.enum(['email', 'phone']),
    forceUsernamePhone: z.boolean().describe('The username must be the phone number'),
  })
  .meta({ id: 'PendingPatient' });

export const termsDocumentSchema = z
  .object({ data: z.string().nullable().describe('Base64 PDF of the terms, or null') })
  .meta({ id: 'TermsDocument' });

export const registrationLookupResponseSchema = z
  .object({ terms: termsDocumentSchema, pendingPatient: pendingPatientSchema })
  .meta({ id: 'RegistrationLookupResponse' });

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
    z.object({ type: z.literal('timezone'), value: z.number().int().min(-840).max(840).describe('UTC offset in minutes') }),
  ])
  .meta({ id: 'RegistrationAttribute' });

export const registrationPayloadSchema = z
  .object({
    mainContact: mainContactSchema,
    userAttributes: z.array(registrationAttributeSchema).min(1).max(20),
    forceEmailUsername: z.boolean(),
  })
  .meta({ id: 'RegistrationPayload' });

export const registrationResultSchema = z
  .object({ registered: z.literal(true), username: z.string() })
  .meta({ id: 'RegistrationResult' });

export const registrationFailureSchema = z
  .object({
    error: z.string(),
    message: z.string(),
    code: z.enum(['UsernameExistsException', 'InvalidPasswordException']),
  })
  .meta({ id: 'RegistrationFailure' });

export const registrationVisitedPayloadSchema = z
  .object({ registration_code: registrationCodeSchema })
  .meta({ id: 'RegistrationVisitedPayload' });

export const registrationVisitedResponseSchema = z
  .object({ visited: z.literal(true) })
  .meta({ id: 'RegistrationVisitedResponse' });

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

export type PendingPatientSchemaMatches = Expect<TypesMatch<z.infer<typeof pendingPatientSchema>, PendingPatient>>;
export type RegistrationLookupResponseSchemaMatches = Expect<
  TypesMatch<z.infer<typeof registrationLookupResponseSchema>, RegistrationLookupResponse>
>;
export type RegistrationAttributeSchemaMatches = Expect<
  TypesMatch<z.infer<typeof registrationAttributeSchema>, RegistrationAttribute>
>;
export type RegistrationPayloadSchemaMatches = Expect<
  TypesMatch<z.infer<typeof registrationPayloadSchema>, RegistrationPayload>
>;
export type RegistrationResultSchemaMatches = Expect<TypesMatch<z.infer<typeof registrationResultSchema>, RegistrationResult>>;
export type RegistrationFailureSchemaMatches = Expect<
  TypesMatch<z.infer<typeof registrationFailureSchema>, RegistrationFailure>
>;
export type RegistrationVisitedPayloadSchemaMatches = Expect<
  TypesMatch<z.infer<typeof registrationVisitedPayloadSchema>, RegistrationVisitedPayload>
>;
export type RegistrationPublicKeySchemaMatches = Expect<
  TypesMatch<z.infer<typeof registrationPublicKeySchema>, RegistrationPublicKey>
>;
export type RegistrationVisitedResponseSchemaMatches = Expect<
  TypesMatch<z.infer<typeof registrationVisitedResponseSchema>, RegistrationVisitedResponse>
>;
