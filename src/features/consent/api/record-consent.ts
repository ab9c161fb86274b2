import { useMutation } from '@tanstack/react-query';
import type { HttpClient } from '../../../core/api/http-client';
import type { User, UserUpdateResponse } from '../../../domain/account/user.schema';
import { useHttpClient } from '../../../core/hooks/use-http-client';
import { consentPayload } from '../model/consent';

/** Records the consent (see consentPayload) and answers the updated user. */
export async function recordConsent(client: HttpClient, uId: number, now: Date): Promise<User> {
  const { body } = await client.request<UserUpdateResponse>('/user', { method: 'PUT', body: consentPayload(uId, now) });
  return body.user;
}

export function useRecordConsent() {
  const client = useHttpClient();
  return useMutation({
    mutationKey: ['consent', 'record'],
    mutationFn: ({ uId, now }: { uId: number; now: Date }) => recordConsent(client, uId, now),
  });
}
