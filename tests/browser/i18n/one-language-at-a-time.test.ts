import { expect } from '@open-wc/testing';
import { registerNamespace, setLanguage, sharedI18n } from '../../../src/core/i18n/i18n';
import { waitFor } from '../support/wait';

/** Locale files the page has requested so far, as `<language>/<namespace>`. */
const requestedLocales = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => /\/locales\/([a-z]{2})\/([a-z0-9-]+)\.json/.exec(entry.name))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => `${match[1]}/${match[2]}`);

describe('one language at a time', () => {
  before(() => localStorage.removeItem('rx-language'));
  after(() => setLanguage('en'));

  it('fetches only the active language, and the other one when the patient switches', async () => {
    const i18n = sharedI18n();
    registerNamespace('login');
    await waitFor(() => i18n.hasResourceBundle('en', 'login') && i18n.hasResourceBundle('en', 'common'), 3000, 'English strings');
    expect(i18n.t('common:actions.close')).to.equal('Close');
    expect(i18n.hasResourceBundle('es', 'common')).to.equal(false);
    expect(i18n.hasResourceBundle('es', 'login')).to.equal(false);
    expect(requestedLocales().filter((file) => file.startsWith('es/'))).to.deep.equal([]);

    await setLanguage('es');
    expect(i18n.language).to.equal('es');
    expect(i18n.hasResourceBundle('es', 'common')).to.equal(true);
    expect(i18n.hasResourceBundle('es', 'login')).to.equal(true);
    expect(i18n.t('common:actions.close')).to.equal('Cerrar');
    expect(requestedLocales()).to.include.members(['es/common', 'es/login']);
  });

  it('loads a namespace registered later in the language already active', async () => {
    await setLanguage('es');
    registerNamespace('home');
    await waitFor(() => sharedI18n().hasResourceBundle('es', 'home'), 3000, 'Spanish home strings');
    expect(sharedI18n().hasResourceBundle('en', 'home')).to.equal(false);
  });
});
