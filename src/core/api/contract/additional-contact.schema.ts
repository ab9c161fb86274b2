import { z } from 'zod';
import type {
  AdditionalContact,
  AdditionalContactCreatePayload,
  AdditionalContactDeleteQuery,
  AdditionalContactListResponse,
  AdditionalContactSaveResponse,
  AdditionalContactUpdatePayload,
} from './additional-contact';
import {
  emailAddressSchema,
  idQueryParamSchema,
  idSchema,
  requiredText,
  uIdBodySchema,
  uIdQueryParamSchema,
  usPhoneSchema,
} from './common.schema';
import type { Expect, TypesMatch } from './type-equality';

export const additionalContactSchema = z
  .object({
    contactId: z.number().int(),
    contactName: z.string(),
    contactDetail: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
  })
  .meta({ id: 'AdditionalContact' });

export const additionalContactListResponseSchema = z
  .object({ contacts: z.array(additionalContactSchema) })
  .meta({ id: 'AdditionalContactListResponse' });

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

export const additionalContactUpdatePayloadSchema = z
  .object({ ...contactShape, contactId: idSchema })
  .refine(hasPhoneOrEmail, phoneOrEmailMessage)
  .meta({ id: 'AdditionalContactUpdatePayload' });

export const additionalContactSaveResponseSchema = z
  .object({ contact: additionalContactSchema })
  .meta({ id: 'AdditionalContactSaveResponse' });

export const additionalContactDeleteQuerySchema = z.object({ u_id: uIdQueryParamSchema, contact_id: idQueryParamSchema });

export type AdditionalContactSchemaMatches = Expect<TypesMatch<z.infer<typeof additionalContactSchema>, AdditionalContact>>;
export type AdditionalContactListResponseSchemaMatches = Expect<
  TypesMatch<z.infer<typeof additionalContactListResponseSchema>, AdditionalContactListResponse>
>;
export type AdditionalContactCreatePayloadSchemaMatches = Expect<
  TypesMatch<z.infer<typeof additionalContactCreatePayloadSchema>, AdditionalContactCreatePayload>
>;
export type AdditionalContactUpdatePayloadSchemaMatches = Expect<
  TypesMatch<z.infer<typeof additionalContactUpdatePayloadSchema>, AdditionalContactUpdatePayload>
>;
export type AdditionalContactSaveResponseSchemaMatches = Expect<
  TypesMatch<z.infer<typeof additionalContactSaveResponseSchema>, AdditionalContactSaveResponse>
>;
export type AdditionalContactDeleteQuerySchemaMatches = Expect<
  TypesMatch<z.infer<typeof additionalContactDeleteQuerySchema>, AdditionalContactDeleteQuery>
>;
