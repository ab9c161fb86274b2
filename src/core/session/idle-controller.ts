import { ACTIVE, idleState, sameIdleState, type IdleState } from './idle-model';

/** The time of the latest activity in any tab, shared through localStorage. */
export const IDLE_ACTIVITY_STORAGE_KEY = 'rx-last-activity';

/** Events that count as the patient being there. Window `focus` is the tab coming to the front. */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;

export interface IdleControllerOptions {
  timeoutMs: number;
  warningMs: number;
  /** Called with every change of state (and once at start). */
  onChange: (state: IdleState) => void;
  /** Called once each time the state turns to expired. */
  onExpire: () => void;
  /** Where activity is listened for; default `window`. */
  target?: Window;
  /** Shared between tabs; default `localStorage` (a tab on its own when unavailable). */
  storage?: Storage | null;
  now?: () => number;
  /** How often the state is checked (spec 02 §4: every second). */
  intervalMs?: number;
  /** Activity writes to the shared storage at most this often. */
  writeEveryMs?: number;
}

export interface IdleController {
  /** Records activity now, as a "Stay signed in" button does. */
  stayActive(): void;
  state(): IdleState;
  stop(): void;
}

function readStamp(storage: Storage | null): number {
  try {
    const value = Number(storage?.getItem(IDLE_ACTIVITY_STORAGE_KEY));
    return Number.isFinite(value) ? value : 0;
  } catch {
    return 0;
  }
}

/**
 * Watches activity in this tab and, through the shared storage, in every other tab of the
 * portal; checks every second. Starting counts as activity (a page load or sign-in is one).
 */
export function startIdleController(options: IdleControllerOptions): IdleController {
  const target = options.target ?? window;
  const now = options.now ?? Date.now;
  const intervalMs = options.intervalMs ?? 1000;
  const writeEveryMs = options.writeEveryMs ?? 1000;
  let storage: Storage | null = null;
  try {
    storage = options.storage === undefined ? (target.localStorage ?? null) : options.storage;
  } catch {
    storage = null;
  }

  let lastActivity = 0;
  let lastWritten = 0;
  let current: IdleState = ACTIVE;
  let stopped = false;

  const record = (force = false) => {
    const at = now();
    lastActivity = Math.max(lastActivity, at);
    if (!force && at - lastWritten < writeEveryMs) return;
    lastWritten = at;
    try {
      storage?.setItem(IDLE_ACTIVITY_STORAGE_KEY, String(at));
    } catch {
      // storage full or disabled: this tab still keeps its own time
    }
  };

  const check = () => {
    if (stopped) return;
    lastActivity = Math.max(lastActivity, readStamp(storage));
    const next = idleState({ lastActivity, now: now(), timeoutMs: options.timeoutMs, warningMs: options.warningMs });
    if (sameIdleState(next, current)) return;
    const wasExpired = current.kind === 'expired';
    current = next;
    options.onChange(next);
    if (next.kind === 'expired' && !wasExpired) options.onExpire();
  };

  // During the warning only "Stay signed in" (or activity in another tab) extends the session:
  // a click that closed the dialog on pointerdown would land on whatever lies beneath it.
  const onActivity = () => {
    if (current.kind === 'warning') return;
    record();
    if (current.kind === 'expired') check();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === IDLE_ACTIVITY_STORAGE_KEY || event.key === null) check();
  };

  for (const name of ACTIVITY_EVENTS) target.addEventListener(name, onActivity, { capture: true, passive: true });
  // scroll does not bubble: capture sees the scrolling of any element
  target.addEventListener('scroll', onActivity, { capture: true, passive: true });
  target.addEventListener('focus', onActivity);
  target.addEventListener('storage', onStorage);
  const timer = setInterval(check, intervalMs);

  record(true);
  options.onChange(current);

  return {
    stayActive() {
      record(true);
      check();
    },
    state: () => current,
    stop() {
      stopped = true;
      clearInterval(timer);
      for (const name of ACTIVITY_EVENTS) target.removeEventListener(name, onActivity, { capture: true });
      target.removeEventListener('scroll', onActivity, { capture: true });
      target.removeEventListener('focus', onActivity);
      target.removeEventListener('storage', onStorage);
    },
  };
}
