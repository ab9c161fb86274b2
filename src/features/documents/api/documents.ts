import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '../../../core/api/http-client';
import type { DocumentDataResponse, DocumentListResponse, DocumentSignResponse, SignableDocument } from '../../../domain/document/document-calls.schema';
import type { PatientDocument } from '../../../domain/patient/document.schema';

/** GET /documents/patient; the brand filter only for the brands that list documents by brand. */
export async function fetchDocuments(client: HttpClient, uId: number, brandId: number | undefined): Promise<PatientDocument[]> {
  const { body } = await client.request<DocumentListResponse>('/documents/patient', { query: { u_id: uId, brand_id: brandId } });
  return body.documents;
}

export const documentsQuery = (client: HttpClient, uId: number, brandId: number | undefined) =>
  queryOptions({ queryKey: ['documents', 'list', uId, brandId ?? null], queryFn: () => fetchDocuments(client, uId, brandId) });

/** GET /document: the PDF of one document, base64. */
export const documentDataQuery = (client: HttpClient, docId: number) =>
  queryOptions({
    queryKey: ['documents', 'data', docId],
    queryFn: async () => (await client.request<DocumentDataResponse>('/document', { query: { docId } })).body,
    staleTime: 0,
  });

/** GET /documents/sign: what a signer's link opens; no login. */
export const signableQuery = (client: HttpClient, srUuid: string, signerUuid: string) =>
  queryOptions({
    queryKey: ['documents', 'signable', srUuid, signerUuid],
    queryFn: async () => (await client.request<SignableDocument>('/documents/sign', { auth: false, query: { srUuid, signerUuid } })).body,
    retry: false,
    staleTime: 0,
  });

/** POST /documents/sign with the filled PDF; the signer link is the credential. */
export async function submitSignedDocument(client: HttpClient, srUuid: string, signerUuid: string, data: string): Promise<DocumentSignResponse> {
  const { body } = await client.request<DocumentSignResponse>('/documents/sign', {
    method: 'POST',
    auth: false,
    body: { srUuid, signerUuid, data, contentType: 'application/pdf' },
  });
  return body;
}
