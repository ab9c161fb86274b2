/**
 * How long to wait before the next attempt after `failures` failed ones: `baseMs` after the
 * first, doubling with each further failure, never more than `maxMs`. `jitter` (0 to 1, from
 * Math.random by default) spreads by up to a fifth so many messages failing together do not all
 * come back at once.
 */
export function retryDelayMs(failures: number, settings: { backoffMs: number; backoffMaxMs: number }, jitter = Math.random()): number {
  const exponent = Math.min(Math.max(failures - 1, 0), 30);
  const delay = Math.min(settings.backoffMs * 2 ** exponent, settings.backoffMaxMs);
  return Math.round(delay * (1 - 0.2 * Math.min(Math.max(jitter, 0), 1)));
}
