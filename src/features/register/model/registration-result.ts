/** Outcomes of PUT /patients/registration that the screen shows (spec 01 §8 "Registration"). */
export type RegistrationFailure = 'usernameExists' | 'invalidPassword' | 'lookupFailed' | 'registrationFailed';

const KNOWN_CODES: Record<string, RegistrationFailure> = {
  UsernameExistsException: 'usernameExists',
  InvalidPasswordException: 'invalidPassword',
};

/** The identity provider code an answer carries (`code`, or Cognito-style `__type`/`name`/`error`). */
export function responseCodeOf(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const record = body as Record<string, unknown>;
  for (const key of ['code', '__type', 'name', 'error']) {
    const value = record[key];
    if (typeof value === 'string') {
      const known = Object.keys(KNOWN_CODES).find((code) => value === code || value.endsWith(`#${code}`));
      if (known) return known;
    }
  }
  return null;
}

/**
 * The message for a refused registration: the response code first (UsernameExistsException,
 * InvalidPasswordException), then status 404 (the pharmacy's record was not found: check legal
 * name and date of birth), anything else (including no answer at all) is a failed registration.
 */
export function registrationFailureOf(status: number | undefined, body: unknown): RegistrationFailure {
  const code = responseCodeOf(body);
  if (code) return KNOWN_CODES[code]!;
  if (status === 404) return 'lookupFailed';
  return 'registrationFailed';
}

/** A 200 answer can still carry a refusal code; such an answer is not a success. */
export const isRefusal = (body: unknown) => responseCodeOf(body) !== null;

/** The registration code: the element's attribute wins over the page's `id` query parameter. */
export function registrationCodeOf(attribute: string | undefined | null, search: string): string | null {
  const fromAttribute = attribute?.trim();
  if (fromAttribute) return fromAttribute;
  const fromQuery = new URLSearchParams(search).get('id')?.trim();
  return fromQuery ? fromQuery : null;
}

/** Where the patient goes after registering; a `redirect` parameter travels on to the login page. */
export function loginPathAfterRegistration(search: string): string {
  const redirect = new URLSearchParams(search).get('redirect');
  return redirect ? `/login?${new URLSearchParams({ redirect }).toString()}` : '/login';
}

/**
 * Route state for the login screen after success: `message` names the text to show
 * ('successfullyRegistered'); `notice` is the same request in the form the login element's
 * `notice` property takes.
 */
export const SUCCESS_STATE = { message: 'successfullyRegistered', notice: 'registered' } as const;
