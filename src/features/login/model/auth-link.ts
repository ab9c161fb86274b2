/**
 * The auth link (spec 01 §2, §4): `auth=<token>` in the login URL signs the patient in on the
 * basic pool. The token is the base64url encoding (no padding) of the UTF-8 JSON
 * `{ "u": username, "p": password }`. It is read once and removed from the address bar.
 */
export const AUTH_PARAM = 'auth';

export interface AuthLinkCredentials {
  username: string;
  password: string;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  bytes.forEach((byte) => (binary += String.fromCharCode(byte)));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(text)) return null;
  const base64 = text.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  if (base64.length % 4 === 1) return null;
  try {
    const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

export function encodeAuthLink({ username, password }: AuthLinkCredentials): string {
  return toBase64Url(new TextEncoder().encode(JSON.stringify({ u: username, p: password })));
}

/** The credentials of a token, or null when it is not a well-formed auth link. */
export function decodeAuthLink(token: string): AuthLinkCredentials | null {
  const bytes = fromBase64Url(token.trim());
  if (!bytes) return null;
  try {
    const json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown;
    if (!json || typeof json !== 'object') return null;
    const { u, p } = json as { u?: unknown; p?: unknown };
    if (typeof u !== 'string' || typeof p !== 'string' || u.trim() === '' || p === '') return null;
    return { username: u.trim(), password: p };
  } catch {
    return null;
  }
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
