import { describe, expect, it } from 'vitest';
import { parsePortalUrl } from '../../../src/core/config/portal-url';
import { rxConfigLayerFromAttributes } from '../../../src/core/config/config-attributes';
import { resolveConfig } from '../../../src/core/config/resolve-config';

describe('portal-url', () => {
  it.each(['/portal', '/portal/', '/', 'https://portal.partner.example', 'http://localhost:4300/portal/'])('accepts %s', (value) => {
    expect(parsePortalUrl(value)).toBe(value);
  });

  it.each(['', '   ', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'data:text/html,x', 'portal', '/por tal', 'ftp://files.example', 42, null])(
    'ignores %s',
    (value) => {
      expect(parsePortalUrl(value)).toBeUndefined();
    },
  );

  it('trims blanks around the value', () => {
    expect(parsePortalUrl('  /portal  ')).toBe('/portal');
  });

  it('flows from <rx-config portal-url> over its config object and window.rxConfig', () => {
    expect(rxConfigLayerFromAttributes({ portalUrl: '/portal' }, { portalUrl: '/other' }).portalUrl).toBe('/portal');
    expect(rxConfigLayerFromAttributes({}, { portalUrl: '/other' }).portalUrl).toBe('/other');
    expect(resolveConfig({ global: { portalUrl: '/global' }, context: rxConfigLayerFromAttributes({ portalUrl: '/portal' }) }).portalUrl).toBe('/portal');
    expect(resolveConfig({ global: { portalUrl: '/global' } }).portalUrl).toBe('/global');
    expect(resolveConfig({}).portalUrl).toBeUndefined();
  });

  it('ignores an invalid <rx-config portal-url>, keeping the valid address from its config object or window.rxConfig', () => {
    expect(rxConfigLayerFromAttributes({ portalUrl: 'javascript:alert(1)' }, { portalUrl: '/from-config' }).portalUrl).toBe('/from-config');
    expect(rxConfigLayerFromAttributes({ portalUrl: '//evil.example' }).portalUrl).toBeUndefined();
    const context = rxConfigLayerFromAttributes({ portalUrl: 'not a url' });
    expect(resolveConfig({ global: { portalUrl: 'https://portal.partner.example' }, context }).portalUrl).toBe('https://portal.partner.example');
  });

  it('lets no layer replace a valid portal address with an invalid one', () => {
    expect(resolveConfig({ global: { portalUrl: '/global' }, context: { portalUrl: 'javascript:alert(1)' } }).portalUrl).toBe('/global');
    expect(resolveConfig({ context: { portalUrl: '/portal' }, attributes: { portalUrl: 'ftp://files.example' } }).portalUrl).toBe('/portal');
    expect(resolveConfig({ global: { portalUrl: '//evil.example' } }).portalUrl).toBeUndefined();
  });
});
