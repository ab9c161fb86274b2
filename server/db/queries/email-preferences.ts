import { eq, sql } from 'drizzle-orm';
import type { EmailPreference, NotificationPreference } from '../../../src/domain/account/email-preference.schema';
import type { Database } from '../database';
import { emailPreferences, patients } from '../schema';

/** E-mails are compared case-insensitively and stored lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Sets the preference of a known e-mail: one with a stored preference, or a patient's address
 * (stored on its first choice, so a patient who unsubscribes before any e-mail stays
 * unsubscribed, refill reminders included). Returns null when the e-mail is unknown.
 */
export async function updateEmailPreference(
  db: Database,
  email: string,
  notificationPreference: NotificationPreference,
): Promise<EmailPreference | null> {
  const address = normalizeEmail(email);
  const [row] = await db
    .update(emailPreferences)
    .set({ notificationPreference, updatedAt: sql`now()` })
    .where(eq(emailPreferences.email, address))
    .returning({ email: emailPreferences.email, notificationPreference: emailPreferences.notificationPreference });
  if (row) return { email: row.email, notificationPreference: toNotificationPreference(row.notificationPreference) };
  const [patient] = await db.select({ uId: patients.uId }).from(patients).where(sql`lower(${patients.email}) = ${address}`).limit(1);
  if (!patient) return null;
  await db
    .insert(emailPreferences)
    .values({ email: address, notificationPreference })
    .onConflictDoUpdate({ target: emailPreferences.email, set: { notificationPreference, updatedAt: sql`now()` } });
  return { email: address, notificationPreference };
}

function toNotificationPreference(value: number): NotificationPreference {
  return value === 0 ? 0 : 1;
}
