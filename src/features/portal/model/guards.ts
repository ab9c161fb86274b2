import { hasModule, type CompanyModule } from '../../../core/brand/modules';
import { loginLinkParamNames } from '../../../core/session/route-after-login';
import { findRoute, HOME_PATH, LOGIN_PATH, NOT_FOUND_PATH, normalizePath, ROOT_PATH, type RouteDefinition } from './routes';

export interface GuardSession {
  signedIn: boolean;
  /** The company's modules; null while they are still loading. */
  modules: readonly CompanyModule[] | null;
}

export interface PortalLocation {
  path: string;
  /** '' or '?a=b' */
  search: string;
}

export type RouteResolution =
  | { kind: 'render'; route: RouteDefinition }
  | { kind: 'not-found' }
  /** Waiting for the company's modules before a module-gated route can be decided. */
  | { kind: 'pending'; route: RouteDefinition }
  /** Replace the current entry with `to` (path and query). */
  | { kind: 'redirect'; to: string };

/** Only the link parameters of spec 01 §2 go along to /login, for the routing after sign-in. */
export function loginRedirect(search: string): string {
  const from = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of loginLinkParamNames) {
    const value = from.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${LOGIN_PATH}?${query}` : LOGIN_PATH;
}

/**
 * The portal's guards: / goes to /login (query kept), unknown paths to /not-found, protected
 * routes without a session to /login (link parameters kept), module-gated routes whose module
 * the company lacks to /home.
 */
export function resolveRoute(location: PortalLocation, session: GuardSession): RouteResolution {
  const path = normalizePath(location.path);
  if (path === ROOT_PATH) return { kind: 'redirect', to: `${LOGIN_PATH}${location.search}` };
  if (path === NOT_FOUND_PATH) return { kind: 'not-found' };
  const route = findRoute(path);
  if (!route) return { kind: 'redirect', to: NOT_FOUND_PATH };
  if (route.access === 'open') return { kind: 'render', route };
  if (!session.signedIn) return { kind: 'redirect', to: loginRedirect(location.search) };
  if (route.access === 'module') {
    if (session.modules === null) return { kind: 'pending', route };
    if (!route.module || !hasModule(session.modules, route.module)) return { kind: 'redirect', to: HOME_PATH };
  }
  return { kind: 'render', route };
}
