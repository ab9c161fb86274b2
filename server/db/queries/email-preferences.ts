import { eq, sql } from 'drizzle-orm';
import type { EmailPreference, NotificationPreference } from '../../../src/domain/account/email-preference.schema';
import type { Database } from '../database';
import { emailPreferences } from '../schema';

/** E-mails are compared case-insensitively and stored lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Sets the preference of a known e-mail; returns null when the e-mail is unknown. */
export async function updateEmailPreference(
  db: Database,
  email: string,
  notificationPreference: NotificationPreference,
): Promise<EmailPreference | null> {
  const [row] = await db
    .update(emailPreferences)
    .set({ notificationPreference, updatedAt: sql`now()` })
    .where(eq(emailPreferences.email, normalizeEmail(email)))
    .returning({ email: emailPreferences.email, notificationPreference: emailPreferences.notificationPreference });
  return row ? { email: row.email, notificationPreference: toNotificationPreference(row.notificationPreference) } : null;
}

function toNotificationPreference(value: number): NotificationPreference {
  return value === 0 ? 0 : 1;
}
