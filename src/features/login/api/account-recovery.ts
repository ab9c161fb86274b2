import { useMutation } from '@tanstack/react-query';
import type { HttpClient } from '../../../core/api/http-client';
import type { MainContact } from '../../../domain/common/common.schema';
import type { AccountRecoveryRequestPayload } from '../../../domain/company/support.schema';
import { useHttpClient } from '../../../core/hooks/use-http-client';

/**
 * POST /account-recovery-request (spec 01 §7), unauthenticated: a patient who lost the device of
 * their second factor asks the pharmacy to get in touch. 200 is success; anything else fails.
 */
export async function requestAccountRecovery(client: HttpClient, mainContact: MainContact): Promise<boolean> {
  try {
    const body: AccountRecoveryRequestPayload = { mainContact };
    await client.request('/account-recovery-request', { method: 'POST', auth: false, body });
    return true;
  } catch {
    return false;
  }
}

export function useAccountRecoveryRequest() {
  const client = useHttpClient();
  return useMutation({
    mutationKey: ['login', 'account-recovery-request'],
    mutationFn: (mainContact: MainContact) => requestAccountRecovery(client, mainContact),
  });
}
