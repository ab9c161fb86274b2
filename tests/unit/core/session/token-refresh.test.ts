import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTokenRefresh } from '../../../../src/core/session/token-refresh';

const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
/** An unsigned JWT expiring at `expMs`. */
const tokenExpiringAt = (expMs: number, id = 'x') => `${b64({ alg: 'none' })}.${b64({ exp: Math.floor(expMs / 1000), id })}.sig`;

function fakeStore(initial: string | null) {
  let token = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => token,
    set(next: string | null) {
      token = next;
      listeners.forEach((l) => l());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

describe('token refresh scheduler', () => {
  const start = new Date('2025-01-01T10:00:00Z').getTime();
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(start);
  });
  afterEach(() => vi.useRealTimers());

  it('refreshes a minute before exp and stores the new token, then plans the next refresh', async () => {
    const store = fakeStore(tokenExpiringAt(start + 3_600_000, 'first'));
    const second = tokenExpiringAt(start + 7_200_000, 'second');
    const third = tokenExpiringAt(start + 10_800_000, 'third');
    const refresh = vi.fn().mockResolvedValueOnce(second).mockResolvedValueOnce(third);
    const stop = startTokenRefresh({ getToken: store.get, subscribe: store.subscribe, refresh, onRefreshed: store.set });
    await vi.advanceTimersByTimeAsync(3_600_000 - 60_001);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(store.get()).toBe(second);
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(store.get()).toBe(third);
    stop();
  });

  it('refreshes at once when the token is already within the last minute', async () => {
    const store = fakeStore(tokenExpiringAt(start + 30_000));
    const refresh = vi.fn().mockResolvedValue(tokenExpiringAt(start + 3_600_000));
    const stop = startTokenRefresh({ getToken: store.get, subscribe: store.subscribe, refresh, onRefreshed: store.set });
    await vi.advanceTimersByTimeAsync(0);
    expect(refresh).toHaveBeenCalledTimes(1);
    stop();
  });

  it('plans nothing while signed out, and starts when a session arrives', async () => {
    const store = fakeStore(null);
    const refresh = vi.fn().mockResolvedValue(tokenExpiringAt(start + 7_200_000));
    const stop = startTokenRefresh({ getToken: store.get, subscribe: store.subscribe, refresh, onRefreshed: store.set });
    await vi.advanceTimersByTimeAsync(10_000_000);
    expect(refresh).not.toHaveBeenCalled();
    store.set(tokenExpiringAt(Date.now() + 120_000));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    stop();
  });

  it('drops the plan on sign-out, and never stores a token for a session that ended meanwhile', async () => {
    const store = fakeStore(tokenExpiringAt(start + 120_000));
    let resolve!: (token: string) => void;
    const refresh = vi.fn(() => new Promise<string>((r) => (resolve = r)));
    const onRefreshed = vi.fn(store.set);
    const stop = startTokenRefresh({ getToken: store.get, subscribe: store.subscribe, refresh, onRefreshed });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    store.set(null);
    resolve(tokenExpiringAt(start + 3_600_000));
    await vi.advanceTimersByTimeAsync(0);
    expect(onRefreshed).not.toHaveBeenCalled();
    expect(store.get()).toBeNull();
    stop();
  });

  it('follows a token refreshed by another tab instead of refreshing again', async () => {
    const store = fakeStore(tokenExpiringAt(start + 3_600_000, 'a'));
    const refresh = vi.fn().mockResolvedValue(tokenExpiringAt(start + 9_000_000));
    const stop = startTokenRefresh({ getToken: store.get, subscribe: store.subscribe, refresh, onRefreshed: store.set });
    await vi.advanceTimersByTimeAsync(1_000_000);
    store.set(tokenExpiringAt(start + 7_200_000, 'from-other-tab'));
    await vi.advanceTimersByTimeAsync(3_600_000 - 1_000_000);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    stop();
  });

  it('retries a failed refresh while the token is still valid, then gives up', async () => {
    const store = fakeStore(tokenExpiringAt(start + 120_000));
    const refresh = vi.fn().mockRejectedValue(new Error('offline'));
    const onError = vi.fn();
    const stop = startTokenRefresh({ getToken: store.get, subscribe: store.subscribe, refresh, onRefreshed: store.set, onError, retryMs: 15_000 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(refresh).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(300_000);
    const attempts = refresh.mock.calls.length;
    expect(attempts).toBeGreaterThanOrEqual(3);
    expect(attempts).toBeLessThanOrEqual(5);
    store.set(store.get()); // an unrelated store change does not start a tight loop
    await vi.advanceTimersByTimeAsync(60_000);
    expect(refresh.mock.calls.length).toBe(attempts);
    expect(onError).toHaveBeenCalledTimes(attempts);
    stop();
  });

  it('stops cleanly', async () => {
    const store = fakeStore(tokenExpiringAt(start + 120_000));
    const refresh = vi.fn().mockResolvedValue('x');
    const stop = startTokenRefresh({ getToken: store.get, subscribe: store.subscribe, refresh, onRefreshed: store.set });
    stop();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(refresh).not.toHaveBeenCalled();
  });
});
