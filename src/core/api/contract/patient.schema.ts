import { z } from 'zod';
import { emailAddressSchema, localeSchema, mainContactSchema, uIdBodySchema, uIdQueryParamSchema, usPhoneSchema } from './common.schema';
import type {
  Patient,
  PatientAttribute,
  PatientResponse,
  PatientUpdatePayload,
  PatientUsernamePayload,
  TextConsentBlockListQuery,
  TextConsentBlockListResponse,
} from './patient';
import type { Expect, TypesMatch } from './type-equality';
import { preferredContactSchema } from './user.schema';

export const patientSchema = z
  .object({
    uId: z.number().int(),
    username: z.string(),
    usernameType: z.enum(['email', 'phone']),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    preferredContact: preferredContactSchema,
    pendingPreferredContact: preferredContactSchema.nullable(),
    locale: localeSchema,
  })
  .meta({ id: 'Patient' });

export const patientResponseSchema = z.object({ patient: patientSchema }).meta({ id: 'PatientResponse' });

export const patientAttributeSchema = z
  .discriminatedUnion('Name', [
    z.object({ Name: z.literal('email'), Value: emailAddressSchema }),
    z.object({ Name: z.literal('phone'), Value: usPhoneSchema }),
  ])
  .meta({ id: 'PatientAttribute' });

export const patientUpdatePayloadSchema = z
  .object({ u_id: uIdBodySchema, userAttributes: z.array(patientAttributeSchema).min(1).max(2) })
  .meta({ id: 'PatientUpdatePayload' });

export const patientUsernamePayloadSchema = z
  .object({ u_id: uIdBodySchema, mainContact: mainContactSchema })
  .meta({ id: 'PatientUsernamePayload' });

/**
 * A mobile number in a query string, where "+" may arrive decoded as a space: ten digits, with
 * or without a leading 1 or +1, normalised to +1 and ten digits.
 */
export const mobileNumberQueryParamSchema = z
  .string()
  .max(20)
  .regex(/^[+ ]?1?[1-9]\d{9}$/, 'expected a US mobile number')
  .transform((value) => `+1${value.replace(/\D/g, '').slice(-10)}`);

export const textConsentBlockListQuerySchema = z.object({
  u_id: uIdQueryParamSchema,
  mobileNumber: mobileNumberQueryParamSchema,
});

export const textConsentBlockListResponseSchema = z
  .object({
    mobileNumber: z.string(),
    blocked: z.boolean(),
    senderNumber: z.string().describe('Text START or UNSTOP to this number to opt back in'),
  })
  .meta({ id: 'TextConsentBlockListResponse' });

export type PatientSchemaMatches = Expect<TypesMatch<z.infer<typeof patientSchema>, Patient>>;
export type PatientResponseSchemaMatches = Expect<TypesMatch<z.infer<typeof patientResponseSchema>, PatientResponse>>;
export type PatientAttributeSchemaMatches = Expect<TypesMatch<z.infer<typeof patientAttributeSchema>, PatientAttribute>>;
export type PatientUpdatePayloadSchemaMatches = Expect<
  TypesMatch<z.infer<typeof patientUpdatePayloadSchema>, PatientUpdatePayload>
>;
export type PatientUsernamePayloadSchemaMatches = Expect<
  TypesMatch<z.infer<typeof patientUsernamePayloadSchema>, PatientUsernamePayload>
>;
export type TextConsentBlockListQuerySchemaMatches = Expect<
  TypesMatch<z.infer<typeof textConsentBlockListQuerySchema>, TextConsentBlockListQuery>
>;
export type TextConsentBlockListResponseSchemaMatches = Expect<
  TypesMatch<z.infer<typeof textConsentBlockListResponseSchema>, TextConsentBlockListResponse>
>;
