import { createHash } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/db/database';

// Mirrors server/platform/db/migrations/0085_auth_links.sql.
export const authLinks = pgTable('auth_links', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  tokenHash: text('token_hash').notNull().unique(),
  uId: integer('u_id').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [index('auth_links_expires_idx').on(table.expiresAt)]);

/** What is stored of a link's token: its SHA-256, hex. */
export const authLinkTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Marks the link used if it is unused and unexpired, in one statement, so two exchanges of the
 * same link cannot both succeed. Answers the patient's u_id, or null.
 */
export async function useAuthLink(db: Database, tokenHash: string, now: Date): Promise<number | null> {
  const [used] = await db
    .update(authLinks)
    .set({ usedAt: now })
    .where(and(eq(authLinks.tokenHash, tokenHash), isNull(authLinks.usedAt), gt(authLinks.expiresAt, now)))
    .returning({ uId: authLinks.uId });
  return used?.uId ?? null;
}
