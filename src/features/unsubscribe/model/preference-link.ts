/**
 * The preferences link of our e-mails: `/notification-preferences?email=…&token=…`. The token is
 * signed by the server for that address and expires; without it the page changes nothing (a
 * deliberate deviation from spec 02 §2, where the page takes only `email`). Like the secret of an
 * auth link, it is read once and removed from the address bar.
 */
export const TOKEN_PARAM = 'token';

export interface PreferenceLink {
  email: string;
  token: string;
}

/** The link's address and token; null without a token (an empty value counts as none). */
export function preferenceLinkOf(search: string): PreferenceLink | null {
  const params = new URLSearchParams(search);
  const token = params.get(TOKEN_PARAM);
  if (!token) return null;
  return { email: params.get('email') ?? '', token };
}

/** The same address without the token (path, remaining query and hash), for history.replaceState. */
export function addressWithoutToken(href: string): string {
  const url = new URL(href, 'http://localhost');
  url.searchParams.delete(TOKEN_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The token for the address the widget shows: the link's, when the link names that address. */
export function tokenFor(email: string, link: PreferenceLink | null): string | null {
  if (!link) return null;
  return link.email.trim().toLowerCase() === email.trim().toLowerCase() ? link.token : null;
}

/** The address the page is about: the element's `email` attribute wins over the link's. */
export function addressOf(attribute: string | undefined, link: PreferenceLink | null): string {
  return (attribute || link?.email || '').trim();
}
