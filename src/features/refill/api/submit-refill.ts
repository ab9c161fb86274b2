import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useHttpClient } from '../../../core/hooks/use-http-client';
import { refillMedicationsKey } from './medications';
import { activeRefillsKey } from './active-refills';
import type { SubmitRefillInput } from './submit-request';

/** The message of a 409 refusing a second order for a medication already in one. */
export const isActiveOrderRefusal = (reason: string) => /active order/i.test(reason);

export function useSubmitRefill() {
  const client = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['refill', 'submit'],
    // The request's code loads when the patient sends (it is no part of the first step).
    mutationFn: (input: SubmitRefillInput) => import('./submit-request').then((request) => request.submitRefill(client, input)),
    onSettled: (_data, _error, input) => {
      void queryClient.invalidateQueries({ queryKey: refillMedicationsKey(input.payload.u_id) });
      void queryClient.invalidateQueries({ queryKey: activeRefillsKey(input.payload.u_id) });
    },
  });
}
