import type { HttpClient } from '../../../core/api/http-client';
import type { RefillRequestPayload, RefillRequestRecord, RefillSubmitResponse } from '../../../domain/refill/refill.schema';

export interface SubmitRefillInput {
  payload: RefillRequestPayload;
  /** Created when the review step opened: the same order is never made twice. */
  idempotencyKey: string;
}

/** POST /refill-requests, or PUT with the payload's requestId when editing; answers the stored request. */
export async function submitRefill(client: HttpClient, { payload, idempotencyKey }: SubmitRefillInput): Promise<RefillRequestRecord> {
  const editing = payload.requestId !== undefined;
  const { body } = await client.request<RefillSubmitResponse>('/refill-requests', {
    method: editing ? 'PUT' : 'POST',
    body: payload,
    headers: { 'Idempotency-Key': idempotencyKey },
    expectedStatus: editing ? 200 : [200, 201],
  });
  return body.request;
}
