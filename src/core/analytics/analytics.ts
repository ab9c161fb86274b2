import { createHttpClient } from '../api/http-client';
import { randomId } from '../crypto/random-id';
import type { AnalyticsAction, AnalyticsPageview, AnalyticsSession } from '../../domain/analytics/analytics.schema';

/**
 * Usage analytics of spec 01 §7: a session (POST, then PUT to mark it still active), a page view
 * per portal route (POST on arrival, PUT on leaving) and actions. Nothing identifies the patient
 * and nothing carries health data: paths only, never a query string or fragment. Every failure
 * is ignored; with `analytics: false` in the config nothing is sent.
 */
export interface AnalyticsTracker {
  /** A new page: closes the previous one, then records this one. */
  enterPage(path: string, title: string): void;
  /** Closes the current page view (PUT). */
  leavePage(): void;
  /** Something the patient did on the current page. */
  action(name: string, options?: { completed?: boolean; href?: string }): void;
  /** Waits for every call made so far (tests). */
  flush(): Promise<void>;
}

export interface AnalyticsOptions {
  apiBase: string;
  productName: string;
  /** The signed-in patient's ID token (sent along), or null: nothing is recorded while signed out. */
  getToken: () => string | null;
  fetch?: typeof fetch;
  /** Keeps the session id for the life of the tab; default sessionStorage. */
  storage?: Storage | null;
  newId?: () => string;
}

export const ANALYTICS_SESSION_STORAGE_KEY = 'rx-analytics-session';

/** A path without query string or fragment, always starting with '/'. */
export function analyticsPath(pathOrUrl: string): string {
  let path = pathOrUrl.split(/[?#]/, 1)[0] ?? '';
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      path = '/';
    }
  }
  path = path.replace(/\s+/g, '');
  return path.startsWith('/') ? path : `/${path}`;
}

function defaultStorage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export function createAnalytics(options: AnalyticsOptions): AnalyticsTracker {
  const newId = options.newId ?? randomId;
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  // Its own client: a refused token drops the call, it never ends the patient's session.
  const client = createHttpClient({ apiBase: options.apiBase, getToken: options.getToken, onSessionExpired: () => undefined, fetch: options.fetch });
  let queue: Promise<void> = Promise.resolve();
  let sessionStarted = false;
  /** The current page view, and whether it was recorded (only signed-in pages are). */
  let current: { pageview: AnalyticsPageview; recorded: boolean } | null = null;
  const signedIn = () => options.getToken() !== null;

  const send = (method: 'POST' | 'PUT', path: string, body: unknown) =>
    client.request(path, { method, body, expectedStatus: [200, 201, 204, 409] }).then(() => undefined);
  // One call at a time, in order (a page view needs its session first); failures are dropped.
  const enqueue = (call: () => Promise<void>) => {
    queue = queue.then(call).catch(() => undefined);
  };

  let sessionId: string;
  try {
    sessionId = storage?.getItem(ANALYTICS_SESSION_STORAGE_KEY) || '';
  } catch {
    sessionId = '';
  }
  const knownSession = sessionId !== '';
  if (!knownSession) {
    sessionId = newId();
    try {
      storage?.setItem(ANALYTICS_SESSION_STORAGE_KEY, sessionId);
    } catch {
      // a session per page load then
    }
  }

  const touchSession = () => {
    // POST once per tab; after that (and after a reload) PUT marks the session still active.
    const method = sessionStarted || knownSession ? 'PUT' : 'POST';
    sessionStarted = true;
    const body: AnalyticsSession = { sessionId, productName: options.productName };
    enqueue(() => send(method, '/physician/analytics/session', body));
  };

  // The API records the usage of signed-in patients only: nothing is sent without a session.
  const tracker: AnalyticsTracker = {
    enterPage(path, title) {
      tracker.leavePage();
      const pageview: AnalyticsPageview = { sessionId, pagePath: analyticsPath(path), pageTitle: title.slice(0, 300), pageviewId: newId() };
      const recorded = signedIn();
      current = { pageview, recorded };
      if (!recorded) return;
      touchSession();
      enqueue(() => send('POST', '/physician/analytics/pageview', pageview));
    },
    leavePage() {
      const left = current;
      current = null;
      if (left?.recorded && signedIn()) enqueue(() => send('PUT', '/physician/analytics/pageview', left.pageview));
    },
    action(name, { completed = true, href } = {}) {
      if (!current?.recorded || !signedIn()) return;
      const body: AnalyticsAction = { pageviewId: current.pageview.pageviewId, actionName: name.slice(0, 100), actionCompleted: completed };
      if (href) body.actionHref = analyticsPath(href);
      enqueue(() => send('POST', '/web/analytics/action', body));
    },
    flush: () => queue,
  };
  return tracker;
}

let active: AnalyticsTracker | null = null;

/** The portal registers its tracker; widgets record actions through `trackAction`. */
export function setActiveAnalytics(tracker: AnalyticsTracker | null): void {
  active = tracker;
}

/** Records an action on the current page view; nothing happens without a tracker (analytics off, or no portal). */
export function trackAction(name: string, options?: { completed?: boolean; href?: string }): void {
  active?.action(name, options);
}
