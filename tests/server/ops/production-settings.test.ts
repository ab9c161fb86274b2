import { describe, expect, it } from 'vitest';
import { readAppMode, StartRefused } from '../../../server/platform/app-mode';
import { requireProductionSettings } from '../../../server/platform/production-settings';

describe('the mode (RX_MODE): production unless development or test is asked for', () => {
  it.each([
    [{}, 'production'],
    [{ NODE_ENV: 'development' }, 'production'],
    [{ NODE_ENV: 'test' }, 'production'],
    [{ RX_MODE: 'production' }, 'production'],
    [{ RX_MODE: 'development' }, 'development'],
    [{ RX_MODE: 'test', NODE_ENV: 'test' }, 'test'],
  ])('%j is %s', (env, mode) => {
    expect(readAppMode(env)).toBe(mode);
  });

  it('refuses a mode it does not know, and a development mode beside NODE_ENV=production', () => {
    expect(() => readAppMode({ RX_MODE: 'dev' })).toThrow(StartRefused);
    expect(() => readAppMode({ RX_MODE: 'dev' })).toThrow(/RX_MODE must be/);
    expect(() => readAppMode({ RX_MODE: 'test', NODE_ENV: 'production' })).toThrow(/NODE_ENV=production forbids/);
  });
});

describe('what production needs before it starts', () => {
  it('an https RX_PUBLIC_URL, named when missing or plain http', () => {
    expect(() => requireProductionSettings('production', {})).toThrow(/RX_PUBLIC_URL is not set/);
    expect(() => requireProductionSettings('production', { RX_PUBLIC_URL: 'http://rx.example' })).toThrow(/RX_PUBLIC_URL must be an https:\/\/ address/);
    expect(() => requireProductionSettings('production', { RX_PUBLIC_URL: 'ftp://rx.example' })).toThrow(/RX_PUBLIC_URL/);
    expect(() => requireProductionSettings('production', { RX_PUBLIC_URL: 'https://rx.example' })).not.toThrow();
  });

  it('plain http only with RX_ALLOW_HTTP_PUBLIC_URL=1, and no other value of it', () => {
    expect(() => requireProductionSettings('production', { RX_PUBLIC_URL: 'http://127.0.0.1:8080', RX_ALLOW_HTTP_PUBLIC_URL: '1' })).not.toThrow();
    expect(() => requireProductionSettings('production', { RX_PUBLIC_URL: 'http://127.0.0.1:8080', RX_ALLOW_HTTP_PUBLIC_URL: 'yes' })).toThrow(/RX_ALLOW_HTTP_PUBLIC_URL must be "1"/);
  });

  it('nothing in development or test', () => {
    expect(() => requireProductionSettings('development', {})).not.toThrow();
    expect(() => requireProductionSettings('test', { RX_PUBLIC_URL: 'http://localhost:4300' })).not.toThrow();
  });
});
