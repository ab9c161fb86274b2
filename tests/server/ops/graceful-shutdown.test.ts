import { describe, expect, it } from 'vitest';
import { shutDown, shutdownTimings } from '../../../server/platform/ops/graceful-shutdown';
import { createReadiness } from '../../../server/platform/ops/readiness';

describe('graceful shutdown', () => {
  it('answers 503 (draining) first, waits the drain delay, then closes each step in order', async () => {
    const readiness = createReadiness();
    readiness.probe('database', () => true);
    const events: string[] = [];
    const started = Date.now();
    const done = shutDown(
      readiness,
      [
        { name: 'server', close: async () => events.push(`server after ${Date.now() - started} ms, ready=${(await readiness.report()).ready}`) },
        { name: 'pool', close: () => events.push('pool') },
      ],
      { drainDelayMs: 200, timeoutMs: 5_000 },
      () => {},
    );
    const during = await readiness.report();
    expect(during).toMatchObject({ ready: false, status: 'draining', failing: ['draining'] });
    expect(events).toEqual([]);
    await done;
    expect(events).toHaveLength(2);
    expect(events[0]).toMatch(/^server after \d+ ms, ready=false$/);
    expect(Number(events[0]!.match(/after (\d+)/)![1])).toBeGreaterThanOrEqual(190);
    expect(events[1]).toBe('pool');
  });

  it('gives up past the timeout, so a stuck pool cannot keep the process alive', async () => {
    const stuck = new Promise<void>(() => {});
    await expect(shutDown(createReadiness(), [{ name: 'stuck', close: () => stuck }], { drainDelayMs: 0, timeoutMs: 100 }, () => {})).rejects.toThrow(/longer than 100 ms/);
  });

  it('reads RX_DRAIN_DELAY_MS and RX_SHUTDOWN_TIMEOUT_MS: a drain delay in production by default, none in development', () => {
    expect(shutdownTimings({})).toEqual({ drainDelayMs: 3_000, timeoutMs: 25_000 });
    expect(shutdownTimings({ RX_MODE: 'development' })).toEqual({ drainDelayMs: 0, timeoutMs: 25_000 });
    expect(shutdownTimings({ RX_DRAIN_DELAY_MS: '1500', RX_SHUTDOWN_TIMEOUT_MS: '9000' })).toEqual({ drainDelayMs: 1_500, timeoutMs: 9_000 });
    expect(() => shutdownTimings({ RX_DRAIN_DELAY_MS: 'soon' })).toThrow(/RX_DRAIN_DELAY_MS must be a whole number/);
    expect(() => shutdownTimings({ RX_SHUTDOWN_TIMEOUT_MS: '-1' })).toThrow(/RX_SHUTDOWN_TIMEOUT_MS/);
  });
});
