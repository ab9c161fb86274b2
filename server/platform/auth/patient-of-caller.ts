import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { patients } from '../../modules/patient/patient.tables';

/** What the routes need to know about the caller's patient record. */
export interface CallerPatient {
  uId: number;
  companyId: number;
  brandId: number;
  pool: 'standard' | 'basic';
  username: string;
}

/** The patient whose identity-provider subject is `sub` (in the token's pool, when given), or null when there is none. */
export async function patientForSubject(db: Database, sub: string, pool?: CallerPatient['pool']): Promise<CallerPatient | null> {
  const [row] = await db
    .select({
      uId: patients.uId,
      companyId: patients.companyId,
      brandId: patients.brandId,
      pool: patients.pool,
      username: patients.username,
    })
    .from(patients)
    .where(pool ? and(eq(patients.cognitoSub, sub), eq(patients.pool, pool)) : eq(patients.cognitoSub, sub));
  return row ?? null;
}
