import { describe, expect, it } from 'vitest';
import { fullBucket, msUntilFull, msUntilToken, refilled, takeFromAll, type RateRule, type TokenBucket } from '../../../server/platform/realtime/token-bucket';

const tenPerSecond: RateRule = { perSecond: 10, burst: 3 };

/** Takes from one bucket `times` times at `now`; answers how many passed and the bucket after. */
function takeRepeatedly(rule: RateRule, bucket: TokenBucket, now: number, times: number): { passed: number; bucket: TokenBucket } {
  let passed = 0;
  let current = bucket;
  for (let n = 0; n < times; n += 1) {
    const taking = takeFromAll([[rule, current]], now);
    if (!taking.ok) continue;
    passed += 1;
    current = taking.buckets[0]!;
  }
  return { passed, bucket: current };
}

describe('token bucket', () => {
  it('lets a burst through at once, then one event per 1/rate', () => {
    const start = takeRepeatedly(tenPerSecond, fullBucket(tenPerSecond, 0), 0, 10);
    expect(start.passed).toBe(3);
    expect(msUntilToken(tenPerSecond, start.bucket, 0)).toBe(100);
    expect(takeRepeatedly(tenPerSecond, start.bucket, 99, 5).passed).toBe(0);
    expect(takeRepeatedly(tenPerSecond, start.bucket, 100, 5).passed).toBe(1);
    expect(takeRepeatedly(tenPerSecond, start.bucket, 250, 5).passed).toBe(2);
  });

  it('refills no further than the burst, however long it was idle', () => {
    const empty: TokenBucket = { tokens: 0, at: 0 };
    expect(refilled(tenPerSecond, empty, 60_000)).toEqual({ tokens: 3, at: 60_000 });
    expect(takeRepeatedly(tenPerSecond, empty, 60_000, 10).passed).toBe(3);
    expect(msUntilFull(tenPerSecond, empty, 0)).toBe(300);
    expect(msUntilFull(tenPerSecond, empty, 300)).toBe(0);
  });

  it('never refills backwards when the clock reads earlier than the bucket', () => {
    const bucket: TokenBucket = { tokens: 0.5, at: 1_000 };
    expect(refilled(tenPerSecond, bucket, 900)).toBe(bucket);
    expect(msUntilToken(tenPerSecond, bucket, 900)).toBe(50);
  });

  it('takes from every bucket or from none, and waits for the slowest', () => {
    const socket: RateRule = { perSecond: 20, burst: 2 };
    const sender: RateRule = { perSecond: 5, burst: 1 };
    const first = takeFromAll(
      [
        [socket, fullBucket(socket, 0)],
        [sender, fullBucket(sender, 0)],
      ],
      0,
    );
    expect(first.ok).toBe(true);
    const [socketBucket, senderBucket] = first.ok ? first.buckets : [];
    expect(socketBucket).toEqual({ tokens: 1, at: 0 });
    expect(senderBucket).toEqual({ tokens: 0, at: 0 });

    const second = takeFromAll(
      [
        [socket, socketBucket!],
        [sender, senderBucket!],
      ],
      10,
    );
    // The socket has a token, the sender has not: nothing is taken, and the sender's wait is the answer.
    expect(second).toEqual({ ok: false, waitMs: 190 });
    expect(socketBucket).toEqual({ tokens: 1, at: 0 });
  });

  it('never lets more than burst + rate × time through, whatever the timing of the attempts', () => {
    const rule: RateRule = { perSecond: 30, burst: 60 };
    let bucket = fullBucket(rule, 0);
    let passed = 0;
    let now = 0;
    for (let attempt = 0; attempt < 20_000; attempt += 1) {
      now += (attempt * 7919) % 3; // 0, 1 or 2 ms apart, irregularly
      const taking = takeFromAll([[rule, bucket]], now);
      if (taking.ok) {
        passed += 1;
        bucket = taking.buckets[0]!;
      }
    }
    expect(passed).toBeLessThanOrEqual(rule.burst + (rule.perSecond * now) / 1000);
    expect(passed).toBeGreaterThanOrEqual(rule.burst + Math.floor((rule.perSecond * now) / 1000) - 1);
  });

  it('answers never for a rule that allows nothing', () => {
    const closed: RateRule = { perSecond: 0, burst: 0 };
    expect(msUntilToken(closed, fullBucket(closed, 0), 0)).toBe(Number.POSITIVE_INFINITY);
    expect(takeFromAll([[closed, fullBucket(closed, 0)]], 1_000)).toEqual({ ok: false, waitMs: Number.POSITIVE_INFINITY });
  });
});
