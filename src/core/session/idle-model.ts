/**
 * Idle logout as a pure function (spec 02 §4 "Idle logout", §9): after `timeoutMs` without
 * activity the session ends; during the final `warningMs` a warning counts down the seconds.
 * The warning lasts 20 s by default (ARCHITECTURE.md deviations: WCAG 2.2.1 asks for at least 20).
 */
export type IdleState = { kind: 'active' } | { kind: 'warning'; secondsLeft: number } | { kind: 'expired' };

export interface IdleInput {
  /** Time of the last activity in any tab (ms since epoch). */
  lastActivity: number;
  now: number;
  timeoutMs: number;
  warningMs: number;
}

export const ACTIVE: IdleState = { kind: 'active' };
export const EXPIRED: IdleState = { kind: 'expired' };

/** The state at `now`. Activity stamped in the future (another tab's clock) counts as now. */
export function idleState({ lastActivity, now, timeoutMs, warningMs }: IdleInput): IdleState {
  const timeout = Math.max(0, timeoutMs);
  const warning = Math.min(Math.max(0, warningMs), timeout);
  const remaining = Math.min(lastActivity + timeout - now, timeout);
  if (remaining <= 0) return EXPIRED;
  if (remaining <= warning) return { kind: 'warning', secondsLeft: Math.ceil(remaining / 1000) };
  return ACTIVE;
}

export function sameIdleState(a: IdleState, b: IdleState): boolean {
  if (a.kind !== b.kind) return false;
  return a.kind !== 'warning' || a.secondsLeft === (b as { secondsLeft: number }).secondsLeft;
}
