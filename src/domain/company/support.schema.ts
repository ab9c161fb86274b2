import { z } from 'zod';
import { contactTypeSchema, mainContactSchema, text, uIdBodySchema } from '../common/common.schema';

export const companySupportQuerySchema = z.object({
  username_type: contactTypeSchema,
  username: z
    .string()
    .min(1)
    .max(2048)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'expected base64')
    .describe('RSA-OAEP (SHA-256) ciphertext of the username under the server key, base64, URI-encoded in the URL'),
});

/** Query of GET /company/support: the username is RSA-OAEP encrypted (server key), base64, then URI-encoded. */
export type CompanySupportQuery = z.infer<typeof companySupportQuerySchema>;

export const companySupportResponseSchema = z
  .object({ companySupport: z.object({ supportNumber: z.string() }) })
  .meta({ id: 'CompanySupportResponse' });

/** Answer of GET /company/support. */
export type CompanySupportResponse = z.infer<typeof companySupportResponseSchema>;

export const supportReasonSchema = z.enum(['App Error', 'AccountIssue', 'Information Missing', 'Update Patient Information', 'Other']);

/** Support reasons of spec 01 §9. */
export type SupportReason = z.infer<typeof supportReasonSchema>;

export const supportRelatingToSchema = z.enum([
  'Assessments',
  'Document',
  'MFA',
  'Medication',
  'Patient Profile/Demographic Info',
  'Other',
]);

/** Relating-to options of spec 01 §9. */
export type SupportRelatingTo = z.infer<typeof supportRelatingToSchema>;

export const supportRequestPayloadSchema = z
  .object({
    u_id: uIdBodySchema,
    reason: supportReasonSchema,
    relatingTo: supportRelatingToSchema,
    relatingModule: text(64).describe("The module the request is about, e.g. Messaging; '' when none"),
    additionalDetails: z
      .string()
      .max(2000)
      .refine((text) => text.trim().length > 15, 'must be longer than 15 characters'),
  })
  .meta({ id: 'SupportRequestPayload' });

/** Body of POST /support-requests. additionalDetails is longer than 15 characters (spec 01 §5). */
export type SupportRequestPayload = z.infer<typeof supportRequestPayloadSchema>;

export const supportRequestResponseSchema = z
  .object({ requestId: z.number().int() })
  .meta({ id: 'SupportRequestResponse' });

/** Answer of POST /support-requests. */
export type SupportRequestResponse = z.infer<typeof supportRequestResponseSchema>;

export const accountRecoveryRequestPayloadSchema = z
  .object({ mainContact: mainContactSchema })
  .meta({ id: 'AccountRecoveryRequestPayload' });

/** Body of POST /account-recovery-request (unauthenticated; lost MFA device). */
export type AccountRecoveryRequestPayload = z.infer<typeof accountRecoveryRequestPayloadSchema>;

export const accountRecoveryResponseSchema = z
  .object({ received: z.literal(true) })
  .meta({ id: 'AccountRecoveryResponse' });

/**
 * Answer of POST /account-recovery-request. The same answer whether or not the contact is
 * known, so the call cannot be used to find out who has an account.
 */
export type AccountRecoveryResponse = z.infer<typeof accountRecoveryResponseSchema>;
