import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '../../../core/api/http-client';
import { awaitingSignatureCount } from '../model/badges';
import { documentsToSignKey } from '../../../core/api/query-keys';

/**
 * GET /documents/patient: documents awaiting the patient's signature (the documents tile's badge).
 * The brand filter is sent only for the brands that list documents by brand (spec 01 §6).
 */
export async function fetchDocumentsToSign(client: HttpClient, uId: number, brandId: number | undefined): Promise<number> {
  const { body } = await client.request<unknown>('/documents/patient', { query: { u_id: uId, brand_id: brandId } });
  return awaitingSignatureCount(body);
}

export const documentsToSignQuery = (client: HttpClient, uId: number, brandId: number | undefined) =>
  queryOptions({ queryKey: [...documentsToSignKey(uId), brandId ?? null], queryFn: () => fetchDocumentsToSign(client, uId, brandId) });
