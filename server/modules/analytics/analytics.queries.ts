import { and, eq, sql } from 'drizzle-orm';
import type { AnalyticsAction, AnalyticsActionRecord, AnalyticsPageview, AnalyticsSession } from '../../../src/domain/analytics/analytics.schema';
import type { Database } from '../../platform/db/database';
import { analyticsActions, analyticsPageviews, analyticsSessions } from './analytics.tables';

/** 'conflict' carries the stored record: the spec's client reads the body of a 409. */
export type WriteOutcome<T> = { kind: 'stored' | 'conflict'; record: T };
export type WriteOutcomeOrMissing<T> = WriteOutcome<T> | { kind: 'not-found' };

function sessionOf(row: typeof analyticsSessions.$inferSelect): AnalyticsSession {
  return { sessionId: row.sessionId, productName: row.productName };
}

function pageviewOf(row: typeof analyticsPageviews.$inferSelect): AnalyticsPageview {
  return { sessionId: row.sessionId, pagePath: row.pagePath, pageTitle: row.pageTitle, pageviewId: row.pageviewId };
}

/**
 * Every id belongs to the patient whose session it is: another patient's session or page view
 * is 'not-found' to the caller, and none of its content is answered.
 */

/** POST: a new session of the caller; the caller's existing id is a conflict. */
export async function startSession(db: Database, uId: number, session: AnalyticsSession): Promise<WriteOutcomeOrMissing<AnalyticsSession>> {
  const [inserted] = await db.insert(analyticsSessions).values({ ...session, uId }).onConflictDoNothing().returning();
  if (inserted) return { kind: 'stored', record: sessionOf(inserted) };
  const [stored] = await db
    .select()
    .from(analyticsSessions)
    .where(and(eq(analyticsSessions.sessionId, session.sessionId), eq(analyticsSessions.uId, uId)));
  return stored ? { kind: 'conflict', record: sessionOf(stored) } : { kind: 'not-found' };
}

/** PUT: marks the caller's session still active (creating it when its POST was lost). */
export async function refreshSession(db: Database, uId: number, session: AnalyticsSession): Promise<AnalyticsSession | undefined> {
  const [row] = await db
    .insert(analyticsSessions)
    .values({ ...session, uId })
    .onConflictDoUpdate({
      target: analyticsSessions.sessionId,
      set: { productName: session.productName, lastSeenAt: sql`now()` },
      setWhere: eq(analyticsSessions.uId, uId),
    })
    .returning();
  return row ? sessionOf(row) : undefined;
}

async function isCallersSession(db: Database, uId: number, sessionId: string): Promise<boolean> {
  const rows = await db
    .select({ id: analyticsSessions.sessionId })
    .from(analyticsSessions)
    .where(and(eq(analyticsSessions.sessionId, sessionId), eq(analyticsSessions.uId, uId)));
  return rows.length > 0;
}

/** A page view of one of the caller's sessions. */
async function callersPageview(db: Database, uId: number, pageviewId: string): Promise<AnalyticsPageview | undefined> {
  const [row] = await db
    .select({ pageview: analyticsPageviews })
    .from(analyticsPageviews)
    .innerJoin(analyticsSessions, eq(analyticsSessions.sessionId, analyticsPageviews.sessionId))
    .where(and(eq(analyticsPageviews.pageviewId, pageviewId), eq(analyticsSessions.uId, uId)));
  return row ? pageviewOf(row.pageview) : undefined;
}

/** POST: a new page view of one of the caller's sessions; the caller's existing id is a conflict. */
export async function recordPageview(db: Database, uId: number, pageview: AnalyticsPageview): Promise<WriteOutcomeOrMissing<AnalyticsPageview>> {
  if (!(await isCallersSession(db, uId, pageview.sessionId))) return { kind: 'not-found' };
  const [inserted] = await db.insert(analyticsPageviews).values(pageview).onConflictDoNothing().returning();
  if (inserted) return { kind: 'stored', record: pageviewOf(inserted) };
  const stored = await callersPageview(db, uId, pageview.pageviewId);
  return stored ? { kind: 'conflict', record: stored } : { kind: 'not-found' };
}

/**
 * PUT: updates title and path of a page view (creating it when its POST was lost). A page view
 * belongs to one session: the same id under another of the caller's sessions is a conflict.
 */
export async function updatePageview(db: Database, uId: number, pageview: AnalyticsPageview): Promise<WriteOutcomeOrMissing<AnalyticsPageview>> {
  if (!(await isCallersSession(db, uId, pageview.sessionId))) return { kind: 'not-found' };
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
  const stored = await callersPageview(db, uId, pageview.pageviewId);
  return stored ? { kind: 'conflict', record: stored } : { kind: 'not-found' };
}

/** POST: an action on a page view of one of the caller's sessions. */
export async function recordAction(db: Database, uId: number, action: AnalyticsAction): Promise<AnalyticsActionRecord | undefined> {
  if (!(await callersPageview(db, uId, action.pageviewId))) return undefined;
  const [row] = await db.insert(analyticsActions).values(action).returning();
  return {
    actionId: row!.actionId,
    pageviewId: row!.pageviewId,
    actionName: row!.actionName,
    actionCompleted: row!.actionCompleted,
    ...(row!.actionHref === null ? {} : { actionHref: row!.actionHref }),
  };
}
