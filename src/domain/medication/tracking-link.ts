import { daysBetween } from '../calendar/calendar-dates';

/** Spec 02 §4/§9: a tracking link works for 90 days after shipping. */
export const TRACKING_LINK_DAYS = 90;

/** Whether a shipment of `dateShipped` is within the 90 days of spec 02 §4/§9 on `today` (both YYYY-MM-DD). */
export function isWithinTrackingDays(dateShipped: string, today: string): boolean {
  return daysBetween(dateShipped, today) <= TRACKING_LINK_DAYS;
}

export type TrackingLink = { kind: 'link'; url: string; number: string } | { kind: 'expired'; number: string } | { kind: 'none' };

/**
 * How a tracking number is shown: linked when shipped within 90 days of `today` (both
 * YYYY-MM-DD in the pharmacy's calendar), 'expired' after that, 'none' without a number. A
 * number without a ship date or a URL is shown expired (nothing to follow).
 */
export function trackingLinkOf(tracking: { trackingNumber: string | null; trackingUrl: string | null; dateShipped: string | null }, today: string): TrackingLink {
  const number = tracking.trackingNumber?.trim();
  if (!number) return { kind: 'none' };
  if (!tracking.dateShipped || !tracking.trackingUrl || !isHttpUrl(tracking.trackingUrl)) return { kind: 'expired', number };
  return isWithinTrackingDays(tracking.dateShipped, today) ? { kind: 'link', url: tracking.trackingUrl, number } : { kind: 'expired', number };
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
