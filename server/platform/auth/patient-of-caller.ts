import type { Database } from '../db/database';

/** What the routes need to know about the caller's patient record. */
export interface CallerPatient {
  uId: number;
  companyId: number;
  brandId: number;
  pool: 'standard' | 'basic';
}

/**
 * Finds the patient whose identity-provider subject is `sub` (in the token's pool, when given), or
 * null: the patient module's query, handed in by the composition root (the platform reads no module's tables).
 */
export type PatientForSubject = (db: Database, sub: string, pool?: CallerPatient['pool']) => Promise<CallerPatient | null>;
