import { z } from 'zod';
import type { AnalyticsAction, AnalyticsActionRecord, AnalyticsPageview, AnalyticsSession } from './analytics';
import { idSchema, text } from './common.schema';
import type { Expect, TypesMatch } from './type-equality';

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
    sessionId: analyticsIdSchema,
    productName: text(100).min(1),
  })
  .meta({ id: 'AnalyticsSession' });

export const analyticsPageviewSchema = z
  .object({
    sessionId: analyticsIdSchema,
    pagePath: analyticsPagePathSchema,
    pageTitle: text(300),
    pageviewId: analyticsIdSchema,
  })
  .meta({ id: 'AnalyticsPageview' });

export const analyticsActionSchema = z
  .object({
    pageviewId: analyticsIdSchema,
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

export const analyticsActionRecordSchema = analyticsActionSchema
  .extend({ actionId: idSchema })
  .meta({ id: 'AnalyticsActionRecord' });

export type AnalyticsSessionSchemaMatches = Expect<TypesMatch<z.infer<typeof analyticsSessionSchema>, AnalyticsSession>>;
export type AnalyticsPageviewSchemaMatches = Expect<TypesMatch<z.infer<typeof analyticsPageviewSchema>, AnalyticsPageview>>;
export type AnalyticsActionSchemaMatches = Expect<TypesMatch<z.infer<typeof analyticsActionSchema>, AnalyticsAction>>;
export type AnalyticsActionRecordSchemaMatches = Expect<
  TypesMatch<z.infer<typeof analyticsActionRecordSchema>, AnalyticsActionRecord>
>;
