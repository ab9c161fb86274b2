import i18next, { type i18n as I18n } from 'i18next';
import commonEn from '../../../locales/en/common.json';
import commonEs from '../../../locales/es/common.json';

export type Language = 'en' | 'es';
export const languages: readonly Language[] = ['en', 'es'];
export const LANGUAGE_STORAGE_KEY = 'rx-language';

export const isLanguage = (value: unknown): value is Language => languages.includes(value as Language);

function storedLanguage(): Language | undefined {
  try {
    const value = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

let shared: I18n | undefined;

/** One i18next instance per page: a language change re-renders every element. */
export function sharedI18n(): I18n {
  if (shared) return shared;
  const instance = i18next.createInstance();
  void instance.init({
    lng: storedLanguage() ?? 'en',
    fallbackLng: 'en',
    supportedLngs: [...languages],
    ns: ['common'],
    defaultNS: 'common',
    resources: { en: { common: commonEn }, es: { common: commonEs } },
    interpolation: { escapeValue: false }, // React escapes; user content is always rendered as text
    initAsync: false,
    returnNull: false,
  });
  shared = instance;
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === LANGUAGE_STORAGE_KEY && isLanguage(event.newValue)) void instance.changeLanguage(event.newValue);
    });
  }
  return instance;
}

/** Each feature registers its own namespace when its code loads. */
export function registerNamespace(namespace: string, bundles: Record<Language, object>): void {
  const instance = sharedI18n();
  for (const language of languages) {
    if (!instance.hasResourceBundle(language, namespace)) instance.addResourceBundle(language, namespace, bundles[language], true, true);
  }
}

/** Applies a language everywhere on the page and remembers it in the browser. */
export function setLanguage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage may be disabled; the choice still applies to this page
  }
  void sharedI18n().changeLanguage(language);
}
