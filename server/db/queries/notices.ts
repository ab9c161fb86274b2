import { asc, eq } from 'drizzle-orm';
import type { OutageNotice } from '../../../src/domain/company/outage-notice.schema';
import type { Database } from '../database';
import { notices } from '../schema';

export async function listActiveNotices(db: Database): Promise<OutageNotice[]> {
  return db
    .select({ id: notices.id, message: notices.message })
    .from(notices)
    .where(eq(notices.active, true))
    .orderBy(asc(notices.createdAt), asc(notices.id));
}
