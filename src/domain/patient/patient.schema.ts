import { z } from 'zod';
import { contactTypeSchema, emailAddressSchema, localeSchema, mainContactSchema, uIdBodySchema, uIdQueryParamSchema, usPhoneSchema } from '../common/common.schema';
import { preferredContactSchema } from '../account/user.schema';

export const patientSchema = z
  .object({
    uId: z.number().int(),
    username: z.string(),
    usernameType: contactTypeSchema,
    email: z.string().nullable(),
    phone: z.string().nullable().describe('+1 and ten digits'),
    preferredContact: preferredContactSchema,
    pendingPreferredContact: preferredContactSchema.nullable().describe("A phone preference waiting for the patient's text consent, or null"),
    locale: localeSchema,
  })
  .meta({ id: 'Patient' });

/** Spec 01 §3 "Patient": the contact side of the account. */
export type Patient = z.infer<typeof patientSchema>;

export const patientResponseSchema = z.object({ patient: patientSchema }).meta({ id: 'PatientResponse' });

/** Answer of GET /patients. */
export type PatientResponse = z.infer<typeof patientResponseSchema>;

export const patientAttributeSchema = z
  .discriminatedUnion('Name', [
    z.object({ Name: z.literal('email'), Value: emailAddressSchema }),
    z.object({ Name: z.literal('phone'), Value: usPhoneSchema }),
  ])
  .meta({ id: 'PatientAttribute' });

/**
 * One entry of PUT /patients' userAttributes: the secondary contact (the one that is not the
 * username), or the e-mail confirmed on the e-mail verification page.
 */
export type PatientAttribute = z.infer<typeof patientAttributeSchema>;

export const patientUpdatePayloadSchema = z
  .object({ u_id: uIdBodySchema, userAttributes: z.array(patientAttributeSchema).min(1).max(2) })
  .meta({ id: 'PatientUpdatePayload' });

/** Body of PUT /patients. */
export type PatientUpdatePayload = z.infer<typeof patientUpdatePayloadSchema>;

export const patientUsernamePayloadSchema = z
  .object({ u_id: uIdBodySchema, mainContact: mainContactSchema })
  .meta({ id: 'PatientUsernamePayload' });

/** Body of PUT /patients/username: the new username, already verified with the identity provider. */
export type PatientUsernamePayload = z.infer<typeof patientUsernamePayloadSchema>;

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

/** Query of GET /text-consent/block-list. */
export type TextConsentBlockListQuery = z.infer<typeof textConsentBlockListQuerySchema>;

export const textConsentBlockListResponseSchema = z
  .object({
    mobileNumber: z.string(),
    blocked: z.boolean(),
    senderNumber: z.string().describe('Text START or UNSTOP to this number to opt back in'),
  })
  .meta({ id: 'TextConsentBlockListResponse' });

/**
 * Answer of GET /text-consent/block-list: whether the number has opted out of texts, and the
 * number it must text START or UNSTOP to in order to opt back in.
 */
export type TextConsentBlockListResponse = z.infer<typeof textConsentBlockListResponseSchema>;

/** Spec 01 §9 contact codes: -1 none, 0 e-mail, 1 phone, 3 both. */
export type PreferredContact = z.infer<typeof preferredContactSchema>;
