import { z } from 'zod';
import { localeSchema, uIdBodySchema, zeroOneSchema } from './common.schema';
import type { User, UserDataItem, UserResponse, UserUpdatePayload, UserUpdateResponse } from './user';
import type { Expect, TypesMatch } from './type-equality';

export const groupsMappedSchema = z
  .literal([0, 1, 2, 3])
  .describe('0 = to be mapped by the patient, 1 = mapped by the pharmacy, 2 = mapped by the patient, 3 = no mapping exists');

export const preferredContactSchema = z
  .literal([-1, 0, 1, 3])
  .describe('-1 = none, 0 = e-mail, 1 = phone, 3 = both');

export const userSchema = z
  .object({
    uId: z.number().int(),
    username: z.string(),
    usernameType: z.enum(['email', 'phone']),
    companyId: z.number().int(),
    companyName: z.string(),
    brandId: z.number().int(),
    consentDate: z.string().nullable().describe('ISO 8601; null = consent not given yet'),
    emailVerified: zeroOneSchema,
    groupsMapped: groupsMappedSchema,
    timezone: z.number().int().nullable().describe('UTC offset in minutes'),
    fname: z.string(),
    lname: z.string(),
    dob: z.string().nullable().describe('YYYY-MM-DD'),
    gender: z.string().nullable(),
    locale: localeSchema,
    lastLogin: z.string().nullable(),
    mfaStatus: z.enum(['NOMFA', 'SMS_MFA', 'SOFTWARE_TOKEN_MFA']),
  })
  .meta({ id: 'User' });

export const userResponseSchema = z.object({ user: userSchema }).meta({ id: 'UserResponse' });

export const userDataItemSchema = z
  .discriminatedUnion('Name', [
    z.object({ Name: z.literal('timezone'), Value: z.number().int().min(-840).max(840) }),
    z.object({ Name: z.literal('last_login'), Value: z.iso.datetime({ offset: true }) }),
    z.object({ Name: z.literal('locale'), Value: localeSchema }),
    z.object({ Name: z.literal('groups_mapped'), Value: groupsMappedSchema }),
    z.object({ Name: z.literal('email_verified'), Value: zeroOneSchema }),
    z.object({ Name: z.literal('preferred_contact'), Value: preferredContactSchema }),
    z.object({ Name: z.literal('consent_date'), Value: z.iso.datetime({ offset: true }).describe('When the patient agreed to the terms') }),
  ])
  .meta({ id: 'UserDataItem' });

export const userUpdatePayloadSchema = z
  .object({ u_id: uIdBodySchema, userData: z.array(userDataItemSchema).min(1).max(10) })
  .meta({ id: 'UserUpdatePayload' });

export const userUpdateResponseSchema = z
  .object({
    user: userSchema,
    consentThreadCreated: z.boolean().describe('A consent text was sent; the phone preference is pending until the patient agrees'),
  })
  .meta({ id: 'UserUpdateResponse' });

export type UserSchemaMatches = Expect<TypesMatch<z.infer<typeof userSchema>, User>>;
export type UserResponseSchemaMatches = Expect<TypesMatch<z.infer<typeof userResponseSchema>, UserResponse>>;
export type UserDataItemSchemaMatches = Expect<TypesMatch<z.infer<typeof userDataItemSchema>, UserDataItem>>;
export type UserUpdatePayloadSchemaMatches = Expect<TypesMatch<z.infer<typeof userUpdatePayloadSchema>, UserUpdatePayload>>;
export type UserUpdateResponseSchemaMatches = Expect<
  TypesMatch<z.infer<typeof userUpdateResponseSchema>, UserUpdateResponse>
>;
