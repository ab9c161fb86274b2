import { describe, expect, it } from 'vitest';
import { retryDelayMs } from '../../../server/platform/delivery/backoff';
import { DeliverySettingsError, readDeliverySettings, requireTransportsInProduction } from '../../../server/platform/delivery/delivery-env';
import { DEFAULT_QUEUE_SETTINGS } from '../support/delivery-defaults';

describe('retryDelayMs', () => {
  const settings = { backoffMs: 30_000, backoffMaxMs: 3_600_000 };
  it('doubles from the base with each failure, up to the maximum', () => {
    expect([1, 2, 3, 4, 8, 20].map((failures) => retryDelayMs(failures, settings, 0))).toEqual([30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000]);
  });
  it('takes off up to a fifth for jitter', () => {
    expect(retryDelayMs(1, settings, 1)).toBe(24_000);
    expect(retryDelayMs(2, settings, 0.5)).toBe(54_000);
  });
});

describe('readDeliverySettings', () => {
  it('has no transport and the default queue timings when nothing is set', () => {
    expect(readDeliverySettings({})).toEqual({ smtp: undefined, sms: undefined, queue: DEFAULT_QUEUE_SETTINGS });
  });
  it('reads SMTP, the sender, the SMS webhook or SNS, and the queue timings', () => {
    const settings = readDeliverySettings({
      RX_SMTP_URL: 'smtp://user:pass@mail.example:587',
      RX_MAIL_FROM: 'Pharmacy <no-reply@partner.example>',
      RX_SMS_WEBHOOK_URL: 'https://sms.partner.example/send',
      RX_DELIVERY_MAX_ATTEMPTS: '3',
      RX_DELIVERY_BACKOFF_MS: '50',
    });
    expect(settings.smtp).toEqual({ url: 'smtp://user:pass@mail.example:587', defaultFrom: 'Pharmacy <no-reply@partner.example>' });
    expect(settings.sms).toEqual({ kind: 'webhook', url: 'https://sms.partner.example/send' });
    expect(settings.queue).toMatchObject({ maxAttempts: 3, backoffMs: 50 });
    expect(readDeliverySettings({ RX_SMS_TRANSPORT: 'sns' }).sms).toEqual({ kind: 'sns' });
  });
  it('names the setting that is wrong, without echoing a URL that may hold a password', () => {
    expect(() => readDeliverySettings({ RX_SMTP_URL: 'http://user:secret@mail.example' })).toThrow(/RX_SMTP_URL must be a smtp or smtps URL/);
    expect(() => readDeliverySettings({ RX_SMTP_URL: 'http://user:secret@mail.example' })).not.toThrow(/secret/);
    expect(() => readDeliverySettings({ RX_DELIVERY_MAX_ATTEMPTS: '0' })).toThrow(DeliverySettingsError);
    expect(() => readDeliverySettings({ RX_SMS_TRANSPORT: 'twilio' })).toThrow(/RX_SMS_TRANSPORT/);
  });
});

describe('requireTransportsInProduction', () => {
  const none = readDeliverySettings({});
  it('lets development, tests and a production server that sends nothing start without transports', () => {
    expect(() => requireTransportsInProduction('development', { localIdentity: true, reminders: true }, none, {})).not.toThrow();
    expect(() => requireTransportsInProduction('production', { localIdentity: false, reminders: false }, none, {})).not.toThrow();
  });
  it('refuses production with the local identity or reminders and a transport missing, naming it', () => {
    expect(() => requireTransportsInProduction('production', { localIdentity: true, reminders: false }, none, {})).toThrow(/RX_SMTP_URL.*RX_SMS_WEBHOOK_URL or RX_SMS_TRANSPORT=sns/);
    const env = { RX_SMTP_URL: 'smtp://mail.example:587', RX_SMS_TRANSPORT: 'sns' };
    expect(() => requireTransportsInProduction('production', { localIdentity: false, reminders: true }, readDeliverySettings(env), env)).toThrow(/RX_MAIL_FROM/);
    const complete = { ...env, RX_MAIL_FROM: 'no-reply@partner.example' };
    expect(() => requireTransportsInProduction('production', { localIdentity: true, reminders: true }, readDeliverySettings(complete), complete)).not.toThrow();
  });
});
