/**
 * Spec 02 §3/§7: e-mail preference payload of PUT /email-unsubscribe.
 * notificationPreference: 0 = unsubscribed (no e-mail), 1 = subscribed.
 */
export type NotificationPreference = 0 | 1;

export interface EmailPreference {
  email: string;
  /** 0 = unsubscribed, 1 = subscribed. */
  notificationPreference: NotificationPreference;
}
