import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HttpClient } from '../../../core/api/http-client';
import type { RefillRequestPayload, RefillRequestRecord, RefillSubmitResponse } from '../../../domain/refill/refill.schema';
import { useHttpClient } from '../../../core/hooks/use-http-client';
import { refillMedicationsKey } from './medications';
import { activeRefillsKey } from './active-refills';

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

/** The message of a 409 refusing a second order for a medication already in one. */
export const isActiveOrderRefusal = (reason: string) => /active order/i.test(reason);

export function useSubmitRefill() {
  const client = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['refill', 'submit'],
    mutationFn: (input: SubmitRefillInput) => submitRefill(client, input),
    onSettled: (_data, _error, input) => {
      void queryClient.invalidateQueries({ queryKey: refillMedicationsKey(input.payload.u_id) });
      void queryClient.invalidateQueries({ queryKey: activeRefillsKey(input.payload.u_id) });
    },
  });
}
