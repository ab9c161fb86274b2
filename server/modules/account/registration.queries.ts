import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
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
