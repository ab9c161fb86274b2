import type { AppMode } from '../../platform/app-mode';
import type { DeliverySettings } from '../../platform/delivery/delivery-env';

/** Which channels the development mailbox receives; `off` says why it does not run. */
export type MailboxPlan = { run: true; email: boolean; sms: boolean } | { run: false; off: string };

/**
 * The development mailbox runs in development and test mode, unless RX_DEV_MAILBOX=off, and takes
 * whichever channel has no transport configured: with neither RX_SMTP_URL nor an SMS transport,
 * both. Never in production, whatever the settings.
 */
export function mailboxPlan(mode: AppMode, env: NodeJS.ProcessEnv, settings: DeliverySettings): MailboxPlan {
  if (mode === 'production') return { run: false, off: 'production never runs the development mailbox' };
  const setting = env.RX_DEV_MAILBOX?.trim().toLowerCase();
  if (setting === 'off') return { run: false, off: 'RX_DEV_MAILBOX=off' };
  const email = !settings.smtp;
  const sms = !settings.sms;
  if (!email && !sms) return { run: false, off: 'RX_SMTP_URL and an SMS transport are configured' };
  return { run: true, email, sms };
}

/** The delivery settings with the mailbox standing in for the transports the plan gives it. */
export function withMailboxTransports(
  settings: DeliverySettings,
  plan: { email: boolean; sms: boolean },
  addresses: { smtpUrl: string; smsUrl: string },
  env: NodeJS.ProcessEnv,
): DeliverySettings {
  return {
    ...settings,
    smtp: plan.email ? { url: addresses.smtpUrl, defaultFrom: env.RX_MAIL_FROM?.trim() || 'rx-widgets <no-reply@localhost>' } : settings.smtp,
    sms: plan.sms ? { kind: 'webhook', url: addresses.smsUrl } : settings.sms,
  };
}
