import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailPreference } from '../../../domain/account/email-preference.schema';
import type { HttpClient } from '../../../core/api/http-client';
import { ApiError } from '../../../core/api/api-error';
import { useHttpClient } from '../../../core/hooks/use-http-client';
import { outcomeOf, preferenceFor, type NotificationPreference, type PreferenceAction, type PreferenceOutcome } from '../model/email-preference';

/** PUT /email-unsubscribe (spec 02 §7), unauthenticated, with the token of the e-mail's link. */
export async function updateEmailPreference(
  client: HttpClient,
  email: string,
  token: string,
  action: PreferenceAction,
): Promise<PreferenceOutcome> {
  try {
    const { status } = await client.request('/email-unsubscribe', {
      method: 'PUT',
      auth: false,
      body: { email: email.trim(), notificationPreference: preferenceFor(action), token },
      expectedStatus: [200, 404],
    });
    return outcomeOf(action, status);
  } catch (error) {
    return outcomeOf(action, error instanceof ApiError ? error.status : undefined);
  }
}

/** What POST /email-unsubscribe/lookup says of the link's address: its preference, or why there is none. */
export type StoredPreference = { preference: NotificationPreference } | { problem: 'invalidLink' | 'timedOut' };

export async function fetchEmailPreference(client: HttpClient, email: string, token: string): Promise<StoredPreference> {
  try {
    // The address and token in the body: a URL ends up in proxies' and servers' access logs.
    const { body } = await client.request<EmailPreference>('/email-unsubscribe/lookup', { method: 'POST', auth: false, body: { email: email.trim(), token } });
    return { preference: body.notificationPreference };
  } catch (error) {
    return { problem: error instanceof ApiError && error.status === 403 ? 'invalidLink' : 'timedOut' };
  }
}

const preferenceKey = (email: string, token: string) => ['unsubscribe', 'email-preference', email.trim().toLowerCase(), token];

export function useEmailPreference(email: string, token: string | null) {
  const client = useHttpClient();
  return useQuery({
    queryKey: preferenceKey(email, token ?? ''),
    queryFn: () => fetchEmailPreference(client, email, token!),
    enabled: token !== null,
    staleTime: Infinity,
    retry: false,
  });
}

export function useUpdateEmailPreference() {
  const client = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['unsubscribe', 'email-preference'],
    mutationFn: ({ email, token, action }: { email: string; token: string; action: PreferenceAction }) =>
      updateEmailPreference(client, email, token, action),
    onSuccess: (outcome, { email, token, action }) => {
      if (outcome === 'emailUnsubscribed' || outcome === 'emailSubscribed') {
        const saved: StoredPreference = { preference: preferenceFor(action) };
        queryClient.setQueryData(preferenceKey(email, token), saved);
      }
    },
  });
}
