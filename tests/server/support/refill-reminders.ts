import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../../server/platform/db/database';
import { prescriptions, refillReminders } from '../../../server/schema';

/** The first active prescription of a patient (its gId). */
export async function activePrescriptionOf(db: Database, uId: number): Promise<number> {
  const [row] = await db
    .select({ gId: prescriptions.gId })
    .from(prescriptions)
    .where(and(eq(prescriptions.uId, uId), eq(prescriptions.isActive, true)))
    .orderBy(asc(prescriptions.gId))
    .limit(1);
  if (!row) throw new Error(`patient ${uId} has no active prescription`);
  return row.gId;
}

/** Turns a reminder on for the patient's first active prescription and answers its gId. */
export async function withReminder(db: Database, uId: number): Promise<number> {
  const gId = await activePrescriptionOf(db, uId);
  await db.insert(refillReminders).values({ gId, uId, leadDays: 3, timeZone: 'America/New_York' }).onConflictDoNothing();
  return gId;
}
