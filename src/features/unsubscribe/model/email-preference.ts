import { isValidEmail } from '../../../core/validation/email';

/** 0 = unsubscribed from e-mail, 1 = subscribed (spec 02 §3 "Email preference payload"). */
export type NotificationPreference = 0 | 1;
export type PreferenceAction = 'unsubscribe' | 'resubscribe';

export const preferenceFor = (action: PreferenceAction): NotificationPreference => (action === 'unsubscribe' ? 0 : 1);

/** Spec 02 §8: 200 or 404 is success; anything else is timedOut. */
export type PreferenceOutcome = 'emailUnsubscribed' | 'emailSubscribed' | 'timedOut';

export function outcomeOf(action: PreferenceAction, status: number | undefined): PreferenceOutcome {
  if (status === 200 || status === 404) return action === 'unsubscribe' ? 'emailUnsubscribed' : 'emailSubscribed';
  return 'timedOut';
}

/** The e-mail to start with: the element's attribute wins over the page's `email` query parameter. */
export function initialEmail(attribute: string | undefined, search: string): string {
  if (attribute) return attribute;
  return new URLSearchParams(search).get('email') ?? '';
}

export function validateEmail(value: string): 'invalidEntry' | null {
  return isValidEmail(value) ? null : 'invalidEntry';
}
