import { and, asc, desc, eq, ne, sql, type AnyColumn } from 'drizzle-orm';
import type { Insurance } from '../../../src/domain/patient/insurance.schema';
import type { Database } from '../../platform/db/database';
import { insurance } from './patient.tables';

type InsuranceRow = typeof insurance.$inferSelect;

function toInsurance(row: InsuranceRow): Insurance {
  return {
    insuranceId: row.insuranceId,
    planType: row.planType,
    planName: row.planName,
    memberId: row.memberId,
    personCode: row.personCode,
    bin: row.bin,
    pcn: row.pcn,
    group: row.group,
    isPrimary: row.isPrimary,
    frontImage: null,
    backImage: null,
    timeAdded: row.timeAdded.toISOString(),
    timeLastModified: row.timeLastModified.toISOString(),
  };
}

export interface InsuranceFields {
  planType: string | null;
  planName: string;
  memberId: string;
  personCode: string | null;
  bin: string;
  pcn: string;
  group: string;
}

/** Primary first, then oldest first. */
export async function listInsurance(db: Database, uId: number): Promise<Insurance[]> {
  const rows = await db
    .select()
    .from(insurance)
    .where(eq(insurance.uId, uId))
    .orderBy(desc(insurance.isPrimary), asc(insurance.insuranceId));
  return rows.map(toInsurance);
}

/** The same card (member id, BIN, PCN and group, ignoring case and spaces) is on file already. */
export async function isDuplicateInsurance(db: Database, uId: number, fields: InsuranceFields, exceptId?: number): Promise<boolean> {
  const same = (column: AnyColumn, value: string) =>
    sql`upper(regexp_replace(${column}, '\\s', '', 'g')) = ${value.replace(/\s/g, '').toUpperCase()}`;
  const [row] = await db
    .select({ insuranceId: insurance.insuranceId })
    .from(insurance)
    .where(
      and(
        eq(insurance.uId, uId),
        same(insurance.memberId, fields.memberId),
        same(insurance.bin, fields.bin),
        same(insurance.pcn, fields.pcn),
        same(insurance.group, fields.group),
        exceptId === undefined ? undefined : ne(insurance.insuranceId, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Adds an insurance; the first one the patient has becomes primary. */
export async function insertInsurance(db: Database, uId: number, fields: InsuranceFields): Promise<Insurance> {
  const [existing] = await db.select({ insuranceId: insurance.insuranceId }).from(insurance).where(eq(insurance.uId, uId)).limit(1);
  const [row] = await db
    .insert(insurance)
    .values({ uId, ...fields, isPrimary: existing === undefined })
    .returning();
  return toInsurance(row!);
}

export async function updateInsurance(db: Database, uId: number, insuranceId: number, fields: InsuranceFields, isPrimary: boolean): Promise<Insurance | null> {
  if (isPrimary) {
    await db.update(insurance).set({ isPrimary: false }).where(and(eq(insurance.uId, uId), ne(insurance.insuranceId, insuranceId)));
  }
  const [row] = await db
    .update(insurance)
    .set({ ...fields, isPrimary, timeLastModified: sql`now()` })
    .where(and(eq(insurance.uId, uId), eq(insurance.insuranceId, insuranceId)))
    .returning();
  return row ? toInsurance(row) : null;
}

/** Deletes an insurance; when it was primary, the oldest remaining one becomes primary. */
export async function deleteInsurance(db: Database, uId: number, insuranceId: number): Promise<boolean> {
  const [deleted] = await db
    .delete(insurance)
    .where(and(eq(insurance.uId, uId), eq(insurance.insuranceId, insuranceId)))
    .returning({ isPrimary: insurance.isPrimary });
  if (!deleted) return false;
  if (deleted.isPrimary) {
    const [next] = await db.select({ insuranceId: insurance.insuranceId }).from(insurance).where(eq(insurance.uId, uId)).orderBy(asc(insurance.insuranceId)).limit(1);
    if (next) await db.update(insurance).set({ isPrimary: true }).where(eq(insurance.insuranceId, next.insuranceId));
  }
  return true;
}
