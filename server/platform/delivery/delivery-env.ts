import type { AppMode } from '../app-mode';
import { readSetting, type SettingName } from '../settings/settings';

export interface QueueSettings {
  /** RX_DELIVERY_MAX_ATTEMPTS: a message failing this many times is parked as dead. */
  maxAttempts: number;
  /** RX_DELIVERY_BACKOFF_MS: the wait after the first failure; it doubles with each further one. */
  backoffMs: number;
  /** RX_DELIVERY_BACKOFF_MAX_MS: the longest wait between two attempts. */
  backoffMaxMs: number;
  /** RX_DELIVERY_LEASE_MS: how long a process holds a message it is sending; past it, another may. */
  leaseMs: number;
  /** RX_DELIVERY_POLL_MS: how often each process looks for messages due. */
  pollMs: number;
}

export interface DeliverySettings {
  /** RX_SMTP_URL and RX_MAIL_FROM: e-mail over SMTP. */
  smtp?: { url: string; defaultFrom: string };
  /** RX_SMS_WEBHOOK_URL (a JSON POST) or RX_SMS_TRANSPORT=sns (Amazon SNS). */
  sms?: { kind: 'webhook'; url: string } | { kind: 'sns' };
  queue: QueueSettings;
}

/** Raised when the settings are wrong or, in production, a transport the server needs is missing. */
export class DeliverySettingsError extends Error {}

const read = <N extends SettingName>(env: NodeJS.ProcessEnv, name: N) => readSetting(env, name, DeliverySettingsError);

/** Reads the transports and the queue's timings (see README, "Sending e-mail and text messages"). */
export function readDeliverySettings(env: NodeJS.ProcessEnv = process.env): DeliverySettings {
  const smtpUrl = read(env, 'RX_SMTP_URL');
  const webhookUrl = read(env, 'RX_SMS_WEBHOOK_URL');
  const smsTransport = read(env, 'RX_SMS_TRANSPORT');
  if (smsTransport === 'webhook' && !webhookUrl) throw new DeliverySettingsError('RX_SMS_TRANSPORT=webhook needs RX_SMS_WEBHOOK_URL');
  const sms = smsTransport === 'sns' ? ({ kind: 'sns' } as const) : webhookUrl ? ({ kind: 'webhook', url: webhookUrl } as const) : undefined;
  const queue: QueueSettings = {
    maxAttempts: read(env, 'RX_DELIVERY_MAX_ATTEMPTS'),
    backoffMs: read(env, 'RX_DELIVERY_BACKOFF_MS'),
    backoffMaxMs: read(env, 'RX_DELIVERY_BACKOFF_MAX_MS'),
    leaseMs: read(env, 'RX_DELIVERY_LEASE_MS'),
    pollMs: read(env, 'RX_DELIVERY_POLL_MS'),
  };
  const defaultFrom = read(env, 'RX_MAIL_FROM') || 'rx-widgets <no-reply@localhost>';
  return { smtp: smtpUrl ? { url: smtpUrl, defaultFrom } : undefined, sms, queue };
}

/** True when any transport is configured: messages then go through the queue. */
export const hasTransport = (settings: DeliverySettings) => Boolean(settings.smtp || settings.sms);

/**
 * Production with something that sends codes or reminders (the local identity, the reminder
 * scheduler) needs both transports and a real sender: otherwise no patient could confirm an
 * account, pass SMS multi-factor or get a reminder. Names every missing setting.
 */
export function requireTransportsInProduction(
  mode: AppMode,
  needs: { localIdentity: boolean; reminders: boolean },
  settings: DeliverySettings,
  env: NodeJS.ProcessEnv = process.env,
): void {
  if (mode !== 'production' || (!needs.localIdentity && !needs.reminders)) return;
  const missing: string[] = [];
  if (!settings.smtp) missing.push('RX_SMTP_URL (e-mail over SMTP, e.g. smtp://user:pass@email-smtp.us-east-1.amazonaws.com:587)');
  else if (!read(env, 'RX_MAIL_FROM')) missing.push('RX_MAIL_FROM (the sender address, e.g. "Pharmacy <no-reply@partner.example>")');
  if (!settings.sms) missing.push('RX_SMS_WEBHOOK_URL or RX_SMS_TRANSPORT=sns (text messages)');
  if (missing.length === 0) return;
  const users = [needs.localIdentity && 'the local identity server (sign-up, reset and SMS sign-in codes)', needs.reminders && 'refill reminders'].filter(Boolean).join(' and ');
  throw new DeliverySettingsError(`NODE_ENV=production with ${users} and no way to reach patients. Configure ${missing.join('; ')}. See README, "Sending e-mail and text messages".`);
}
