/**
 * Where app paths live on this page: the standalone portal sets its base path, so that links
 * widgets render ("/chat") point at real addresses ("/portal/chat") for new tabs and bookmarks.
 * Navigation itself goes through `rx-navigate`.
 */
let basePath = '';

export function setAppBasePath(path: string): void {
  basePath = path.replace(/\/+$/, '');
}

/** The page address of an app path. */
export function appHref(path: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  return `${basePath}${path}`;
}
