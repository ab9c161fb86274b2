import { z } from 'zod';
import { mainContactSchema, text, uIdBodySchema } from './common.schema';
import type {
  AccountRecoveryRequestPayload,
  AccountRecoveryResponse,
  CompanySupportQuery,
  CompanySupportResponse,
  SupportReason,
  SupportRelatingTo,
  SupportRequestPayload,
  SupportRequestResponse,
} from './support';
import type { Expect, TypesMatch } from './type-equality';

export const companySupportQuerySchema = z.object({
  username_type: z.enum(['email', 'phone']),
  username: z
    .string()
    .min(1)
    .max(2048)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'expected base64')
    .describe('RSA-OAEP (SHA-256) ciphertext of the username under the server key, base64, URI-encoded in the URL'),
});

export const companySupportResponseSchema = z
  .object({ companySupport: z.object({ supportNumber: z.string() }) })
  .meta({ id: 'CompanySupportResponse' });

export const supportReasonSchema = z.enum(['App Error', 'AccountIssue', 'Information Missing', 'Update Patient Information', 'Other']);

export const supportRelatingToSchema = z.enum([
  'Assessments',
  'Document',
  'MFA',
  'Medication',
  'Patient Profile/Demographic Info',
  'Other',
]);

export const supportRequestPayloadSchema = z
  .object({
    u_id: uIdBodySchema,
    reason: supportReasonSchema,
    relatingTo: supportRelatingToSchema,
    relatingModule: text(64),
    additionalDetails: z
      .string()
      .max(2000)
      .refine((text) => text.trim().length > 15, 'must be longer than 15 characters'),
  })
  .meta({ id: 'SupportRequestPayload' });

export const supportRequestResponseSchema = z
  .object({ requestId: z.number().int() })
  .meta({ id: 'SupportRequestResponse' });

export const accountRecoveryRequestPayloadSchema = z
  .object({ mainContact: mainContactSchema })
  .meta({ id: 'AccountRecoveryRequestPayload' });

export const accountRecoveryResponseSchema = z
  .object({ received: z.literal(true) })
  .meta({ id: 'AccountRecoveryResponse' });

export type CompanySupportQuerySchemaMatches = Expect<TypesMatch<z.infer<typeof companySupportQuerySchema>, CompanySupportQuery>>;
export type CompanySupportResponseSchemaMatches = Expect<
  TypesMatch<z.infer<typeof companySupportResponseSchema>, CompanySupportResponse>
>;
export type SupportReasonSchemaMatches = Expect<TypesMatch<z.infer<typeof supportReasonSchema>, SupportReason>>;
export type SupportRelatingToSchemaMatches = Expect<TypesMatch<z.infer<typeof supportRelatingToSchema>, SupportRelatingTo>>;
export type SupportRequestPayloadSchemaMatches = Expect<
  TypesMatch<z.infer<typeof supportRequestPayloadSchema>, SupportRequestPayload>
>;
export type SupportRequestResponseSchemaMatches = Expect<
  TypesMatch<z.infer<typeof supportRequestResponseSchema>, SupportRequestResponse>
>;
export type AccountRecoveryRequestPayloadSchemaMatches = Expect<
  TypesMatch<z.infer<typeof accountRecoveryRequestPayloadSchema>, AccountRecoveryRequestPayload>
>;
export type AccountRecoveryResponseSchemaMatches = Expect<
  TypesMatch<z.infer<typeof accountRecoveryResponseSchema>, AccountRecoveryResponse>
>;
