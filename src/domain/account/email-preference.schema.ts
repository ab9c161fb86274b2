import { z } from 'zod';
import { text } from '../common/common.schema';

export const notificationPreferenceSchema = z
  .literal([0, 1])
  .describe('0 = unsubscribed, 1 = subscribed');

/**
 * Spec 02 §3/§7: e-mail preference payload of PUT /email-unsubscribe.
 * notificationPreference: 0 = unsubscribed (no e-mail), 1 = subscribed.
 */
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

export const preferenceTokenSchema = text(100).describe(
  "The signed, expiring token of the e-mail's preferences link (the `token` parameter of the page's address, sent in the body)",
);

export const emailPreferenceSchema = z
  .object({
    email: z.email().max(254),
    notificationPreference: notificationPreferenceSchema,
  })
  .meta({ id: 'EmailPreference' });

export type EmailPreference = z.infer<typeof emailPreferenceSchema>;

/** Body of PUT /email-unsubscribe: the preference and the token of the e-mail's link. */
export const emailPreferenceChangeSchema = emailPreferenceSchema
  .extend({ token: preferenceTokenSchema.optional() })
  .meta({ id: 'EmailPreferenceChange' });

export type EmailPreferenceChange = z.infer<typeof emailPreferenceChangeSchema>;

/** Body of POST /email-unsubscribe/lookup: the address and the token of the e-mail's link (never in a URL). */
export const emailPreferenceLookupSchema = z
  .object({ email: z.email().max(254), token: preferenceTokenSchema.optional() })
  .meta({ id: 'EmailPreferenceLookup' });

export type EmailPreferenceLookup = z.infer<typeof emailPreferenceLookupSchema>;
/**
 * Body of POST /email-unsubscribe/one-click (RFC 8058): what a mailbox provider posts, as
 * application/x-www-form-urlencoded, when the patient presses its "unsubscribe" button.
 */
/**
 * Query of POST /email-unsubscribe/one-click: the address and signed token the List-Unsubscribe
 * link must carry, since RFC 8058 fixes the POST's body (nginx logs no query string).
 */
export const oneClickUnsubscribeQuerySchema = z.object({ email: z.email().max(254), token: preferenceTokenSchema.optional() });

export const oneClickUnsubscribeBodySchema = z.object({ 'List-Unsubscribe': z.literal('One-Click') });
