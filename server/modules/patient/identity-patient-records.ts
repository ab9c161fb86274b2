import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import type { IdentityPatientRecords } from '../../platform/identity/patient-records';
import { patients } from './patient.tables';

/** The patient records as the identity server reads and updates them (platform/identity/patient-records.ts). */
export function identityPatientRecords(db: Database): IdentityPatientRecords {
  return {
    async audienceOf(sub) {
      const [patient] = await db.select({ locale: patients.locale, brandId: patients.brandId }).from(patients).where(eq(patients.cognitoSub, sub)).limit(1);
      return patient ?? null;
    },
    async setMfaStatus(sub, pool, status) {
      await db
        .update(patients)
        .set({ mfaStatus: status })
        .where(and(eq(patients.cognitoSub, sub), eq(patients.pool, pool)));
    },
  };
}
