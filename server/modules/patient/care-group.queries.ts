import { asc, eq, sql } from 'drizzle-orm';
import type { CareGroupMapping } from '../../../src/domain/patient/care-program.schema';
import type { Database } from '../../platform/db/database';
import { careGroupMappings, patientCareGroups } from './patient.tables';

export async function careGroupMappingsOf(db: Database, uId: number): Promise<CareGroupMapping[]> {
  const rows = await db.select().from(careGroupMappings).where(eq(careGroupMappings.uId, uId)).orderBy(asc(careGroupMappings.mappingId));
  return rows.map((row) => ({
    drugName: row.drugName,
    gpi: row.gpi,
    options: row.options,
    assessmentReady: row.assessmentReady,
    groupAssessmentReady: row.groupAssessmentReady,
  }));
}

/** The care groups offered to the patient by any of their mappings. */
export async function offeredCareGroupIds(db: Database, uId: number): Promise<Set<number>> {
  const mappings = await careGroupMappingsOf(db, uId);
  return new Set(mappings.flatMap((mapping) => mapping.options.flatMap((option) => option.gIds)));
}

export async function hasChosenCareGroups(db: Database, uId: number): Promise<boolean> {
  const [row] = await db.select({ gId: patientCareGroups.gId }).from(patientCareGroups).where(eq(patientCareGroups.uId, uId)).limit(1);
  return row !== undefined;
}

/** Stores the patient's choice (adding to earlier ones) and marks the mappings' group assessments ready. */
export async function saveCareGroups(db: Database, uId: number, gIds: number[], groupAssessmentReady: boolean): Promise<void> {
  await db
    .insert(patientCareGroups)
    .values(gIds.map((gId) => ({ uId, gId, groupAssessmentReady })))
    .onConflictDoUpdate({
      target: [patientCareGroups.uId, patientCareGroups.gId],
      set: { groupAssessmentReady: sql`excluded.group_assessment_ready` },
    });
  if (groupAssessmentReady) await db.update(careGroupMappings).set({ groupAssessmentReady: true }).where(eq(careGroupMappings.uId, uId));
}
