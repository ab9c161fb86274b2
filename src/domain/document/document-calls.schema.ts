import { z } from 'zod';
import { idQueryParamSchema, text, uIdQueryParamSchema } from '../common/common.schema';
import { patientDocumentSchema } from '../patient/document.schema';

export const documentListQuerySchema = z.object({
  u_id: uIdQueryParamSchema,
  brand_id: idQueryParamSchema.optional().describe('Only documents of this brand (and those of no brand); sent for the brands that filter'),
});

export const documentListResponseSchema = z
  .object({ documents: z.array(patientDocumentSchema).describe('One entry per docId') })
  .meta({ id: 'PatientDocumentList' });

/** Answer of GET /documents/patient. */
export type DocumentListResponse = z.infer<typeof documentListResponseSchema>;

export const documentQuerySchema = z.object({ docId: idQueryParamSchema.describe('The document id') });

export const documentDataResponseSchema = z
  .object({ data: z.base64().describe('The PDF as it stands now, base64'), fileName: z.string() })
  .meta({ id: 'DocumentData' });

/** Answer of GET /document: the PDF of one of the caller's documents. */
export type DocumentDataResponse = z.infer<typeof documentDataResponseSchema>;

export const signRequestQuerySchema = z.object({
  srUuid: z.uuid().describe('The sign request (the document uuid)'),
  signerUuid: z.uuid().describe("The signer's own link id"),
});

export const signableDocumentSchema = z
  .object({
    docId: z.number().int(),
    uuid: z.string(),
    signerUuid: z.string(),
    friendlyName: text(200),
    signerNum: z.number().int().describe('Whose fields this signer fills: the number in their field names'),
    signerCount: z.number().int(),
    isCurrentSigner: z.boolean().describe('False while an earlier signer has not signed: the document is then view-only'),
    isCompletelySigned: z.boolean(),
    data: z.base64().describe('The PDF as it stands now, base64'),
  })
  .meta({ id: 'SignableDocument' });

/** Answer of GET /documents/sign: the document a signer's link opens. */
export type SignableDocument = z.infer<typeof signableDocumentSchema>;

export const documentSignResponseSchema = z
  .object({
    ok: z.literal(true),
    isCompletelySigned: z.boolean(),
    nextSignerNum: z.number().int().nullable().describe('Whose turn it is now; null once every signer has signed'),
  })
  .meta({ id: 'DocumentSignResult' });

/** Answer of POST /documents/sign. */
export type DocumentSignResponse = z.infer<typeof documentSignResponseSchema>;
