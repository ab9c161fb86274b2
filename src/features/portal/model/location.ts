/** A place in the portal: app path, query string and the state handed to the screen. */
export interface PortalEntry {
  path: string;
  /** '' or '?a=b' */
  search: string;
  state: Record<string, unknown> | null;
  /** Unique per navigation; a new key re-renders the screen with its new state. */
  key: number;
}

/** '' (site root) or '/portal': leading slash, no trailing slash. */
export function normalizeBasePath(basePath: string | undefined | null): string {
  const trimmed = (basePath ?? '').trim().replace(/\/+$/, '');
  if (trimmed === '') return '';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** The app path of a page path under `basePath`; null when the page is outside it. */
export function appPathOf(pathname: string, basePath: string): string | null {
  const base = normalizeBasePath(basePath);
  if (base === '') return pathname.startsWith('/') ? pathname : `/${pathname}`;
  if (pathname === base) return '/';
  if (!pathname.startsWith(`${base}/`)) return null;
  return pathname.slice(base.length);
}

/** The page path of an app path under `basePath`. */
export function pagePathOf(appPath: string, basePath: string): string {
  const base = normalizeBasePath(basePath);
  const path = appPath.startsWith('/') ? appPath : `/${appPath}`;
  return base === '' ? path : `${base}${path}`;
}

/**
 * Splits a navigation target such as '/survey?survey_event_id=4' into path and query. Only app
 * paths are accepted: a URL with a scheme or host, or a relative path, is refused (null).
 */
export function parseTarget(target: string): { path: string; search: string } | null {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//')) return null;
  const hashAt = target.indexOf('#');
  const withoutHash = hashAt >= 0 ? target.slice(0, hashAt) : target;
  const queryAt = withoutHash.indexOf('?');
  const path = queryAt >= 0 ? withoutHash.slice(0, queryAt) : withoutHash;
  const query = queryAt >= 0 ? withoutHash.slice(queryAt + 1) : '';
  return { path: path || '/', search: query ? `?${query}` : '' };
}
