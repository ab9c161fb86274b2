/**
 * Spec 01 §7 "Analytics": usage sessions, page views and actions. None of them carries health
 * data or identifies the patient: page paths and hrefs are paths only (no query string, no
 * fragment), and nothing links a session to a patient.
 */

/** POST and PUT /physician/analytics/session. POST starts it; PUT marks it still active. */
export interface AnalyticsSession {
  /** Chosen by the client (a random UUID); a second POST with the same id is 409. */
  sessionId: string;
  productName: string;
}

/** POST and PUT /physician/analytics/pageview. POST records it; PUT updates title and path. */
export interface AnalyticsPageview {
  sessionId: string;
  /** The page's path only, e.g. "/chat"; a query string or fragment is refused (400). */
  pagePath: string;
  pageTitle: string;
  /** Chosen by the client (a random UUID); a second POST with the same id is 409. */
  pageviewId: string;
}

/** POST /web/analytics/action: something the patient did on a page. */
export interface AnalyticsAction {
  pageviewId: string;
  actionName: string;
  actionCompleted: boolean;
  /** The followed link, if any: a path or URL without query string or fragment. */
  actionHref?: string;
}

/** The stored action, as answered by POST /web/analytics/action. */
export interface AnalyticsActionRecord extends AnalyticsAction {
  actionId: number;
}
