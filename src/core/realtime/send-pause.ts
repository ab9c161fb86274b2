/** The shortest and longest waits taken from a `rate_limited` acknowledgement's `retryAfterMs`. */
const MIN_PAUSE_MS = 50;
const MAX_PAUSE_MS = 60_000;

export interface SendPause {
  /** True while the socket should send nothing. */
  readonly active: boolean;
  /** Sends nothing for `retryAfterMs` (a longer pause already running wins), then calls `resume`. */
  start(retryAfterMs: number, resume: () => void): void;
  /** Ends the pause without calling `resume` (the connection stops). */
  clear(): void;
}

/**
 * The client's side of the server's real-time limits: after a `rate_limited` acknowledgement the
 * socket holds every event it would send until the hint has passed, then resumes. What was
 * refused is still the client's to send again; nothing is dropped here.
 */
export function createSendPause(now: () => number = Date.now): SendPause {
  let until = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const resumers = new Set<() => void>();

  return {
    get active() {
      return now() < until;
    },
    start(retryAfterMs, resume) {
      const wait = Math.min(MAX_PAUSE_MS, Math.max(MIN_PAUSE_MS, Number.isFinite(retryAfterMs) ? retryAfterMs : MAX_PAUSE_MS));
      resumers.add(resume);
      if (now() + wait <= until && timer !== undefined) return;
      until = now() + wait;
      clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        until = 0;
        const waiting = [...resumers];
        resumers.clear();
        for (const callback of waiting) callback();
      }, wait);
    },
    clear() {
      clearTimeout(timer);
      timer = undefined;
      until = 0;
      resumers.clear();
    },
  };
}
