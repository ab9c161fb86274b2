import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { idleState } from '../../../../src/core/session/idle-model';

const config = { timeoutMs: 300_000, warningMs: 20_000 };
const at = (idleMs: number) => idleState({ lastActivity: 1_000_000, now: 1_000_000 + idleMs, ...config });

describe('idle model (spec 02 §4, 20 s warning)', () => {
  it('is active until the final 20 seconds', () => {
    expect(at(0)).toEqual({ kind: 'active' });
    expect(at(279_999)).toEqual({ kind: 'active' });
  });

  it('warns with the seconds left during the final 20 seconds', () => {
    expect(at(280_000)).toEqual({ kind: 'warning', secondsLeft: 20 });
    expect(at(280_001)).toEqual({ kind: 'warning', secondsLeft: 20 });
    expect(at(285_000)).toEqual({ kind: 'warning', secondsLeft: 15 });
    expect(at(299_001)).toEqual({ kind: 'warning', secondsLeft: 1 });
  });

  it('expires after 5 minutes of inactivity', () => {
    expect(at(300_000)).toEqual({ kind: 'expired' });
    expect(at(3_600_000)).toEqual({ kind: 'expired' });
  });

  it('treats activity stamped in the future (another tab, another clock) as now', () => {
    expect(at(-60_000)).toEqual({ kind: 'active' });
  });

  const input = fc.record({
    lastActivity: fc.integer({ min: 0, max: 2_000_000_000_000 }),
    idle: fc.integer({ min: -1_000_000, max: 1_000_000 }),
    timeoutMs: fc.integer({ min: 1000, max: 3_600_000 }),
    warningMs: fc.integer({ min: 0, max: 3_600_000 }),
  });

  it('expires exactly when the inactivity reaches the timeout', () => {
    fc.assert(
      fc.property(input, ({ lastActivity, idle, timeoutMs, warningMs }) => {
        const state = idleState({ lastActivity, now: lastActivity + idle, timeoutMs, warningMs });
        expect(state.kind === 'expired').toBe(idle >= timeoutMs);
      }),
    );
  });

  it('warns only within the warning window, with 1 to ceil(window) seconds left', () => {
    fc.assert(
      fc.property(input, ({ lastActivity, idle, timeoutMs, warningMs }) => {
        const state = idleState({ lastActivity, now: lastActivity + idle, timeoutMs, warningMs });
        const remaining = Math.min(timeoutMs - idle, timeoutMs); // future activity counts as now
        const inWindow = remaining > 0 && remaining <= Math.min(warningMs, timeoutMs);
        expect(state.kind === 'warning').toBe(inWindow);
        if (state.kind === 'warning') {
          expect(state.secondsLeft).toBeGreaterThanOrEqual(1);
          expect(state.secondsLeft).toBeLessThanOrEqual(Math.ceil(Math.min(warningMs, timeoutMs) / 1000));
          expect(state.secondsLeft).toBe(Math.ceil(remaining / 1000));
        }
      }),
    );
  });

  it('only moves towards expiry as time passes: active -> warning (counting down) -> expired', () => {
    const rank = (s: ReturnType<typeof idleState>) => (s.kind === 'active' ? 0 : s.kind === 'warning' ? 1 : 2);
    fc.assert(
      fc.property(input, fc.nat(1_000_000), ({ lastActivity, idle, timeoutMs, warningMs }, later) => {
        const a = idleState({ lastActivity, now: lastActivity + idle, timeoutMs, warningMs });
        const b = idleState({ lastActivity, now: lastActivity + idle + later, timeoutMs, warningMs });
        expect(rank(b)).toBeGreaterThanOrEqual(rank(a));
        if (a.kind === 'warning' && b.kind === 'warning') expect(b.secondsLeft).toBeLessThanOrEqual(a.secondsLeft);
      }),
    );
  });

  it('newer activity never makes the state worse', () => {
    fc.assert(
      fc.property(input, fc.nat(1_000_000), ({ lastActivity, idle, timeoutMs, warningMs }, newer) => {
        const now = lastActivity + idle;
        const rank = (s: ReturnType<typeof idleState>) => (s.kind === 'active' ? 0 : s.kind === 'warning' ? 1 : 2);
        const before = idleState({ lastActivity, now, timeoutMs, warningMs });
        const after = idleState({ lastActivity: lastActivity + newer, now, timeoutMs, warningMs });
        expect(rank(after)).toBeLessThanOrEqual(rank(before));
      }),
    );
  });
});
