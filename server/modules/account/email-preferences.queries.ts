import { eq, sql } from 'drizzle-orm';
import type { EmailPreference, NotificationPreference } from '../../../src/domain/account/email-preference.schema';
import type { Database } from '../../platform/db/database';
import { emailPreferences } from './account.tables';
import { normalizeEmail } from '../../../src/domain/common/email-address';

export { normalizeEmail };

/**
 * Stores the preference of an address (the caller has checked the link's token, so the address
 * received our e-mail; known or not, the answer is the same). Stored on its first choice, so a
 * patient who unsubscribes before any reminder stays unsubscribed, refill reminders included.
 */
export async function setEmailPreference(db: Database, email: string, notificationPreference: NotificationPreference): Promise<EmailPreference> {
  const address = normalizeEmail(email);
  await db
    .insert(emailPreferences)
    .values({ email: address, notificationPreference })
    .onConflictDoUpdate({ target: emailPreferences.email, set: { notificationPreference, updatedAt: sql`now()` } });
  return { email: address, notificationPreference };
}

/** The stored preference of an address; subscribed (1) when none is stored, as the reminders read it. */
export async function emailPreferenceOf(db: Database, email: string): Promise<EmailPreference> {
  const address = normalizeEmail(email);
  const [row] = await db
    .select({ notificationPreference: emailPreferences.notificationPreference })
    .from(emailPreferences)
    .where(eq(emailPreferences.email, address));
  return { email: address, notificationPreference: row ? toNotificationPreference(row.notificationPreference) : 1 };
}

function toNotificationPreference(value: number): NotificationPreference {
  return value === 0 ? 0 : 1;
}

/**
 * The e-mail preference of an address (subscribed unless it unsubscribed). Makes sure the
 * address has a preference row, so the unsubscribe link of a reminder finds it and the page's
 * PUT /email-unsubscribe stores the choice.
 */
export async function emailSubscribed(db: Database, email: string): Promise<boolean> {
  const address = normalizeEmail(email);
  await db.insert(emailPreferences).values({ email: address }).onConflictDoNothing();
  const [row] = await db
    .select({ notificationPreference: emailPreferences.notificationPreference })
    .from(emailPreferences)
    .where(eq(emailPreferences.email, address));
  return row?.notificationPreference !== 0;
}
