import { asc, eq } from 'drizzle-orm';
import type { Locale } from '../../../src/domain/common/common.schema';
import type { OutageNotice } from '../../../src/domain/company/outage-notice.schema';
import type { Database } from '../../platform/db/database';
import { notices } from './company.tables';

/** The active notices, oldest first; each in the locale asked for when it has that text, else in English. */
export async function listActiveNotices(db: Database, locale: Locale = 'en'): Promise<OutageNotice[]> {
  const rows = await db
    .select({ id: notices.id, message: notices.message, messageEs: notices.messageEs })
    .from(notices)
    .where(eq(notices.active, true))
    .orderBy(asc(notices.createdAt), asc(notices.id));
  return rows.map(({ id, message, messageEs }) => ({ id, message: (locale === 'es' ? messageEs : null) ?? message }));
}
