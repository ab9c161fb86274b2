import { z } from 'zod';

export const patientDocumentSchema = z
  .object({
    docId: z.number().int(),
    uuid: z.string(),
    signerUuid: z.string().nullable(),
    friendlyName: z.string(),
    timeUploaded: z.string(),
    type: z.enum(['clinical', 'imported']),
    isSignRequest: z.boolean(),
    isCurrentSigner: z.boolean().describe('The caller is the signer whose turn it is: only they may fill and submit'),
    signRequestRequired: z.boolean(),
    isCompletelySigned: z.boolean(),
    hasSigned: z.boolean().describe('The caller has signed this sign request (their turn is over); false for other documents'),
    fileDescription: z.string().nullable(),
    signerNum: z.number().int().nullable(),
  })
  .meta({ id: 'PatientDocument' });

/**
 * Spec 02 §3 "Document". Form fields of a fillable PDF are named
 * `fieldName|signerNum|Required` (or anything else than Required for optional fields).
 */
export type PatientDocument = z.infer<typeof patientDocumentSchema>;

export const documentSignPayloadSchema = z
  .object({
    srUuid: z.uuid(),
    signerUuid: z.uuid(),
    data: z.base64().max(10_000_000).describe('The filled PDF, base64'),
    contentType: z.literal('application/pdf'),
  })
  .meta({ id: 'DocumentSignPayload' });

/** Body of POST /documents/sign. */
export type DocumentSignPayload = z.infer<typeof documentSignPayloadSchema>;
