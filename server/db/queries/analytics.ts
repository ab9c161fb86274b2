import { eq, sql } from 'drizzle-orm';
import type {
  AnalyticsAction,
  AnalyticsActionRecord,
  AnalyticsPageview,
  AnalyticsSession,
} from '../../../src/core/api/contract/analytics';
import type { Database } from '../database';
import { analyticsActions, analyticsPageviews, analyticsSessions } from '../schema-messaging';

/** 'conflict' carries the stored record: the spec's client reads the body of a 409. */
export type WriteOutcome<T> = { kind: 'stored' | 'conflict'; record: T };
export type WriteOutcomeOrMissing<T> = WriteOutcome<T> | { kind: 'not-found' };

function sessionOf(row: typeof analyticsSessions.$inferSelect): AnalyticsSession {
  return { sessionId: row.sessionId, productName: row.productName };
}

function pageviewOf(row: typeof analyticsPageviews.$inferSelect): AnalyticsPageview {
  return { sessionId: row.sessionId, pagePath: row.pagePath, pageTitle: row.pageTitle, pageviewId: row.pageviewId };
}

/** POST: a new session; an existing id is a conflict. */
export async function startSession(db: Database, session: AnalyticsSession): Promise<WriteOutcome<AnalyticsSession>> {
  const [inserted] = await db.insert(analyticsSessions).values(session).onConflictDoNothing().returning();
  if (inserted) return { kind: 'stored', record: sessionOf(inserted) };
  const [stored] = await db.select().from(analyticsSessions).where(eq(analyticsSessions.sessionId, session.sessionId));
  return { kind: 'conflict', record: sessionOf(stored!) };
}

/** PUT: marks the session still active (creating it when its POST was lost). */
export async function refreshSession(db: Database, session: AnalyticsSession): Promise<AnalyticsSession> {
  const [row] = await db
    .insert(analyticsSessions)
    .values(session)
    .onConflictDoUpdate({
      target: analyticsSessions.sessionId,
      set: { productName: session.productName, lastSeenAt: sql`now()` },
    })
    .returning();
  return sessionOf(row!);
}

async function sessionExists(db: Database, sessionId: string): Promise<boolean> {
  const rows = await db
    .select({ id: analyticsSessions.sessionId })
    .from(analyticsSessions)
    .where(eq(analyticsSessions.sessionId, sessionId));
  return rows.length > 0;
}

/** POST: a new page view of an existing session; an existing id is a conflict. */
export async function recordPageview(db: Database, pageview: AnalyticsPageview): Promise<WriteOutcomeOrMissing<AnalyticsPageview>> {
  if (!(await sessionExists(db, pageview.sessionId))) return { kind: 'not-found' };
  const [inserted] = await db.insert(analyticsPageviews).values(pageview).onConflictDoNothing().returning();
  if (inserted) return { kind: 'stored', record: pageviewOf(inserted) };
  const [stored] = await db
    .select()
    .from(analyticsPageviews)
    .where(eq(analyticsPageviews.pageviewId, pageview.pageviewId));
  return stored ? { kind: 'conflict', record: pageviewOf(stored) } : { kind: 'not-found' };
}

/**
 * PUT: updates title and path of a page view (creating it when its POST was lost). A page view
 * belongs to one session: the same id under another session is a conflict.
 */
export async function updatePageview(db: Database, pageview: AnalyticsPageview): Promise<WriteOutcomeOrMissing<AnalyticsPageview>> {
  if (!(await sessionExists(db, pageview.sessionId))) return { kind: 'not-found' };
  const [row] = await db
    .insert(analyticsPageviews)
    .values(pageview)
    .onConflictDoUpdate({
      target: analyticsPageviews.pageviewId,
      set: { pagePath: pageview.pagePath, pageTitle: pageview.pageTitle, updatedAt: sql`now()` },
      setWhere: eq(analyticsPageviews.sessionId, pageview.sessionId),
    })
    .returning();
  if (row) return { kind: 'stored', record: pageviewOf(row) };
  const [stored] = await db
    .select()
    .from(analyticsPageviews)
    .where(eq(analyticsPageviews.pageviewId, pageview.pageviewId));
  return stored ? { kind: 'conflict', record: pageviewOf(stored) } : { kind: 'not-found' };
}

/** POST: an action on an existing page view. */
export async function recordAction(db: Database, action: AnalyticsAction): Promise<AnalyticsActionRecord | undefined> {
  const pageviews = await db
    .select({ id: analyticsPageviews.pageviewId })
    .from(analyticsPageviews)
    .where(eq(analyticsPageviews.pageviewId, action.pageviewId));
  if (pageviews.length === 0) return undefined;
  const [row] = await db.insert(analyticsActions).values(action).returning();
  return {
    actionId: row!.actionId,
    pageviewId: row!.pageviewId,
    actionName: row!.actionName,
    actionCompleted: row!.actionCompleted,
    ...(row!.actionHref === null ? {} : { actionHref: row!.actionHref }),
  };
}
