import { jwtExpiry } from '../api/jwt';

/** Refresh this long before the ID token's `exp`. */
export const REFRESH_LEAD_MS = 60_000;
/** After a failed refresh, try again this much later (while the token is still valid). */
export const REFRESH_RETRY_MS = 15_000;

export interface TokenRefreshOptions {
  /** The current ID token, or null when signed out. */
  getToken: () => string | null;
  /** Called when the token may have changed (sign-in, sign-out, another tab's refresh). */
  subscribe: (listener: () => void) => () => void;
  /** Gets a fresh ID token from the identity provider. */
  refresh: () => Promise<string>;
  /** Stores the fresh token. */
  onRefreshed: (token: string) => void;
  onError?: (error: unknown) => void;
  now?: () => number;
  leadMs?: number;
  retryMs?: number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

/** setTimeout's longest delay; later refreshes are re-planned when it fires. */
const MAX_DELAY_MS = 2_147_483_647;

/**
 * Keeps the session's ID token fresh without the patient noticing: a refresh a minute before
 * `exp`, rescheduled whenever the token changes (a refresh in another tab arrives through the
 * shared store and moves this tab's plan too). Returns a stop function.
 */
export function startTokenRefresh(options: TokenRefreshOptions): () => void {
  const now = options.now ?? Date.now;
  const leadMs = options.leadMs ?? REFRESH_LEAD_MS;
  const retryMs = options.retryMs ?? REFRESH_RETRY_MS;
  const setTimer = options.setTimer ?? ((callback: () => void, ms: number) => setTimeout(callback, ms));
  const clearTimer = options.clearTimer ?? ((handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>));

  let timer: unknown;
  let plannedFor: string | null = null;
  let inFlight = false;
  let stopped = false;
  /** A token whose refresh failed too close to its expiry: the fetch helper ends that session. */
  let gaveUpOn: string | null = null;

  const cancel = () => {
    if (timer !== undefined) clearTimer(timer);
    timer = undefined;
  };

  const plan = (token: string, delay: number) => {
    cancel();
    plannedFor = token;
    timer = setTimer(() => {
      timer = undefined;
      void fire(token);
    }, Math.min(Math.max(0, delay), MAX_DELAY_MS));
  };

  const schedule = () => {
    if (stopped || inFlight) return;
    const token = options.getToken();
    if (token === plannedFor && timer !== undefined) return;
    if (token !== null && token === gaveUpOn) return;
    if (!token) {
      cancel();
      plannedFor = null;
      return;
    }
    const exp = jwtExpiry(token);
    if (exp === undefined) {
      cancel();
      plannedFor = token;
      return;
    }
    plan(token, exp * 1000 - leadMs - now());
  };

  const fire = async (token: string) => {
    if (stopped || options.getToken() !== token) return schedule();
    const exp = jwtExpiry(token);
    if (exp !== undefined && exp * 1000 - leadMs > now()) return plan(token, exp * 1000 - leadMs - now());
    inFlight = true;
    try {
      const fresh = await options.refresh();
      inFlight = false;
      if (stopped) return;
      // Signed out (or replaced by another tab) meanwhile: keep what the store has.
      if (options.getToken() === token) options.onRefreshed(fresh);
      schedule();
    } catch (error) {
      inFlight = false;
      options.onError?.(error);
      if (stopped) return;
      const stillValid = exp === undefined || exp * 1000 - now() > retryMs;
      if (options.getToken() !== token) return schedule();
      if (stillValid) return plan(token, retryMs);
      cancel();
      gaveUpOn = token;
    }
  };

  const unsubscribe = options.subscribe(schedule);
  schedule();
  return () => {
    stopped = true;
    cancel();
    unsubscribe();
  };
}
