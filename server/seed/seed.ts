import { and, eq, inArray, isNull } from 'drizzle-orm';
import { seedPatientData, type SeedPatientDataOptions } from './seed-patient-data';
import type { Database } from '../platform/db/database';
import { normalizeEmail } from '../modules/account/email-preferences.queries';
import { emailPreferences } from '../modules/account/account.tables';
import { notices } from '../modules/company/company.tables';

/** The demo outage notices, in English and Spanish. */
export const DEMO_NOTICES = [
  {
    message: 'Scheduled maintenance: the portal may be unavailable on Sunday from 1:00 to 3:00 AM Eastern while we upgrade our systems.',
    messageEs:
      'Mantenimiento programado: es posible que el portal no esté disponible el domingo de 1:00 a 3:00 a. m. (hora del Este) mientras actualizamos nuestros sistemas.',
  },
  {
    message: 'Refill requests placed this week may ship one business day later than usual because of scheduled carrier maintenance.',
    messageEs:
      'Las solicitudes de resurtido hechas esta semana pueden enviarse un día hábil más tarde de lo habitual por un mantenimiento programado de la transportista.',
  },
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
      .where(inArray(notices.message, DEMO_NOTICES.map((notice) => notice.message)));
    const presentMessages = new Set(present.map((row) => row.message));
    const missing = DEMO_NOTICES.filter((notice) => !presentMessages.has(notice.message));
    if (missing.length > 0) await tx.insert(notices).values([...missing]);
    // Demo notices stored before they had a Spanish text get it.
    for (const notice of DEMO_NOTICES) {
      await tx
        .update(notices)
        .set({ messageEs: notice.messageEs })
        .where(and(eq(notices.message, notice.message), isNull(notices.messageEs)));
    }

    await tx
      .insert(emailPreferences)
      .values(DEMO_EMAIL_PREFERENCES.map((row) => ({ ...row, email: normalizeEmail(row.email) })))
      .onConflictDoNothing();
  });
  await seedPatientData(db, options);
}
