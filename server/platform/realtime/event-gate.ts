import type { Event } from 'socket.io';
import { PORTAL_ERROR_MESSAGES, type PortalRefusal } from '../../../src/domain/messaging/message-events';
import type { NamespaceLimits } from './realtime-limits';
import { fullBucket, msUntilFull, msUntilToken, takeFromAll, type TokenBucket } from './token-bucket';

/** What the gate needs of a server-side socket.io socket, whatever its event maps. */
export interface GatedSocket {
  use(fn: (event: Event, next: (error?: Error) => void) => void): unknown;
  listenerCount(event: string): number;
  on(event: 'disconnect', listener: () => void): unknown;
  disconnect(close?: boolean): unknown;
}

export interface EventGate {
  /**
   * Puts every event of `socket` through the namespace's limits, shared with the other sockets of
   * `sender` (e.g. `patient:12`). Call it before the socket's handlers are registered.
   */
  admit(socket: GatedSocket, sender: string): void;
}

/** Shortest retry hint: a retry sooner than this would only be refused again. */
const MIN_RETRY_AFTER_MS = 50;

interface SocketShare {
  bucket: TokenBucket;
  refusals: TokenBucket;
  /** Its events in the sender's queue. */
  waiting: number;
}

interface Waiting {
  share: SocketShare;
  start(): void;
}

interface SenderShare {
  bucket: TokenBucket;
  /** Events being handled now. */
  running: number;
  /** Events of all its sockets, in arrival order. */
  queue: Waiting[];
  sockets: number;
  wake?: NodeJS.Timeout;
  forget?: NodeJS.Timeout;
}

/**
 * The fair share of each socket and sender of one namespace (server/platform/realtime/realtime-limits.ts):
 * an event is handled once its socket's and its sender's rates allow it and fewer than
 * `concurrent` events of its sender are being handled; until then it waits, in order. A socket
 * with `waiting` events already waiting is refused (`rate_limited` with `retryAfterMs`, through
 * the acknowledgement), and a socket refused more often than `refusals` allows is disconnected.
 *
 * Every event reaches its handler as `(payload, ack)`: arguments after the payload are dropped,
 * and an event sent without an acknowledgement gets one that answers nobody, so the gate learns
 * when each handler is done. Handlers call their acknowledgement exactly once.
 */
export function createEventGate(limits: NamespaceLimits, now: () => number = () => performance.now()): EventGate {
  const senders = new Map<string, SenderShare>();

  function senderShare(key: string): SenderShare {
    let share = senders.get(key);
    if (!share) {
      share = { bucket: fullBucket(limits.sender, now()), running: 0, queue: [], sockets: 0 };
      senders.set(key, share);
    }
    clearTimeout(share.forget);
    share.forget = undefined;
    return share;
  }

  /** Starts what may start now; wakes up again when the rates allow the next one. */
  function drain(sender: SenderShare): void {
    clearTimeout(sender.wake);
    sender.wake = undefined;
    let waitMs = Number.POSITIVE_INFINITY;
    for (let index = 0; index < sender.queue.length && sender.running < limits.concurrent; ) {
      const next = sender.queue[index]!;
      const at = now();
      const taking = takeFromAll(
        [
          [limits.socket, next.share.bucket],
          [limits.sender, sender.bucket],
        ],
        at,
      );
      if (!taking.ok) {
        waitMs = Math.min(waitMs, taking.waitMs);
        // The sender's own rate holds every socket back; a socket's only its own later events.
        if (msUntilToken(limits.sender, sender.bucket, at) > 0) break;
        index += 1;
        continue;
      }
      [next.share.bucket, sender.bucket] = taking.buckets as [TokenBucket, TokenBucket];
      sender.queue.splice(index, 1);
      next.share.waiting -= 1;
      next.start();
    }
    if (sender.queue.length > 0 && sender.running < limits.concurrent && Number.isFinite(waitMs)) {
      sender.wake = setTimeout(() => drain(sender), waitMs);
      sender.wake.unref();
    }
  }

  /**
   * A sender with no socket and nothing running is forgotten once its budget is full again, so
   * closing a socket and opening another earns no fresh budget.
   */
  function forgetWhenIdle(key: string, sender: SenderShare): void {
    if (sender.sockets > 0 || sender.running > 0) return;
    clearTimeout(sender.forget);
    sender.forget = setTimeout(() => {
      if (sender.sockets === 0 && sender.running === 0 && senders.get(key) === sender) senders.delete(key);
    }, msUntilFull(limits.sender, sender.bucket, now()));
    sender.forget.unref();
  }

  /** How long a refused socket should wait: until its next token, plus its queue's turn. */
  function retryAfterMs(share: SocketShare, sender: SenderShare): number {
    const at = now();
    const untilToken = Math.max(msUntilToken(limits.socket, share.bucket, at), msUntilToken(limits.sender, sender.bucket, at));
    const slowest = Math.min(limits.socket.perSecond, limits.sender.perSecond);
    const queueTurn = Math.ceil((share.waiting * 1000) / slowest);
    const hint = (Number.isFinite(untilToken) ? untilToken : 1000) + queueTurn;
    return Math.max(MIN_RETRY_AFTER_MS, Math.min(hint, 60_000));
  }

  return {
    admit(socket, key) {
      const sender = senderShare(key);
      sender.sockets += 1;
      const share: SocketShare = { bucket: fullBucket(limits.socket, now()), refusals: fullBucket(limits.refusals, now()), waiting: 0 };
      let open = true;

      const refuse = (ack: unknown) => {
        if (typeof ack === 'function') {
          const refusal: PortalRefusal = { ok: false, error: PORTAL_ERROR_MESSAGES.rateLimited, retryAfterMs: retryAfterMs(share, sender) };
          (ack as (result: PortalRefusal) => void)(refusal);
        }
        const taking = takeFromAll([[limits.refusals, share.refusals]], now());
        if (taking.ok) [share.refusals] = taking.buckets as [TokenBucket];
        else socket.disconnect(true);
      };

      socket.use((event, next) => {
        if (!open) return;
        const [name, ...args] = event;
        const clientAck: unknown = typeof args.at(-1) === 'function' ? args.pop() : undefined;
        const entry: Waiting = {
          share,
          start: () => {
            // Counted against the rates, but nothing to run: socket.io would drop it anyway.
            if (!open || socket.listenerCount(name) === 0) return;
            sender.running += 1;
            let done = false;
            const ack = (result: unknown) => {
              if (done) return;
              done = true;
              sender.running -= 1;
              drain(sender);
              forgetWhenIdle(key, sender);
              if (typeof clientAck === 'function') (clientAck as (result: unknown) => void)(result);
            };
            event.splice(1, event.length - 1, args[0], ack);
            next();
          },
        };
        sender.queue.push(entry);
        share.waiting += 1;
        drain(sender);
        if (share.waiting > limits.waiting && sender.queue.at(-1) === entry) {
          sender.queue.pop();
          share.waiting -= 1;
          refuse(clientAck);
        }
      });

      socket.on('disconnect', () => {
        open = false;
        sender.queue = sender.queue.filter((waiting) => waiting.share !== share);
        sender.sockets -= 1;
        drain(sender);
        forgetWhenIdle(key, sender);
      });
    },
  };
}
