import { z } from 'zod';
import { contactTypeSchema, localeSchema, uIdBodySchema, zeroOneSchema } from '../common/common.schema';

export const groupsMappedSchema = z
  .literal([0, 1, 2, 3])
  .describe('0 = to be mapped by the patient, 1 = mapped by the pharmacy, 2 = mapped by the patient, 3 = no mapping exists');

/**
 * groupsMapped (spec 01 §3, spec 02 §7): 0 = care groups still to be mapped by the patient,
 * 1 = mapped by the pharmacy (nothing to ask), 2 = mapped by the patient on the care programs
 * page, 3 = no mapping exists (set after GET /care-groups/mapping answers 404).
 */
export type GroupsMapped = z.infer<typeof groupsMappedSchema>;

export const preferredContactSchema = z
  .literal([-1, 0, 1, 3])
  .describe('-1 = none, 0 = e-mail, 1 = phone, 3 = both');

export const mfaStatusSchema = z.enum(['NOMFA', 'SMS_MFA', 'SOFTWARE_TOKEN_MFA']);

export const userSchema = z
  .object({
    uId: z.number().int(),
    username: z.string(),
    usernameType: contactTypeSchema,
    companyId: z.number().int(),
    companyName: z.string(),
    brandId: z.number().int(),
    consentDate: z.string().nullable().describe('ISO 8601; null = consent not given yet'),
    emailVerified: zeroOneSchema,
    groupsMapped: groupsMappedSchema,
    timezone: z.number().int().nullable().describe('UTC offset in minutes, east positive (UTC-5 is -300): the opposite sign of getTimezoneOffset'),
    fname: z.string(),
    lname: z.string(),
    dob: z.string().nullable().describe('YYYY-MM-DD'),
    gender: z.string().nullable(),
    locale: localeSchema,
    lastLogin: z.string().nullable(),
    mfaStatus: mfaStatusSchema,
  })
  .meta({ id: 'User' });

/** Spec 01 §3 "User", plus what the session needs after sign-in (company, names, MFA). */
export type User = z.infer<typeof userSchema>;

export const userResponseSchema = z.object({ user: userSchema }).meta({ id: 'UserResponse' });

/** Answer of GET /user. */
export type UserResponse = z.infer<typeof userResponseSchema>;

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

/** One entry of PUT /user's userData (spec 01 §7); the value type depends on the name. */
export type UserDataItem = z.infer<typeof userDataItemSchema>;

export const userUpdatePayloadSchema = z
  .object({ u_id: uIdBodySchema, userData: z.array(userDataItemSchema).min(1).max(10) })
  .meta({ id: 'UserUpdatePayload' });

/** Body of PUT /user. */
export type UserUpdatePayload = z.infer<typeof userUpdatePayloadSchema>;

export const userUpdateResponseSchema = z
  .object({
    user: userSchema,
    consentThreadCreated: z.boolean().describe('A consent text was sent; the phone preference is pending until the patient agrees'),
  })
  .meta({ id: 'UserUpdateResponse' });

/**
 * Answer of PUT /user. When the patient asks for texts without having agreed to them, the
 * preference is kept pending and a consent text is sent: consentThreadCreated is true.
 */
export type UserUpdateResponse = z.infer<typeof userUpdateResponseSchema>;
