import { z } from 'zod';
import { emailAddressSchema, idQueryParamSchema, idSchema, requiredText, uIdBodySchema, uIdQueryParamSchema, usPhoneSchema } from '../common/common.schema';

export const additionalContactSchema = z
  .object({
    contactId: z.number().int(),
    contactName: z.string(),
    contactDetail: z.string().describe('How the contact relates to the patient, e.g. "Daughter, caregiver"'),
    phone: z.string().nullable().describe('+1 and ten digits'),
    email: z.string().nullable(),
  })
  .meta({ id: 'AdditionalContact' });

/** Spec 01 §3 "Additional contact": someone the pharmacy may contact about the patient. */
export type AdditionalContact = z.infer<typeof additionalContactSchema>;

export const additionalContactListResponseSchema = z
  .object({ contacts: z.array(additionalContactSchema) })
  .meta({ id: 'AdditionalContactListResponse' });

/** Answer of GET /user/contact. */
export type AdditionalContactListResponse = z.infer<typeof additionalContactListResponseSchema>;

const contactShape = {
  u_id: uIdBodySchema,
  contactName: requiredText(100),
  contactDetail: requiredText(200),
  phone: usPhoneSchema.nullable().optional(),
  email: emailAddressSchema.nullable().optional(),
};
const hasPhoneOrEmail = (contact: { phone?: string | null; email?: string | null }) => Boolean(contact.phone || contact.email);
const phoneOrEmailMessage = { message: 'at least one of phone or email is required', path: ['phone'] };

export const additionalContactCreatePayloadSchema = z
  .object(contactShape)
  .refine(hasPhoneOrEmail, phoneOrEmailMessage)
  .meta({ id: 'AdditionalContactCreatePayload' });

/** Body of POST /user/contact: at least one of phone or e-mail. */
export type AdditionalContactCreatePayload = z.infer<typeof additionalContactCreatePayloadSchema>;

export const additionalContactUpdatePayloadSchema = z
  .object({ ...contactShape, contactId: idSchema })
  .refine(hasPhoneOrEmail, phoneOrEmailMessage)
  .meta({ id: 'AdditionalContactUpdatePayload' });

/** Body of PUT /user/contact. */
export type AdditionalContactUpdatePayload = z.infer<typeof additionalContactUpdatePayloadSchema>;

export const additionalContactSaveResponseSchema = z
  .object({ contact: additionalContactSchema })
  .meta({ id: 'AdditionalContactSaveResponse' });

export type AdditionalContactSaveResponse = z.infer<typeof additionalContactSaveResponseSchema>;

export const additionalContactDeleteQuerySchema = z.object({ u_id: uIdQueryParamSchema, contact_id: idQueryParamSchema });

/** Query of DELETE /user/contact. */
export type AdditionalContactDeleteQuery = z.infer<typeof additionalContactDeleteQuerySchema>;
