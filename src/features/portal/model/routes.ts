import type { ModuleName } from '../../../core/brand/modules';
import type { PortalPath } from '../../../domain/common/portal-paths';

/**
 * Who may open a route (spec 01 §2 and spec 02 §2): anyone, a signed-in patient, or a signed-in
 * patient whose company has the route's module.
 */
export type RouteAccess = 'open' | 'login' | 'module';

export interface RouteDefinition {
  /** The app path, without the portal's base path (listed in src/domain/common/portal-paths.ts). */
  path: PortalPath;
  /** Names the page (title key `routes.<id>` of the portal namespace). */
  id: string;
  /** The element the route renders. */
  element: `rx-${string}`;
  access: RouteAccess;
  /** For module-gated routes. */
  module?: ModuleName;
  /** /documents and /doc-sign use a wider layout. */
  layout?: 'wide';
  /** Fixed route state handed to the element as properties (e.g. the profile entry to open). */
  state?: Readonly<Record<string, unknown>>;
  /** Query parameters handed to the element as attributes: parameter -> attribute. */
  queryAttributes?: Readonly<Record<string, string>>;
}

export const ROOT_PATH = '/';
export const LOGIN_PATH = '/login';
export const HOME_PATH = '/home';
export const NOT_FOUND_PATH = '/not-found';

/**
 * Every route of both specs, in one table. The spec lists /order-history both as open and as
 * opened from the signed-in home; it is open here (the screen itself asks for a session when it
 * needs one). /confirm-address and /missing-insurance open the profile on its address
 * confirmation (3.1) and insurance capture (2.1) entries.
 */
export const routes: readonly RouteDefinition[] = [
  // open
  { path: '/login', id: 'login', element: 'rx-login', access: 'open' },
  { path: '/register', id: 'register', element: 'rx-register', access: 'open' },
  { path: '/enroll-request', id: 'enrollRequest', element: 'rx-enroll', access: 'open', queryAttributes: { enrollment_code: 'enrollment-code', mobileNumber: 'mobile-number' } },
  { path: '/notification-preferences', id: 'notificationPreferences', element: 'rx-unsubscribe', access: 'open', queryAttributes: { email: 'email' } },
  { path: '/unsubscribe', id: 'unsubscribe', element: 'rx-unsubscribe', access: 'open', queryAttributes: { email: 'email' } },
  { path: '/terms-conditions', id: 'termsConditions', element: 'rx-terms', access: 'open' },
  { path: '/terms', id: 'terms', element: 'rx-terms', access: 'open' },
  { path: '/doc-sign', id: 'docSign', element: 'rx-documents', access: 'open', layout: 'wide', state: { view: 'sign' } },
  { path: '/flex-sign', id: 'flexSign', element: 'rx-documents', access: 'open', layout: 'wide', state: { view: 'flex-sign' } },
  { path: '/order-history', id: 'orderHistory', element: 'rx-order-history', access: 'open' },
  // signed in
  { path: '/home', id: 'home', element: 'rx-home', access: 'login', queryAttributes: { redirect: 'redirect' } },
  { path: '/care-programs', id: 'carePrograms', element: 'rx-care-programs', access: 'login' },
  { path: '/settings', id: 'settings', element: 'rx-settings', access: 'login' },
  { path: '/profile', id: 'profile', element: 'rx-profile', access: 'login' },
  { path: '/nps-form', id: 'npsForm', element: 'rx-nps', access: 'login' },
  { path: '/email-verify', id: 'emailVerify', element: 'rx-email-verify', access: 'login' },
  { path: '/submission', id: 'submission', element: 'rx-survey', access: 'login', state: { view: 'submission' } },
  { path: '/consent', id: 'consent', element: 'rx-consent', access: 'login' },
  { path: '/confirm-address', id: 'confirmAddress', element: 'rx-profile', access: 'login', state: { initialOption: 3.1 } },
  { path: '/missing-insurance', id: 'missingInsurance', element: 'rx-profile', access: 'login', state: { initialOption: 2.1 } },
  // signed in, and the company has the module
  { path: '/chat', id: 'chat', element: 'rx-chat', access: 'module', module: 'Messaging' },
  { path: '/discount-card', id: 'discountCard', element: 'rx-discount-card', access: 'module', module: 'DiscountCard', queryAttributes: { card_id: 'discount-id', discount_id: 'discount-id' } },
  { path: '/refill', id: 'refill', element: 'rx-refill', access: 'module', module: 'Refill' },
  { path: '/documents', id: 'documents', element: 'rx-documents', access: 'module', module: 'Document', layout: 'wide' },
  { path: '/pharmacy', id: 'pharmacy', element: 'rx-pharmacy', access: 'module', module: 'CompanyInfo' },
  { path: '/survey', id: 'survey', element: 'rx-survey', access: 'module', module: 'Assessments', queryAttributes: { survey_event_id: 'survey-event-id' } },
  { path: '/medication', id: 'medication', element: 'rx-medications', access: 'module', module: 'Medication' },
  { path: '/counseling', id: 'counseling', element: 'rx-counseling', access: 'module', module: 'WEB_Counseling', queryAttributes: { event_id: 'event-id' } },
];

const byPath = new Map<string, RouteDefinition>(routes.map((route) => [route.path, route]));

/** '/home/' and '/home' are the same route; paths are case-sensitive. */
export function normalizePath(path: string): string {
  const clean = `/${path.replace(/^\/+/, '')}`.replace(/\/{2,}/g, '/');
  return clean.length > 1 ? clean.replace(/\/+$/, '') : clean;
}

export function findRoute(path: string): RouteDefinition | undefined {
  return byPath.get(normalizePath(path));
}

/** Whether a route asks for a session (login-required and module-gated routes). */
export const isProtected = (route: RouteDefinition): boolean => route.access !== 'open';
