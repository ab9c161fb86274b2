import type { AppMode } from '../../platform/app-mode';
import type { DeliverySettings } from '../../platform/delivery/delivery-env';
import { DEFAULT_MAILBOX_LIMIT, MailboxStore } from './mailbox-store';
import { mailboxPlan, withMailboxTransports } from './mailbox-plan';
import { startSmsRecorder } from './sms-recorder';
import { startSmtpCapture } from './smtp-capture';

/** The development mailbox as it runs: its receivers, its memory, and what it stands in for. */
export interface DevMailbox {
  store: MailboxStore;
  smtpUrl: string;
  smsUrl: string;
  /** The channels it receives (the others have a real transport). */
  channels: { email: boolean; sms: boolean };
  close(): Promise<void>;
}

/** What the server starts with: the delivery settings to use, and the mailbox if one runs (else why not). */
export type MailboxStart = { settings: DeliverySettings; mailbox: DevMailbox } | { settings: DeliverySettings; mailbox?: undefined; off: string };

let running: DevMailbox | undefined;

/** The mailbox this process runs, if any (GET /api/dev/mailbox reads it). */
export const runningMailbox = (): DevMailbox | undefined => running;

function storeLimit(env: NodeJS.ProcessEnv): number {
  const value = Number(env.RX_DEV_MAILBOX_LIMIT);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_MAILBOX_LIMIT;
}

/**
 * Development and test: starts the SMTP server and SMS recorder on loopback when the plan says so
 * (mailbox-plan.ts) and returns the delivery settings pointing at them, so the app sends through
 * the same nodemailer transport, SMS webhook transport and queue as production.
 */
export async function startDevMailbox(mode: AppMode, env: NodeJS.ProcessEnv, settings: DeliverySettings): Promise<MailboxStart> {
  const plan = mailboxPlan(mode, env, settings);
  if (!plan.run) return { settings, off: plan.off };
  const store = new MailboxStore(storeLimit(env));
  const smtp = await startSmtpCapture(store);
  const sms = await startSmsRecorder(store).catch(async (error: unknown) => {
    await smtp.close();
    throw error;
  });
  const mailbox: DevMailbox = {
    store,
    smtpUrl: smtp.url,
    smsUrl: sms.url,
    channels: { email: plan.email, sms: plan.sms },
    async close() {
      if (running === mailbox) running = undefined;
      await Promise.all([smtp.close(), sms.close()]);
    },
  };
  running = mailbox;
  return { settings: withMailboxTransports(settings, plan, { smtpUrl: smtp.url, smsUrl: sms.url }, env), mailbox };
}
