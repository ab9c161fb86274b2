import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../core/api/api-error';
import type { HttpClient } from '../../../core/api/http-client';
import type { RegistrationResult } from '../../../domain/account/registration.schema';
import { useHttpClient } from '../../../core/hooks/use-http-client';
import { encryptPassword } from '../../../core/crypto/encrypt-password';
import { buildRegistrationPayload, timezoneOffsetMinutes } from '../model/registration-payload';
import { isRefusal, registrationFailureOf, type RegistrationFailure } from '../model/registration-result';
import type { RegistrationContext, RegistrationForm } from '../model/registration-form';

export interface SubmitRegistrationInput {
  form: RegistrationForm;
  context: RegistrationContext;
  registrationCode: string;
}

export type SubmitRegistrationOutcome = { ok: true } | { ok: false; failure: RegistrationFailure };

/**
 * Encrypts the password, sends PUT /patients/registration (unauthenticated), then marks the code
 * visited with PUT /patients/registration/visited. A failed visited call does not undo the
 * registration, so it is not reported.
 */
export async function submitRegistration(
  client: HttpClient,
  { form, context, registrationCode }: SubmitRegistrationInput,
  now: () => Date = () => new Date(),
): Promise<SubmitRegistrationOutcome> {
  try {
    const encryptedPassword = await encryptPassword(client, form.password);
    const payload = buildRegistrationPayload(form, context, { registrationCode, encryptedPassword, timezone: timezoneOffsetMinutes(now()) });
    const { status, body } = await client.request<RegistrationResult>('/patients/registration', { method: 'PUT', auth: false, body: payload });
    if (isRefusal(body)) return { ok: false, failure: registrationFailureOf(status, body) };
  } catch (error) {
    return { ok: false, failure: error instanceof ApiError ? registrationFailureOf(error.status, error.body) : 'registrationFailed' };
  }
  try {
    await client.request('/patients/registration/visited', { method: 'PUT', auth: false, body: { registration_code: registrationCode } });
  } catch {
    // the account exists; the visited mark is bookkeeping only
  }
  return { ok: true };
}

export function useSubmitRegistration() {
  const client = useHttpClient();
  return useMutation({
    mutationKey: ['register', 'submit'],
    mutationFn: (input: SubmitRegistrationInput) => submitRegistration(client, input),
  });
}
