import { parsePortalUrl } from '../config/portal-url';

/**
 * Where app paths live on this page: the standalone portal sets its base path, so that links
 * widgets render ("/chat") point at real addresses ("/portal/chat") for new tabs and bookmarks.
 * Widgets outside the portal use the configured `portalUrl` instead. Navigation itself goes
 * through `rx-navigate`.
 */
let basePath = '';

export function setAppBasePath(path: string): void {
  basePath = path.replace(/\/+$/, '');
}

/** The `<rx-portal>` an element is a screen of (screens live in its shadow root), or the portal itself. */
export function enclosingPortal(element: Element): Element | null {
  let current: Element | null = element;
  while (current) {
    if (current.localName === 'rx-portal') return current;
    const root = current.getRootNode();
    current = current.parentElement ?? (root instanceof ShadowRoot ? root.host : null);
  }
  return null;
}

/**
 * Where a widget's links lead. Inside a portal that owns the address bar: the portal's own
 * pages. Elsewhere (and in a portal with memory routing): the configured portal URL, else a
 * portal on this page, else null: the page's own origin, where nothing says a portal answers.
 */
export function portalBaseFor(element: Element, portalUrl: string | undefined): string | null {
  const portal = enclosingPortal(element);
  if (portal && portal.getAttribute('routing') !== 'memory') return basePath;
  const configured = parsePortalUrl(portalUrl);
  if (configured !== undefined) return configured.replace(/\/+$/, '');
  return basePath || null;
}
