import { useMutation } from '@tanstack/react-query';
import type { HttpClient } from '../../../core/api/http-client';
import { ApiError } from '../../../core/api/api-error';
import { useHttpClient } from '../../../core/hooks/use-http-client';
import { outcomeOf, preferenceFor, type PreferenceAction, type PreferenceOutcome } from '../model/email-preference';

/** PUT /email-unsubscribe (spec 02 §7), unauthenticated; 200 and 404 both count as success. */
export async function updateEmailPreference(
  client: HttpClient,
  email: string,
  action: PreferenceAction,
): Promise<PreferenceOutcome> {
  try {
    const { status } = await client.request('/email-unsubscribe', {
      method: 'PUT',
      auth: false,
      body: { email: email.trim(), notificationPreference: preferenceFor(action) },
      expectedStatus: [200, 404],
    });
    return outcomeOf(action, status);
  } catch (error) {
    return outcomeOf(action, error instanceof ApiError ? error.status : undefined);
  }
}

export function useUpdateEmailPreference() {
  const client = useHttpClient();
  return useMutation({
    mutationKey: ['unsubscribe', 'email-preference'],
    mutationFn: ({ email, action }: { email: string; action: PreferenceAction }) => updateEmailPreference(client, email, action),
  });
}
