import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_ACTIVITY_STORAGE_KEY, startIdleController } from '../../../../src/core/session/idle-controller';
import type { IdleState } from '../../../../src/core/session/idle-model';
import { memoryStorage } from '../../../../src/core/storage/memory-storage';

/** A tab: its own event target, the shared storage. */
function tab(storage: Storage) {
  const target = new EventTarget() as unknown as Window;
  const states: IdleState[] = [];
  const expired = vi.fn();
  const controller = startIdleController({
    timeoutMs: 300_000,
    warningMs: 20_000,
    target,
    storage,
    onChange: (s) => states.push(s),
    onExpire: expired,
  });
  const fire = (type: string) => (target as unknown as EventTarget).dispatchEvent(new Event(type));
  const storageEvent = () => {
    const event = new Event('storage') as Event & { key: string };
    Object.defineProperty(event, 'key', { value: IDLE_ACTIVITY_STORAGE_KEY });
    (target as unknown as EventTarget).dispatchEvent(event);
  };
  return { controller, states, expired, fire, storageEvent };
}

describe('idle controller', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-01-01T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('warns for the final 20 s, counting down every second, then expires once', () => {
    const { controller, states, expired } = tab(memoryStorage());
    vi.advanceTimersByTime(279_000);
    expect(controller.state()).toEqual({ kind: 'active' });
    vi.advanceTimersByTime(1_000);
    expect(controller.state()).toEqual({ kind: 'warning', secondsLeft: 20 });
    vi.advanceTimersByTime(5_000);
    expect(controller.state()).toEqual({ kind: 'warning', secondsLeft: 15 });
    vi.advanceTimersByTime(15_000);
    expect(controller.state()).toEqual({ kind: 'expired' });
    vi.advanceTimersByTime(10_000);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(states.filter((s) => s.kind === 'warning').map((s) => (s as { secondsLeft: number }).secondsLeft)).toEqual([
      20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1,
    ]);
    controller.stop();
  });

  it('pointer, key, wheel and scroll activity restart the timeout', () => {
    const { controller, fire } = tab(memoryStorage());
    for (const type of ['pointerdown', 'keydown', 'wheel', 'scroll', 'pointermove', 'focus']) {
      vi.advanceTimersByTime(250_000);
      fire(type);
    }
    vi.advanceTimersByTime(250_000);
    expect(controller.state()).toEqual({ kind: 'active' });
    vi.advanceTimersByTime(50_000);
    expect(controller.state().kind).toBe('expired');
    controller.stop();
  });

  it('ignores passive activity during the warning; "Stay signed in" ends it', () => {
    const { controller, fire } = tab(memoryStorage());
    vi.advanceTimersByTime(285_000);
    fire('pointerdown');
    fire('keydown');
    vi.advanceTimersByTime(1_000);
    expect(controller.state()).toEqual({ kind: 'warning', secondsLeft: 14 });
    controller.stayActive();
    expect(controller.state()).toEqual({ kind: 'active' });
    vi.advanceTimersByTime(279_000);
    expect(controller.state()).toEqual({ kind: 'active' });
    controller.stop();
  });

  it('activity in another tab counts here (shared storage), and ends this tab\'s warning', () => {
    const storage = memoryStorage();
    const a = tab(storage);
    vi.advanceTimersByTime(200_000);
    const b = tab(storage); // opening a tab is activity
    vi.advanceTimersByTime(90_000);
    expect(a.controller.state()).toEqual({ kind: 'active' });
    vi.advanceTimersByTime(190_000);
    expect(a.controller.state()).toEqual({ kind: 'warning', secondsLeft: 20 });
    expect(b.controller.state()).toEqual({ kind: 'warning', secondsLeft: 20 });
    b.controller.stayActive();
    a.storageEvent();
    expect(a.controller.state()).toEqual({ kind: 'active' });
    vi.advanceTimersByTime(300_000);
    expect(a.expired).toHaveBeenCalledTimes(1);
    expect(b.expired).toHaveBeenCalledTimes(1);
    a.controller.stop();
    b.controller.stop();
  });

  it('stops listening and checking when stopped', () => {
    const { controller, expired } = tab(memoryStorage());
    controller.stop();
    vi.advanceTimersByTime(600_000);
    expect(expired).not.toHaveBeenCalled();
  });

  it('works without storage (a tab on its own)', () => {
    const target = new EventTarget() as unknown as Window;
    const expired = vi.fn();
    const controller = startIdleController({ timeoutMs: 10_000, warningMs: 3_000, target, storage: null, onChange: () => {}, onExpire: expired });
    vi.advanceTimersByTime(10_000);
    expect(expired).toHaveBeenCalledTimes(1);
    controller.stop();
  });
});
