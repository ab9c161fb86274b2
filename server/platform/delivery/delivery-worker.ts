import type { Database } from '../db/database';
import type { QueueSettings } from './delivery-env';
import { claimDueMessages, markFailed, markSent, renewLease, type ClaimedMessage, type FailureOutcome } from './delivery-queue';
import { deliveryErrorLabel, PURPOSE_HEADER, type DeliveryTransports } from './transports';

/** What became of one attempt: for the metrics and the operator's log (no recipient, no text). */
export interface DeliveryAttempt {
  id: number;
  channel: 'sms' | 'email';
  purpose: string;
  attempt: number;
  outcome: 'sent' | FailureOutcome['kind'];
  error?: string;
  /** After a failure that will be retried: the wait before the next attempt. */
  retryInMs?: number;
}

export interface DeliveryWorkerOptions {
  db: Database;
  transports: DeliveryTransports;
  queue: QueueSettings;
  /** Production: a sent (or dead) message's text and code are cleared. */
  forgetAfterSending: boolean;
  /** Messages claimed per poll. */
  batchSize?: number;
  onAttempt?: (attempt: DeliveryAttempt) => void;
  /** A poll that failed as a whole (the database unreachable): its error class is logged by the caller. */
  onError?: (error: unknown) => void;
}

export interface DeliveryWorker {
  /** Sends what is due now (tests call it; the timer calls it every pollMs). */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

const SUBJECTS: Record<string, string> = {
  'sign-up': 'Your verification code',
  'forgot-password': 'Your password reset code',
  'attribute-verification': 'Your verification code',
  'temporary-password': 'Your temporary password',
  'refill-reminder': 'Refill reminder',
};

async function sendOne(transports: DeliveryTransports, message: ClaimedMessage): Promise<void> {
  if (message.channel === 'email') {
    if (!transports.sendEmail) throw new Error('no e-mail transport');
    await transports.sendEmail({
      to: message.recipient,
      from: message.details?.from,
      subject: message.details?.subject ?? SUBJECTS[message.purpose] ?? 'A message from your pharmacy',
      text: message.message,
      html: message.details?.html,
      // What the message is for (no code, no recipient): a receiver's records and the development mailbox show it.
      headers: { ...message.details?.headers, [PURPOSE_HEADER]: message.purpose },
      idempotencyKey: message.idempotencyKey,
    });
    return;
  }
  if (!transports.sendSms) throw new Error('no SMS transport');
  await transports.sendSms({ to: message.recipient, body: message.message, idempotencyKey: message.idempotencyKey, purpose: message.purpose });
}

/**
 * Each process runs one: every `pollMs` it claims the messages due on the channels it has a
 * transport for and sends them one by one. At least once: a message is marked sent only after its
 * transport accepted it, so a process killed between the two sends it again from another process
 * (with the same idempotency key) once the lease has passed.
 */
export function startDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const channels = [...(options.transports.sendEmail ? (['email'] as const) : []), ...(options.transports.sendSms ? (['sms'] as const) : [])];
  const batchSize = options.batchSize ?? 20;
  let running: Promise<void> | null = null;
  let stopped = false;

  const attemptOne = async (message: ClaimedMessage) => {
    // The sends before this one may have outlived the batch's lease: another process has it then.
    if (!(await renewLease(options.db, message, options.queue.leaseMs))) return;
    const report = (outcome: DeliveryAttempt['outcome'], error?: string, retryInMs?: number) =>
      options.onAttempt?.({ id: message.id, channel: message.channel, purpose: message.purpose, attempt: message.attempt, outcome, error, retryInMs });
    try {
      await sendOne(options.transports, message);
    } catch (error) {
      const label = deliveryErrorLabel(error);
      const outcome = await markFailed(options.db, message, label, options.queue, options.forgetAfterSending);
      report(outcome.kind, label, outcome.kind === 'retry' ? outcome.delayMs : undefined);
      return;
    }
    await markSent(options.db, message.id, options.forgetAfterSending);
    report('sent');
  };

  const drainOnce = async () => {
    for (;;) {
      if (stopped) return;
      const claimed = await claimDueMessages(options.db, channels, batchSize, options.queue.leaseMs);
      for (const message of claimed) {
        if (stopped) return; // the rest wait for their lease to pass
        await attemptOne(message);
      }
      if (claimed.length < batchSize) return;
    }
  };

  const drain = (): Promise<void> => {
    running ??= drainOnce()
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = null;
      });
    return running;
  };

  const timer = setInterval(() => void drain(), options.queue.pollMs);
  timer.unref();
  return {
    drain,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

/** The operator's line of an attempt: id, channel, purpose, attempt and error class only. */
export function deliveryLogLine(attempt: DeliveryAttempt): string | undefined {
  if (attempt.outcome === 'sent') return undefined;
  const what = `outbox message ${attempt.id} (${attempt.channel}, ${attempt.purpose})`;
  return attempt.outcome === 'dead'
    ? `Delivery gave up on ${what} after ${attempt.attempt} attempts (${attempt.error ?? 'error'}); parked as dead`
    : `Delivery of ${what} failed on attempt ${attempt.attempt} (${attempt.error ?? 'error'}); retrying in ${attempt.retryInMs ?? 0} ms`;
}
