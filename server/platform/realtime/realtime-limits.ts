import type { RateRule } from './token-bucket';

/**
 * What one namespace allows each socket and each sender (a patient on /portal, a care provider on
 * /care-team): server/README.md, "Real-time limits". Counted in this process: with several
 * processes (npm run serve:cluster) a sender whose sockets reach two of them has a share in each.
 */
export interface NamespaceLimits {
  /** Events of one socket. */
  readonly socket: RateRule;
  /** Events of all the sockets of one sender together. */
  readonly sender: RateRule;
  /** Events of one sender being handled at the same time; the others wait their turn. */
  readonly concurrent: number;
  /** Events one socket may have waiting; one more is refused with `rate_limited`. */
  readonly waiting: number;
  /** Refusals one socket may collect: past this bucket it is disconnected. */
  readonly refusals: RateRule;
}

export interface RealtimeLimits {
  readonly portal: NamespaceLimits;
  readonly careTeam: NamespaceLimits;
}

/**
 * A patient typing sends a message every few seconds and a read mark per message that comes in;
 * twenty events a second per socket is far above that and still a small part of what the database
 * serves. Concurrency keeps any one sender's work in the database to a few transactions, so other
 * senders' events queue behind at most that many.
 */
const NAMESPACE_DEFAULTS: NamespaceLimits = {
  socket: { perSecond: 20, burst: 40 },
  sender: { perSecond: 30, burst: 60 },
  concurrent: 4,
  waiting: 20,
  refusals: { perSecond: 2, burst: 20 },
};

export const DEFAULT_REALTIME_LIMITS: RealtimeLimits = { portal: NAMESPACE_DEFAULTS, careTeam: NAMESPACE_DEFAULTS };
