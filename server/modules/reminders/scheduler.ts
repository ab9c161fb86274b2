import type { Database } from '../../platform/db/database';
import { readSetting } from '../../platform/settings/settings';
import type { BrandMail } from './messages';
import { runReminderTick, type SentReminder } from './tick';

/** Every 15 minutes by default: reminders are due at 09:00 local, so a few minutes late is fine. */
export const DEFAULT_REMINDER_INTERVAL_MS = 15 * 60_000;

export interface ReminderSchedulerOptions {
  db: Database;
  portalUrl: string;
  /** The API's public address (the one-click unsubscribe link); default the portal's origin + /api. */
  apiUrl?: string;
  /** The brand's e-mail sender and logo, from the brands file. */
  brandMail?: (brandId: number) => BrandMail | undefined;
  intervalMs: number;
  clock?: () => Date;
  /** Told of a failed tick (its error class only is logged by the caller). */
  onError?: (error: unknown) => void;
  /** Told of the reminders a tick sent (the metrics count them by channel). */
  onSent?: (sent: SentReminder[]) => void;
}

export interface ReminderScheduler {
  stop(): Promise<void>;
}

/**
 * Runs the reminder tick now and then every `intervalMs`, one tick at a time. Several processes
 * may each run one: the tick's database claim keeps every reminder single.
 */
export function startReminderScheduler(options: ReminderSchedulerOptions): ReminderScheduler {
  const clock = options.clock ?? (() => new Date());
  let running: Promise<void> | null = null;
  let stopped = false;
  // A tick still running when the next is due makes that one skip, so ticks never overlap.
  const tick = () => {
    if (stopped || running) return;
    running = runReminderTick(options.db, { now: clock(), portalUrl: options.portalUrl, apiUrl: options.apiUrl, brandMail: options.brandMail })
      .then(
        (sent) => options.onSent?.(sent),
        (error: unknown) => options.onError?.(error),
      )
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, options.intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

/**
 * RX_REMINDER_INTERVAL_MS (0 turns the scheduler off), RX_PORTAL_URL (the e-mails' portal address)
 * and RX_PUBLIC_URL (the server's public address: the one-click unsubscribe goes to its /api).
 */
export function reminderSchedulerEnv(env: NodeJS.ProcessEnv, fallbackPortalUrl: string): { intervalMs: number; portalUrl: string; apiUrl?: string } {
  const intervalMs = readSetting(env, 'RX_REMINDER_INTERVAL_MS') ?? DEFAULT_REMINDER_INTERVAL_MS;
  const publicUrl = readSetting(env, 'RX_PUBLIC_URL');
  return { intervalMs, portalUrl: readSetting(env, 'RX_PORTAL_URL') ?? fallbackPortalUrl.replace(/\/+$/, ''), apiUrl: publicUrl ? `${publicUrl}/api` : undefined };
}
