import { describe, expect, it } from 'vitest';
import type { BrandsFile } from '../../../src/domain/brand/brands-file.schema';
import { localeOfAcceptLanguage, messageAudience, messageLocaleOf } from '../../../server/platform/identity/message-audience';

const BRANDS: BrandsFile = {
  brands: [
    { key: 'default', id: 1, name: 'Rx Portal', mfaIssuer: 'Rx Portal' },
    { key: 'specialty', id: 2, name: 'Specialty Pharmacy', hosts: ['specialty'], mfaIssuer: 'Specialty' },
    { key: 'acme', id: 9, name: 'Acme', hosts: ['portal.acme.example'], mfaIssuer: 'Acme' },
  ],
};

const keyOf = (facts: Parameters<typeof messageAudience>[0]) => {
  const audience = messageAudience(facts, BRANDS);
  return `${audience.locale} ${audience.brand.key}`;
};

describe('the language and brand of a code\'s message', () => {
  it('takes the patient record first, then the user\'s locale attribute, then the call\'s ClientMetadata, else English and the default brand', () => {
    expect(keyOf({})).toBe('en default');
    expect(keyOf({ clientMetadata: { locale: 'es-419', brand: 'specialty' } })).toBe('es specialty');
    expect(keyOf({ userLocale: 'en-US', clientMetadata: { locale: 'es' } })).toBe('en default');
    expect(keyOf({ patient: { locale: 'es', brandId: 9 }, userLocale: 'en', clientMetadata: { locale: 'en', brand: 'specialty' } })).toBe('es acme');
    // A brand id the file does not know: the next source.
    expect(keyOf({ patient: { locale: 'fr', brandId: 77 }, userLocale: 'es_MX' })).toBe('es default');
  });

  it('finds the brand by key, by id, or by the page\'s host as the widgets do', () => {
    expect(keyOf({ clientMetadata: { brand: '2' } })).toBe('en specialty');
    expect(keyOf({ clientMetadata: { brand: 'nope', 'rx:pageHost': 'specialty.localhost' } })).toBe('en specialty');
    expect(keyOf({ clientMetadata: { 'rx:pageHost': 'www.portal.acme.example' } })).toBe('en acme');
    expect(keyOf({ clientMetadata: { 'rx:pageHost': 'localhost' } })).toBe('en default');
  });

  it('reads only the two languages the messages are written in', () => {
    expect(['es', 'ES-mx', 'en_GB', 'fr', '', undefined].map(messageLocaleOf)).toEqual(['es', 'es', 'en', undefined, undefined, undefined]);
    expect(localeOfAcceptLanguage('fr-FR,fr;q=0.9,es;q=0.8,en;q=0.7')).toBe('es');
    expect(localeOfAcceptLanguage('en;q=0.5, es-MX')).toBe('es');
    expect(localeOfAcceptLanguage('es;q=0, en')).toBe('en');
    expect(localeOfAcceptLanguage('de')).toBeUndefined();
    expect(localeOfAcceptLanguage(undefined)).toBeUndefined();
  });
});
