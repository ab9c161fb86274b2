import { z } from 'zod';

export const notificationPreferenceSchema = z
  .literal([0, 1])
  .describe('0 = unsubscribed, 1 = subscribed');

/**
 * Spec 02 §3/§7: e-mail preference payload of PUT /email-unsubscribe.
 * notificationPreference: 0 = unsubscribed (no e-mail), 1 = subscribed.
 */
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

export const emailPreferenceSchema = z
  .object({
    email: z.email().max(254),
    notificationPreference: notificationPreferenceSchema,
  })
  .meta({ id: 'EmailPreference' });

export type EmailPreference = z.infer<typeof emailPreferenceSchema>;
