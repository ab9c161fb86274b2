/**
 * A `portal-url` value: where the partner's portal lives, for links that widgets outside the
 * portal render. An absolute http(s) address or a path on the page's own origin; anything else
 * (other schemes, protocol-relative `//host` or `/\host`, blanks inside) is ignored, so a link
 * never leads off to an address the partner did not mean.
 */
export function parsePortalUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const url = value.trim();
  if (url === '' || /[\s\\]/.test(url)) return undefined;
  if (url.startsWith('/')) return url.startsWith('//') ? undefined : url;
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}
