import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { patients } from '../patient/patient.tables';
import { registrationCodes } from './account.tables';

export type RegistrationCodeRow = typeof registrationCodes.$inferSelect;

/** An unused registration code; `forUpdate` locks it until the transaction ends (one registration per code). */
export async function findOpenRegistrationCode(db: Database, code: string, forUpdate = false): Promise<RegistrationCodeRow | null> {
  const query = db
    .select()
    .from(registrationCodes)
    .where(and(eq(registrationCodes.code, code), eq(registrationCodes.used, false)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function markRegistrationCodeUsed(db: Database, code: string, uId: number): Promise<void> {
  await db.update(registrationCodes).set({ used: true, uId }).where(eq(registrationCodes.code, code));
}

/** Records that the invitation link was opened; false for an unknown code. */
export async function markRegistrationCodeVisited(db: Database, code: string): Promise<boolean> {
  const rows = await db
    .update(registrationCodes)
    .set({ visitedAt: sql`now()` })
    .where(eq(registrationCodes.code, code))
    .returning({ code: registrationCodes.code });
  return rows.length > 0;
}

export interface NewRegisteredPatient {
  cognitoSub: string;
  username: string;
  usernameType: 'email' | 'phone';
  companyId: number;
  brandId: number;
  fname: string;
  lname: string;
  dob: string;
  email: string | null;
  phone: string | null;
  timezone: number | null;
  /** The patient's language (default en). */
  locale?: 'en' | 'es';
}

/** A patient who has just registered: consented now, e-mail not verified yet, no care groups to map. */
export async function insertRegisteredPatient(db: Database, patient: NewRegisteredPatient): Promise<number> {
  const [row] = await db
    .insert(patients)
    .values({ ...patient, pool: 'standard', consentDate: sql`now()`, emailVerified: 0, groupsMapped: 3 })
    .returning({ uId: patients.uId });
  return row!.uId;
}
