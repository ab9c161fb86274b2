import { absoluteEndpoint } from '../../../src/core/auth/configure-identity';
import { describe, expect, it } from 'vitest';
import { resolveConfig, attributesToLayer } from '../../../src/core/config/resolve-config';
import { rxConfigLayerFromAttributes } from '../../../src/core/config/config-attributes';
import { defaultConfig } from '../../../src/core/config/config-types';

describe('config precedence', () => {
  it('uses defaults when nothing is given', () => {
    expect(resolveConfig({})).toEqual(defaultConfig);
  });

  it('attribute > <rx-config> > window.rxConfig > defaults, key by key', () => {
    const config = resolveConfig({
      global: { apiBase: '/g', companyId: 1, locale: 'es', analytics: false },
      context: { apiBase: '/c', companyId: 2 },
      attributes: { apiBase: '/a' },
    });
    expect(config.apiBase).toBe('/a');
    expect(config.companyId).toBe(2);
    expect(config.locale).toBe('es');
    expect(config.analytics).toBe(false);
    expect(config.noticeIntervalMs).toBe(3_600_000);
  });

  it('merges nested identity and idle settings instead of replacing them', () => {
    const config = resolveConfig({
      global: { identity: { standard: { userPoolId: 'pool-g', userPoolClientId: 'client-g' } }, idle: { timeoutMs: 1000 } },
      context: { identity: { standard: { endpoint: 'http://localhost:9229' } }, idle: { warningMs: 500 } },
    });
    expect(config.identity.standard).toEqual({ userPoolId: 'pool-g', userPoolClientId: 'client-g', endpoint: 'http://localhost:9229' });
    expect(config.identity.basic).toEqual(defaultConfig.identity.basic);
    expect(config.idle).toEqual({ timeoutMs: 1000, warningMs: 500 });
  });

  it('never lets empty, null or undefined values override', () => {
    const config = resolveConfig({ context: { apiBase: '/c' }, attributes: { apiBase: '', brand: undefined } });
    expect(config.apiBase).toBe('/c');
  });

  it('reads element attributes: numeric company id, en/es only', () => {
    expect(attributesToLayer({ companyId: '12', locale: 'fr', apiBase: '/x' })).toEqual({
      apiBase: '/x',
      brand: undefined,
      companyId: 12,
      locale: undefined,
    });
    expect(attributesToLayer({ companyId: 'abc' }).companyId).toBeUndefined();
  });

  it('reads <rx-config> attributes over its config object, ignoring invalid values', () => {
    const layer = rxConfigLayerFromAttributes(
      { apiBase: '/x', brand: 'home-delivery', companyId: '4', analytics: 'false', idleTimeout: '60000', noticeInterval: 'soon', locale: 'es' },
      { brand: 'specialty', noticeIntervalMs: 5000, identity: { basic: { userPoolId: 'b' } } },
    );
    expect(layer.brand).toBe('home-delivery');
    expect(layer.companyId).toBe(4);
    expect(layer.analytics).toBe(false);
    expect(layer.idle?.timeoutMs).toBe(60000);
    expect(layer.noticeIntervalMs).toBe(5000);
    expect(layer.identity?.basic?.userPoolId).toBe('b');
    expect(rxConfigLayerFromAttributes({ brand: 'nope' }).brand).toBeUndefined();
  });
});

describe('remember-device', () => {
  it('is off by default; "true" on <rx-config> (or rememberDevice in window.rxConfig) keeps the session in localStorage', () => {
    expect(resolveConfig({}).rememberDevice).toBe(false);
    expect(resolveConfig({ context: rxConfigLayerFromAttributes({ rememberDevice: 'true' }) }).rememberDevice).toBe(true);
    expect(resolveConfig({ global: { rememberDevice: true }, context: rxConfigLayerFromAttributes({}) }).rememberDevice).toBe(true);
    expect(resolveConfig({ global: { rememberDevice: true }, context: rxConfigLayerFromAttributes({ rememberDevice: 'false' }) }).rememberDevice).toBe(false);
    expect(resolveConfig({ context: rxConfigLayerFromAttributes({ rememberDevice: 'yes' }) }).rememberDevice).toBe(false);
  });
});

describe('colour theme', () => {
  it('takes light or dark from the element, then <rx-config>, then window.rxConfig; anything else follows the system', () => {
    expect(attributesToLayer({ theme: 'dark' }).theme).toBe('dark');
    expect(attributesToLayer({ theme: 'sepia' }).theme).toBeUndefined();
    expect(rxConfigLayerFromAttributes({ theme: 'light' }).theme).toBe('light');
    expect(rxConfigLayerFromAttributes({ theme: 'blue' }, { theme: 'dark' }).theme).toBe('dark');
    const layered = (attributes: string | undefined, context: string | undefined) =>
      resolveConfig({
        global: { theme: 'light' },
        context: rxConfigLayerFromAttributes({ theme: context }),
        attributes: attributesToLayer({ theme: attributes }),
      }).theme;
    expect(layered('dark', 'light')).toBe('dark');
    expect(layered(undefined, 'dark')).toBe('dark');
    expect(layered(undefined, undefined)).toBe('light');
    expect(resolveConfig({}).theme).toBeUndefined();
  });
});

describe('identity endpoint', () => {
  it('keeps an absolute endpoint and resolves a relative one against the page', () => {
    expect(absoluteEndpoint('http://127.0.0.1:4300/identity')).toBe('http://127.0.0.1:4300/identity');
    expect(absoluteEndpoint('http://127.0.0.1:4300/identity/')).toBe('http://127.0.0.1:4300/identity');
    expect(absoluteEndpoint('/identity')).toMatch(/^http:\/\/[^/]+\/identity$/);
  });
});
