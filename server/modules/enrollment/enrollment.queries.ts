import type { Database } from '../../platform/db/database';
import { enrollmentRequests } from './enrollment.tables';

export type NewEnrollmentRequest = typeof enrollmentRequests.$inferInsert;

export async function insertEnrollmentRequest(db: Database, request: NewEnrollmentRequest): Promise<number> {
  const [row] = await db.insert(enrollmentRequests).values(request).returning({ requestId: enrollmentRequests.requestId });
  if (!row) throw new Error('enrollment request not stored');
  return row.requestId;
}
