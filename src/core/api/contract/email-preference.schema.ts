import { z } from 'zod';
import type { EmailPreference } from './email-preference';
import type { Expect, TypesMatch } from './type-equality';

export const notificationPreferenceSchema = z
  .literal([0, 1])
  .describe('0 = unsubscribed, 1 = subscribed');

export const emailPreferenceSchema = z
  .object({
    email: z.email().max(254),
    notificationPreference: notificationPreferenceSchema,
  })
  .meta({ id: 'EmailPreference' });

export type EmailPreferenceSchemaMatches = Expect<TypesMatch<z.infer<typeof emailPreferenceSchema>, EmailPreference>>;
