import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Database } from '../db/database';
import { normalizeEmail } from '../../../src/domain/common/email-address';
import { countHit, lookupLimit, type LookupRateLimit } from './lookup-rate-limit';

/**
 * Limits of the anonymous writes (the e-mail preference, enrollment requests): per client
 * address and route through the lookup plugin (`config.rateLimit`), and per e-mail address or
 * phone number written to, counted here, so that many clients together cannot flood one patient.
 * Counters live in rate_limit_counters (every process shares them) under hashed keys.
 */
export interface AnonymousWriteLimit {
  perClient: LookupRateLimit;
  perAddress: LookupRateLimit;
}

export const DEFAULT_ANONYMOUS_WRITE_LIMIT: AnonymousWriteLimit = {
  perClient: { max: 20, timeWindowMs: 60_000 },
  perAddress: { max: 10, timeWindowMs: 60 * 60_000 },
};

/** The route config of the per-client limit. */
export const perClientLimit = (limit: AnonymousWriteLimit) => lookupLimit(limit.perClient);

const addressKey = (route: string, address: string) =>
  `${route}|address:${createHash('sha256').update(normalizeEmail(address)).digest('base64url').slice(0, 22)}`;

/** "12 seconds", "1 minute", "5 minutes": when to try again. */
function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 120) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

/**
 * Counts one write to `address` on `route`; past the limit it answers 429 with the wait (the
 * message and Retry-After, as the plugin does for clients) and returns true: the caller stops.
 */
export async function refusedForAddress(
  db: Database,
  reply: FastifyReply,
  route: string,
  address: string,
  limit: AnonymousWriteLimit,
): Promise<boolean> {
  const { current, ttl } = await countHit(db, addressKey(route, address), limit.perAddress.timeWindowMs);
  if (current <= limit.perAddress.max) return false;
  await reply
    .code(429)
    .header('Retry-After', String(Math.max(1, Math.ceil(ttl / 1000))))
    .send({ error: 'Too Many Requests', message: `Too many requests for this address: try again in ${waitText(ttl)}` });
  return true;
}
