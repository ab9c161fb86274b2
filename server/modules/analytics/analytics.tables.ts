import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Analytics sessions, page views and actions (migration 0060).

export const analyticsSessions = pgTable('analytics_sessions', {
  sessionId: text('session_id').primaryKey(),
  /** The patient who started it; null for sessions stored before sessions had owners. */
  uId: integer('u_id'),
  productName: text('product_name').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [index('analytics_sessions_u_id').on(table.uId)]);

export const analyticsPageviews = pgTable('analytics_pageviews', {
  pageviewId: text('pageview_id').primaryKey(),
  sessionId: text('session_id').notNull(),
  pagePath: text('page_path').notNull(),
  pageTitle: text('page_title').notNull(),
  viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const analyticsActions = pgTable('analytics_actions', {
  actionId: integer('action_id').primaryKey().generatedByDefaultAsIdentity(),
  pageviewId: text('pageview_id').notNull(),
  actionName: text('action_name').notNull(),
  actionCompleted: boolean('action_completed').notNull(),
  actionHref: text('action_href'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
