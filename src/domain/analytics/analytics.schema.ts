import { z } from 'zod';
import { idSchema, text } from '../common/common.schema';

/**
 * Spec 01 §7 "Analytics": usage sessions, page views and actions. None of them carries health
 * data or identifies the patient: page paths and hrefs are paths only (no query string, no
 * fragment), and nothing links a session to a patient.
 */

/** Client-chosen ids (random UUIDs in practice). */
export const analyticsIdSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only');

const NO_QUERY_OR_FRAGMENT = 'a path only: no query string or fragment (they can carry personal data)';

/** A page path such as "/chat"; a query string or fragment is refused, never stored. */
export const analyticsPagePathSchema = z
  .string()
  .max(2048)
  .regex(/^\/[^?#\s]*$/, NO_QUERY_OR_FRAGMENT);

export const analyticsSessionSchema = z
  .object({
    sessionId: analyticsIdSchema.describe('Chosen by the client (a random UUID); a second POST with the same id is 409'),
    productName: text(100).min(1),
  })
  .meta({ id: 'AnalyticsSession' });

/** POST and PUT /physician/analytics/session. POST starts it; PUT marks it still active. */
export type AnalyticsSession = z.infer<typeof analyticsSessionSchema>;

export const analyticsPageviewSchema = z
  .object({
    sessionId: analyticsIdSchema.describe('Chosen by the client (a random UUID); a second POST with the same id is 409'),
    pagePath: analyticsPagePathSchema.describe('The page\'s path only, e.g. "/chat"; a query string or fragment is refused (400)'),
    pageTitle: text(300),
    pageviewId: analyticsIdSchema.describe('Chosen by the client (a random UUID); a second POST with the same id is 409'),
  })
  .meta({ id: 'AnalyticsPageview' });

/** POST and PUT /physician/analytics/pageview. POST records it; PUT updates title and path. */
export type AnalyticsPageview = z.infer<typeof analyticsPageviewSchema>;

export const analyticsActionSchema = z
  .object({
    pageviewId: analyticsIdSchema.describe('Chosen by the client (a random UUID); a second POST with the same id is 409'),
    actionName: text(100).min(1),
    actionCompleted: z.boolean(),
    actionHref: z
      .string()
      .min(1)
      .max(2048)
      .regex(/^[^?#\s]+$/, NO_QUERY_OR_FRAGMENT)
      .optional()
      .describe('The followed link, if any'),
  })
  .meta({ id: 'AnalyticsAction' });

/** POST /web/analytics/action: something the patient did on a page. */
export type AnalyticsAction = z.infer<typeof analyticsActionSchema>;

export const analyticsActionRecordSchema = analyticsActionSchema
  .extend({ actionId: idSchema })
  .meta({ id: 'AnalyticsActionRecord' });

/** The stored action, as answered by POST /web/analytics/action. */
export type AnalyticsActionRecord = z.infer<typeof analyticsActionRecordSchema>;
