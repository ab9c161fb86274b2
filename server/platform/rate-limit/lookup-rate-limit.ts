import { createHash } from 'node:crypto';
import fastifyRateLimit from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';

/**
 * Rate limits of the unauthenticated lookup routes (registration, support, account recovery),
 * which could otherwise be used to guess registration codes or usernames.
 */
export interface LookupRateLimit {
  /** Requests allowed per client address and route within the window. */
  max: number;
  timeWindowMs: number;
}

export const DEFAULT_LOOKUP_RATE_LIMIT: LookupRateLimit = { max: 20, timeWindowMs: 60_000 };

/** About one request in a hundred also drops long-ended windows, so the table stays small. */
const PRUNE_PROBABILITY = 0.01;

export interface StoreResult {
  current: number;
  ttl: number;
}

/**
 * Counts one request against a counter of rate_limit_counters and answers the count and the time
 * left in its window. One upsert: a new window starts when the old one ended.
 */
export async function countHit(db: Database, counterKey: string, timeWindowMs: number): Promise<StoreResult> {
  const { rows } = await db.execute<{ hits: number; ttl_ms: number }>(sql`
    INSERT INTO rate_limit_counters AS c (key, hits, reset_at)
    VALUES (${counterKey}, 1, now() + ${timeWindowMs} * interval '1 millisecond')
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN c.reset_at <= now() THEN 1 ELSE c.hits + 1 END,
      reset_at = CASE WHEN c.reset_at <= now() THEN excluded.reset_at ELSE c.reset_at END
    RETURNING hits, (extract(epoch FROM (reset_at - now())) * 1000)::integer AS ttl_ms`);
  const row = rows[0]!;
  if (Math.random() < PRUNE_PROBABILITY) void pruneRateLimitCounters(db).catch(() => undefined);
  return { current: Number(row.hits), ttl: Math.max(0, Number(row.ttl_ms)) };
}

/** Counts one request against several counters in one statement: their counts in the order given. */
export async function countHits(db: Database, counterKeys: readonly string[], timeWindowMs: number): Promise<number[]> {
  const values = sql.join(
    counterKeys.map((key) => sql`(${key}, 1, now() + ${timeWindowMs} * interval '1 millisecond')`),
    sql`, `,
  );
  const { rows } = await db.execute<{ key: string; hits: number }>(sql`
    INSERT INTO rate_limit_counters AS c (key, hits, reset_at)
    VALUES ${values}
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN c.reset_at <= now() THEN 1 ELSE c.hits + 1 END,
      reset_at = CASE WHEN c.reset_at <= now() THEN excluded.reset_at ELSE c.reset_at END
    RETURNING key, hits`);
  if (Math.random() < PRUNE_PROBABILITY) void pruneRateLimitCounters(db).catch(() => undefined);
  const hits = new Map(rows.map((row) => [row.key, Number(row.hits)]));
  return counterKeys.map((key) => hits.get(key) ?? 0);
}

/**
 * Counters in PostgreSQL (rate_limit_counters) rather than in memory, so every server process
 * counts the same requests.
 */
function postgresStore(db: Database, routeKey = '') {
  return class PostgresRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: StoreResult) => void, timeWindow: number): void {
      countHit(db, `${routeKey}|${key}`, timeWindow)
        .then((result) => callback(null, result))
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    }

    // The plugin passes the merged route limits, with the route itself as `routeInfo`.
    child(routeOptions: object) {
      const route = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      const Child = postgresStore(db, `${[route?.method ?? ''].flat().join(',')} ${route?.url ?? ''}`);
      return new Child();
    }
  };
}

/** The client address, hashed: the counters table holds no addresses. */
function clientKey(request: FastifyRequest): string {
  return createHash('sha256').update(request.ip).digest('base64url').slice(0, 22);
}

/** Registers the plugin without a global limit; routes opt in with `config.rateLimit: lookupLimit`. */
export async function installLookupRateLimit(app: FastifyInstance, db: Database): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    store: postgresStore(db),
    keyGenerator: clientKey,
    errorResponseBuilder: (_request, context) => {
      const error = new Error(`Too many requests: try again in ${context.after}`) as Error & { statusCode: number };
      error.statusCode = context.statusCode;
      return error;
    },
  });
}

/** The route config that applies the lookup limit. */
export function lookupLimit(limit: LookupRateLimit) {
  return { max: limit.max, timeWindow: limit.timeWindowMs };
}

/** Drops windows that ended more than an hour ago. */
export async function pruneRateLimitCounters(db: Database): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limit_counters WHERE reset_at < now() - interval '1 hour'`);
}
