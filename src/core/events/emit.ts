/**
 * Every event the suite dispatches, by name, with its detail. Names follow `rx-<noun>-<verb>`.
 * Features add their events here so hosts get one typed map.
 */
export interface RxEventMap {
  'rx-signed-in': { uId: number };
  'rx-signed-out': { reason: 'user' | 'expired' | 'idle' };
  'rx-session-expired': Record<string, never>;
  'rx-navigate': { path: string; replace?: boolean; state?: Record<string, unknown> };
  'rx-email-unsubscribed': { email: string };
  'rx-email-resubscribed': { email: string };
  'rx-notice-dismissed': { id: number | string };
  /** <rx-portal> shows a new page; the path carries no query string. */
  'rx-route-changed': { path: string };
  'rx-registration-completed': { usernameType: 'email' | 'phone' };
  'rx-email-verified': Record<string, never>;
  'rx-email-verification-skipped': Record<string, never>;
  'rx-consent-given': { consentDate: string };
  /** A refill request was sent (created, or changed in edit mode); medications are display names. */
  'rx-refill-submitted': { requestId: number; deliveryDate: string; medications: string[] };
}

export type RxEventName = keyof RxEventMap;

/** Dispatches from the host element, so the event crosses the shadow boundary and bubbles. */
export function emitRxEvent<K extends RxEventName>(host: Element, name: K, detail: RxEventMap[K]): boolean {
  return host.dispatchEvent(new CustomEvent(name, { bubbles: true, composed: true, cancelable: true, detail }));
}

declare global {
  interface HTMLElementEventMap {
    'rx-signed-in': CustomEvent<RxEventMap['rx-signed-in']>;
    'rx-signed-out': CustomEvent<RxEventMap['rx-signed-out']>;
    'rx-session-expired': CustomEvent<RxEventMap['rx-session-expired']>;
    'rx-navigate': CustomEvent<RxEventMap['rx-navigate']>;
    'rx-email-unsubscribed': CustomEvent<RxEventMap['rx-email-unsubscribed']>;
    'rx-email-resubscribed': CustomEvent<RxEventMap['rx-email-resubscribed']>;
    'rx-notice-dismissed': CustomEvent<RxEventMap['rx-notice-dismissed']>;
    'rx-route-changed': CustomEvent<RxEventMap['rx-route-changed']>;
    'rx-registration-completed': CustomEvent<RxEventMap['rx-registration-completed']>;
    'rx-email-verified': CustomEvent<RxEventMap['rx-email-verified']>;
    'rx-email-verification-skipped': CustomEvent<RxEventMap['rx-email-verification-skipped']>;
    'rx-consent-given': CustomEvent<RxEventMap['rx-consent-given']>;
    'rx-refill-submitted': CustomEvent<RxEventMap['rx-refill-submitted']>;
  }
}
