/**
 * The auth link (spec 01 §2, §4): `auth=<token>` in the login URL signs the patient in on the
 * basic pool. The token is a single-use, expiring random value issued by the server; it carries
 * no username or password. The widget trades it once for a one-time credential
 * (POST /auth-links/exchange) and signs in with that. It is read once and removed from the
 * address bar.
 */
export const AUTH_PARAM = 'auth';

export interface AuthLinkCredentials {
  username: string;
  password: string;
}

/** A token as the server issues it: 32 random bytes in base64url, nothing else. */
export function isAuthLinkToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}

/** The `auth` parameter of a query string; null when absent (an empty value counts as present). */
export function authParamOf(search: string): string | null {
  return new URLSearchParams(search).get(AUTH_PARAM);
}

/** The same address without the `auth` parameter (path, remaining query and hash), for history.replaceState. */
export function addressWithoutAuthParam(href: string): string {
  const url = new URL(href, 'http://localhost');
  url.searchParams.delete(AUTH_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}
