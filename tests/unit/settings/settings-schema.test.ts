import { describe, expect, it } from 'vitest';
import { parseSettings, readSetting, SettingError, settingDocs, settingsSchema } from '../../../server/platform/settings/settings';
import { requireProductionSettings } from '../../../server/platform/production-settings';
import { requireTransportsInProduction, readDeliverySettings } from '../../../server/platform/delivery/delivery-env';

describe('the settings schema', () => {
  it('gives the defaults for an empty environment, and treats a blank value as unset', () => {
    const settings = parseSettings({});
    expect(settings).toMatchObject({
      RX_MODE: undefined,
      PORT: 4300,
      HOST: '127.0.0.1',
      RX_METRICS: false,
      RX_ALLOWED_ORIGINS: [],
      RX_SHUTDOWN_TIMEOUT_MS: 25_000,
      RX_DELIVERY_MAX_ATTEMPTS: 8,
      RX_DELIVERY_BACKOFF_MS: 30_000,
      RX_DELIVERY_BACKOFF_MAX_MS: 3_600_000,
      RX_DELIVERY_LEASE_MS: 120_000,
      RX_DELIVERY_POLL_MS: 1_000,
      RX_PUBLIC_URL: undefined,
      RX_PORTAL_URL: undefined,
    });
    expect(parseSettings({ PORT: ' ', RX_DELIVERY_POLL_MS: '' })).toMatchObject({ PORT: 4300, RX_DELIVERY_POLL_MS: 1_000 });
  });

  it('types what it reads: numbers, flags, origins, addresses without a trailing slash', () => {
    const settings = parseSettings({
      PORT: '8080',
      RX_METRICS: 'enable',
      RX_ALLOWED_ORIGINS: 'https://Pharmacy.example/, https://portal.partner.example:8443',
      RX_PUBLIC_URL: 'https://rx.partner.example/',
      RX_PORTAL_URL: 'https://pharmacy.example/portal/',
      RX_TRUST_PROXY: ' 127.0.0.1 , 10.0.0.0/8 ',
    });
    expect(settings.PORT).toBe(8080);
    expect(settings.RX_METRICS).toBe(true);
    expect(settings.RX_ALLOWED_ORIGINS).toEqual(['https://pharmacy.example', 'https://portal.partner.example:8443']);
    expect(settings.RX_PUBLIC_URL).toBe('https://rx.partner.example');
    expect(settings.RX_PORTAL_URL).toBe('https://pharmacy.example/portal');
    expect(settings.RX_TRUST_PROXY).toBe('127.0.0.1,10.0.0.0/8');
  });

  it('refuses a wrong number or URL with a message naming the variable and what it expects', () => {
    expect(() => parseSettings({ PORT: '70000' })).toThrow(SettingError);
    expect(() => parseSettings({ PORT: '70000' })).toThrow('PORT must be a port number, got "70000"');
    expect(() => parseSettings({ RX_DELIVERY_LEASE_MS: '50' })).toThrow('RX_DELIVERY_LEASE_MS must be a whole number of at least 100, got "50"');
    expect(() => parseSettings({ RX_REMINDER_INTERVAL_MS: '1.5' })).toThrow('RX_REMINDER_INTERVAL_MS must be a whole number of milliseconds, got "1.5"');
    expect(() => parseSettings({ RX_PORTAL_URL: 'pharmacy.example/portal' })).toThrow(/^RX_PORTAL_URL must be the patient portal's http\(s\) address/);
    expect(() => parseSettings({ RX_PUBLIC_URL: 'https://rx.example/?next=1' })).toThrow(/RX_PUBLIC_URL .* without query, fragment or credentials/);
    expect(() => parseSettings({ RX_JWKS_URL: 'keys' })).toThrow('RX_JWKS_URL must be a URL (https or http)');
    expect(() => parseSettings({ RX_METRICS: 'yes' })).toThrow('RX_METRICS must be "enable" or "disable", got "yes"');
    expect(() => parseSettings({ RX_ALLOWED_ORIGINS: 'https://pharmacy.example/portal' })).toThrow(/^RX_ALLOWED_ORIGINS: "https:\/\/pharmacy.example\/portal" is not an origin/);
  });

  it('names every wrong variable at once, and never repeats a URL that may hold a password', () => {
    const refusal = () => parseSettings({ PORT: 'x', RX_SMTP_URL: 'http://user:secret@mail.example', DATABASE_URL: 'mysql://u:secret@db' });
    expect(refusal).toThrow(/PORT must be a port number.*; DATABASE_URL must be a postgres or postgresql URL.*; RX_SMTP_URL must be a smtp or smtps URL/);
    expect(refusal).not.toThrow(/secret/);
  });

  it('lets each reader throw its own error class, with the same message', () => {
    class DeliveryRefusal extends Error {}
    expect(() => readSetting({ RX_DELIVERY_MAX_ATTEMPTS: '0' }, 'RX_DELIVERY_MAX_ATTEMPTS', DeliveryRefusal)).toThrow(DeliveryRefusal);
    expect(readSetting({}, 'RX_DELIVERY_MAX_ATTEMPTS')).toBe(8);
  });

  it("documents every variable, and marks what production requires", () => {
    for (const [name, schema] of Object.entries(settingsSchema.shape)) expect(settingDocs.get(schema)?.description, name).toBeTruthy();
    const production = Object.entries(settingsSchema.shape).filter(([, schema]) => settingDocs.get(schema)?.needed === 'production').map(([name]) => name);
    expect(production).toEqual(expect.arrayContaining(['RX_PUBLIC_URL', 'RX_SECRETS_KEY_FILE', 'RX_SMTP_URL', 'RX_MAIL_FROM', 'RX_SMS_WEBHOOK_URL']));
  });
});

describe('production requirements', () => {
  it('needs RX_PUBLIC_URL over https (plain http only with RX_ALLOW_HTTP_PUBLIC_URL=1); the other modes need nothing', () => {
    expect(() => requireProductionSettings('production', {})).toThrow(/RX_PUBLIC_URL is not set/);
    expect(() => requireProductionSettings('production', { RX_PUBLIC_URL: 'not a url' })).toThrow(/RX_PUBLIC_URL must be the server's public http\(s\) address/);
    expect(() => requireProductionSettings('production', { RX_PUBLIC_URL: 'http://rx.example' })).toThrow(/RX_PUBLIC_URL must be an https:\/\/ address in production, got "http:\/\/rx.example"/);
    expect(() => requireProductionSettings('production', { RX_PUBLIC_URL: 'http://127.0.0.1:8080', RX_ALLOW_HTTP_PUBLIC_URL: '1' })).not.toThrow();
    expect(() => requireProductionSettings('development', {})).not.toThrow();
  });

  it('needs the transports and a real sender when something sends codes or reminders', () => {
    const none = readDeliverySettings({});
    expect(() => requireTransportsInProduction('production', { localIdentity: true, reminders: false }, none, {})).toThrow(/RX_SMTP_URL.*RX_SMS_WEBHOOK_URL or RX_SMS_TRANSPORT=sns/);
    const env = { RX_SMTP_URL: 'smtp://mail.example', RX_SMS_TRANSPORT: 'sns' };
    expect(() => requireTransportsInProduction('production', { localIdentity: false, reminders: true }, readDeliverySettings(env), env)).toThrow(/RX_MAIL_FROM/);
  });
});
