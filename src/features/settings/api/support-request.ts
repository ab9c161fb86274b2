import { useMutation } from '@tanstack/react-query';
import type { HttpClient } from '../../../core/api/http-client';
import { useHttpClient } from '../../../core/hooks/use-http-client';
import type { SupportRequestPayload, SupportRequestResponse } from '../../../domain/company/support.schema';

/** POST /support-requests; resolves false on any answer but 200. */
export async function sendSupportRequest(client: HttpClient, payload: SupportRequestPayload): Promise<boolean> {
  try {
    await client.request<SupportRequestResponse>('/support-requests', { method: 'POST', body: payload });
    return true;
  } catch {
    return false;
  }
}

export function useSendSupportRequest() {
  const client = useHttpClient();
  return useMutation({ mutationKey: ['settings', 'support-request'], mutationFn: (payload: SupportRequestPayload) => sendSupportRequest(client, payload) });
}
