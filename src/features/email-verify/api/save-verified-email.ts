import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../core/api/api-error';
import type { HttpClient } from '../../../core/api/http-client';
import { useHttpClient } from '../../../core/hooks/use-http-client';
import { emailSaveFailureOf, patientEmailPayload, type EmailSaveFailure } from '../model/email-verify';

export type SaveEmailOutcome = { ok: true } | { ok: false; failure: EmailSaveFailure };

/**
 * PUT /patients with the e-mail (refused when the contact is blocked). It is not verified yet:
 * that takes the code sent to the address (`verify-email-code.ts`).
 */
export async function saveVerifiedEmail(client: HttpClient, uId: number, email: string): Promise<SaveEmailOutcome> {
  try {
    await client.request('/patients', { method: 'PUT', body: patientEmailPayload(uId, email) });
    return { ok: true };
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
