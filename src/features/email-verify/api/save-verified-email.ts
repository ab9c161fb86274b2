import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../core/api/api-error';
import type { HttpClient } from '../../../core/api/http-client';
import type { User, UserUpdateResponse } from '../../../core/api/contract/user';
import { useHttpClient } from '../../../core/api/use-http-client';
import { emailSaveFailureOf, emailVerifiedPayload, patientEmailPayload, type EmailSaveFailure } from '../model/email-verify';

export type SaveEmailOutcome = { ok: true; user: User } | { ok: false; failure: EmailSaveFailure };

/** PUT /patients with the e-mail, then PUT /user with email_verified = 1; answers the updated user. */
export async function saveVerifiedEmail(client: HttpClient, uId: number, email: string): Promise<SaveEmailOutcome> {
  try {
    await client.request('/patients', { method: 'PUT', body: patientEmailPayload(uId, email) });
    const { body } = await client.request<UserUpdateResponse>('/user', { method: 'PUT', body: emailVerifiedPayload(uId) });
    return { ok: true, user: body.user };
  } catch (error) {
    return { ok: false, failure: emailSaveFailureOf(error instanceof ApiError ? error.status : undefined) };
  }
}

export function useSaveVerifiedEmail() {
  const client = useHttpClient();
  return useMutation({
    mutationKey: ['email-verify', 'save'],
    mutationFn: ({ uId, email }: { uId: number; email: string }) => saveVerifiedEmail(client, uId, email),
  });
}
