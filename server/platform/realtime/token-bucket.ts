/**
 * Token buckets, as pure values: a rate of `perSecond` events on average with up to `burst` at
 * once. A bucket holds `tokens` (fractional while refilling) as of time `at`, in milliseconds of
 * any clock that does not go back (the real-time gate uses performance.now()).
 */
export interface RateRule {
  readonly perSecond: number;
  readonly burst: number;
}

export interface TokenBucket {
  readonly tokens: number;
  readonly at: number;
}

export function fullBucket(rule: RateRule, now: number): TokenBucket {
  return { tokens: rule.burst, at: now };
}

/** The bucket at `now`: refilled at the rule's rate, never above its burst. */
export function refilled(rule: RateRule, bucket: TokenBucket, now: number): TokenBucket {
  if (now <= bucket.at) return bucket;
  return { tokens: Math.min(rule.burst, bucket.tokens + ((now - bucket.at) * rule.perSecond) / 1000), at: now };
}

/** Milliseconds from `now` until the bucket holds a whole token: 0 when it does now. */
export function msUntilToken(rule: RateRule, bucket: TokenBucket, now: number): number {
  const { tokens } = refilled(rule, bucket, now);
  if (tokens >= 1) return 0;
  if (rule.perSecond <= 0 || rule.burst < 1) return Number.POSITIVE_INFINITY;
  return Math.ceil(((1 - tokens) * 1000) / rule.perSecond);
}

/** Milliseconds from `now` until the bucket is full again (a sender idle that long can be forgotten). */
export function msUntilFull(rule: RateRule, bucket: TokenBucket, now: number): number {
  const { tokens } = refilled(rule, bucket, now);
  if (tokens >= rule.burst) return 0;
  if (rule.perSecond <= 0) return Number.POSITIVE_INFINITY;
  return Math.ceil(((rule.burst - tokens) * 1000) / rule.perSecond);
}

export type Taking = { ok: true; buckets: TokenBucket[] } | { ok: false; waitMs: number };

/**
 * One token from every bucket, or from none: an event passes only when each of its limits (its
 * socket's, its sender's) allows it. Refused, `waitMs` is when all of them will.
 */
export function takeFromAll(limits: ReadonlyArray<readonly [RateRule, TokenBucket]>, now: number): Taking {
  const waitMs = Math.max(0, ...limits.map(([rule, bucket]) => msUntilToken(rule, bucket, now)));
  if (waitMs > 0) return { ok: false, waitMs };
  return {
    ok: true,
    buckets: limits.map(([rule, bucket]) => {
      const current = refilled(rule, bucket, now);
      return { tokens: current.tokens - 1, at: current.at };
    }),
  };
}
