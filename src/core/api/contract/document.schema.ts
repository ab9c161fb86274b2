import { z } from 'zod';
import type { DocumentSignPayload, PatientDocument } from './document';
import type { Expect, TypesMatch } from './type-equality';

export const patientDocumentSchema = z
  .object({
    docId: z.number().int(),
    uuid: z.string(),
    signerUuid: z.string().nullable(),
    friendlyName: z.string(),
    timeUploaded: z.string(),
    type: z.enum(['clinical', 'imported']),
    isSignRequest: z.boolean(),
    isCurrentSigner: z.boolean(),
    signRequestRequired: z.boolean(),
    isCompletelySigned: z.boolean(),
    fileDescription: z.string().nullable(),
    signerNum: z.number().int().nullable(),
  })
  .meta({ id: 'PatientDocument' });

export const documentSignPayloadSchema = z
  .object({
    srUuid: z.uuid(),
    signerUuid: z.uuid(),
    data: z.base64().max(10_000_000),
    contentType: z.literal('application/pdf'),
  })
  .meta({ id: 'DocumentSignPayload' });

export type PatientDocumentSchemaMatches = Expect<TypesMatch<z.infer<typeof patientDocumentSchema>, PatientDocument>>;
export type DocumentSignPayloadSchemaMatches = Expect<TypesMatch<z.infer<typeof documentSignPayloadSchema>, DocumentSignPayload>>;
