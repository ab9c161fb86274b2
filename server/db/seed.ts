import { inArray } from 'drizzle-orm';
import { seedPatientData, type SeedPatientDataOptions } from '../seed/seed-patient-data';
import type { Database } from './database';
import { normalizeEmail } from './queries/email-preferences';
import { emailPreferences, notices } from './schema';

export const DEMO_NOTICES = [
  'Scheduled maintenance: the portal may be unavailable on Sunday from 1:00 to 3:00 AM Eastern while we upgrade our systems.',
  'Refill requests placed this week may ship one business day later than usual because of scheduled carrier maintenance.',
] as const;

/** Known e-mails for the unsubscribe page (0 = unsubscribed, 1 = subscribed). */
export const DEMO_EMAIL_PREFERENCES = [
  { email: 'pat.demo@example.com', notificationPreference: 1 },
  { email: 'maria.demo@example.com', notificationPreference: 1 },
] as const;

/**
 * Inserts the demo data that is missing; running it again changes nothing. With
 * `demoAccounts: false` (production) only the reference data: no demo patients, identity users,
 * conversations, notices or e-mail preferences.
 */
export async function seed(db: Database, options: SeedPatientDataOptions = {}): Promise<void> {
  if (options.demoAccounts === false) {
    await seedPatientData(db, options);
    return;
  }
  await db.transaction(async (tx) => {
    const present = await tx
      .select({ message: notices.message })
      .from(notices)
      .where(inArray(notices.message, [...DEMO_NOTICES]));
    const presentMessages = new Set(present.map((row) => row.message));
    const missing = DEMO_NOTICES.filter((message) => !presentMessages.has(message));
    if (missing.length > 0) await tx.insert(notices).values(missing.map((message) => ({ message })));

    await tx
      .insert(emailPreferences)
      .values(DEMO_EMAIL_PREFERENCES.map((row) => ({ ...row, email: normalizeEmail(row.email) })))
      .onConflictDoNothing();
  });
  await seedPatientData(db, options);
}
