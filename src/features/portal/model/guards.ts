import { hasModule, type CompanyModule } from '../../../core/brand/modules';
import { loginLinkParamNames, type AfterLoginUser } from '../../../core/session/route-after-login';
import { findRoute, HOME_PATH, LOGIN_PATH, NOT_FOUND_PATH, normalizePath, ROOT_PATH, type RouteDefinition } from './routes';

/** A step of the post-login routing the patient has not finished (spec 01 §4 "After login"). */
export type PendingStep = typeof CONSENT_PATH | typeof EMAIL_VERIFY_PATH;

export const CONSENT_PATH = '/consent';
export const EMAIL_VERIFY_PATH = '/email-verify';

/**
 * What the post-login routing still asks of this patient: consent first, then e-mail
 * verification (unless skipped in this tab). Null when nothing, or while the user is unknown.
 */
export function pendingStepOf(user: AfterLoginUser | null, emailVerifySkipped: boolean): PendingStep | null {
  if (!user) return null;
  if (!user.consentDate || user.consentDate.trim() === '') return CONSENT_PATH;
  if (user.emailVerified !== 1 && !emailVerifySkipped) return EMAIL_VERIFY_PATH;
  return null;
}

export interface GuardSession {
  signedIn: boolean;
  /** A post-login step still due: every signed-in route leads there until it is done. */
  pendingStep?: PendingStep | null;
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
 * routes without a session to /login (link parameters kept), signed-in routes to the post-login
 * step still due (consent, e-mail verification), module-gated routes whose module
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
  // Checked on every route, so a second tab or a typed address cannot skip consent.
  if (session.pendingStep && path !== session.pendingStep) return { kind: 'redirect', to: session.pendingStep };
  if (route.access === 'module') {
    if (session.modules === null) return { kind: 'pending', route };
    if (!route.module || !hasModule(session.modules, route.module)) return { kind: 'redirect', to: HOME_PATH };
  }
  return { kind: 'render', route };
}
