import { isValidEmail } from '../../../core/validation/email';

/** 0 = unsubscribed from e-mail, 1 = subscribed (spec 02 §3 "Email preference payload"). */
export type NotificationPreference = 0 | 1;
export type PreferenceAction = 'unsubscribe' | 'resubscribe';

export const preferenceFor = (action: PreferenceAction): NotificationPreference => (action === 'unsubscribe' ? 0 : 1);

/**
 * Spec 02 §8: 200 or 404 is success; anything else is timedOut, except 403, the server's answer to
 * a link that is not valid or has expired (invalidLink).
 */
export type PreferenceOutcome = 'emailUnsubscribed' | 'emailSubscribed' | 'timedOut' | 'invalidLink';

export function outcomeOf(action: PreferenceAction, status: number | undefined): PreferenceOutcome {
  if (status === 200 || status === 404) return action === 'unsubscribe' ? 'emailUnsubscribed' : 'emailSubscribed';
  if (status === 403) return 'invalidLink';
  return 'timedOut';
}

export function validateEmail(value: string): 'invalidEntry' | null {
  return isValidEmail(value) ? null : 'invalidEntry';
}
