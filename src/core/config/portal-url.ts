/** An http(s) address with a host, or a path on the page's origin (not `//host` or `/\host`); no blanks or backslashes. */
const PORTAL_URL = /^(?:https?:\/\/[^/\s\\]+|\/(?![/\\]))[^\s\\]*$/i;

/**
 * A `portal-url` value: where the partner's portal lives, for links that widgets outside the
 * portal render. Anything but an absolute http(s) address or a path on the page's own origin is
 * ignored, so a link never leads off to an address the partner did not mean.
 */
export function parsePortalUrl(value: unknown): string | undefined {
  const url = typeof value === 'string' ? value.trim() : '';
  return PORTAL_URL.test(url) ? url : undefined;
}
