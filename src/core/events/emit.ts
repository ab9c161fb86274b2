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
  /** The patient's satisfaction score (1-10) was sent. */
  'rx-nps-submitted': { score: number };
  /** An assessment was submitted; score as the server's engine computed it. */
  'rx-survey-submitted': { surveyEventId: number; score: number };
  /** A signer submitted a filled and signed document. */
  'rx-document-submitted': { docId: number };
  /** The patient's total of unread messages changed (a host badges its own menu with it). */
  'rx-unread-changed': { total: number };
  /** The patient saved the care groups of their drugs (POST /v2/patient/care-groups, groups_mapped 2). */
  'rx-care-groups-saved': { gIds: number[] };
  /** The patient redeemed the discount card (POST /discount-cards/redemptions, once). */
  'rx-discount-redeemed': { discountId: number };
  /** An existing patient sent the enrollment form (POST /enroll-request answered 200). */
  'rx-enrollment-requested': { contactType: 'email' | 'phone' };
  /**
   * A prescription's refill reminder was turned on, changed or turned off (the server answered);
   * `leadDays` (days before the refill date) is null once it is off.
   */
  'rx-refill-reminder-changed': { gId: number; change: 'on' | 'changed' | 'off'; leadDays: 0 | 3 | 7 | null };
}

export type RxEventName = keyof RxEventMap;

/** Dispatches from the host element, so the event crosses the shadow boundary and bubbles. */
export function emitRxEvent<K extends RxEventName>(host: Element, name: K, detail: RxEventMap[K]): boolean {
  return host.dispatchEvent(new CustomEvent(name, { bubbles: true, composed: true, cancelable: true, detail }));
}

/** The DOM events of the map: `addEventListener('rx-…')` on any element gets the typed detail. */
export type RxDomEventMap = { [K in RxEventName]: CustomEvent<RxEventMap[K]> };

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the mapped names into the DOM's map
  interface HTMLElementEventMap extends RxDomEventMap {}
}
