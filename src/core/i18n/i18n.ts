import i18next, { type BackendModule, type i18n as I18n } from 'i18next';

export type Language = 'en' | 'es';
export const languages: readonly Language[] = ['en', 'es'];
export const LANGUAGE_STORAGE_KEY = 'rx-language';

export const isLanguage = (value: unknown): value is Language => languages.includes(value as Language);

/**
 * Every locale file is its own chunk, fetched only for the active language: a patient reading
 * English never downloads the Spanish strings. The loader preloads the active language's files
 * of an element's first screen together with its code.
 */
const localeFiles = import.meta.glob<object>('../../../locales/*/*.json', { import: 'default' });

export function loadLocaleBundle(language: string, namespace: string): Promise<object> {
  const file = localeFiles[`../../../locales/${language}/${namespace}.json`];
  return file ? file() : Promise.reject(new Error(`No locale file ${language}/${namespace}`));
}

const localeBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    loadLocaleBundle(language, namespace).then(
      (bundle) => callback(null, bundle as Record<string, unknown>),
      (error: unknown) => callback(error as Error, false),
    );
  },
};

function storedLanguage(): Language | undefined {
  try {
    const value = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

let shared: I18n | undefined;

/** One i18next instance per page: a language change loads that language, then re-renders every element. */
export function sharedI18n(): I18n {
  if (shared) return shared;
  const instance = i18next.createInstance();
  void instance.use(localeBackend).init({
    lng: storedLanguage() ?? 'en',
    // Both languages have the same keys (checked by a unit test): no fallback set to download.
    fallbackLng: false,
    supportedLngs: [...languages],
    load: 'currentOnly',
    ns: ['common'],
    defaultNS: 'common',
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

/**
 * Each feature declares its namespace when its code loads; the active language's file is fetched
 * (components using it wait for it). `alsoEnglish` keeps the English strings at hand whatever the
 * language, for names that are always reported in English (analytics page names).
 */
const registered = new Set<string>(['common']);

export function registerNamespace(namespace: string, options: { alsoEnglish?: boolean } = {}): void {
  const instance = sharedI18n();
  registered.add(namespace);
  void instance.loadNamespaces(namespace);
  if (options.alsoEnglish && !instance.hasResourceBundle('en', namespace)) {
    loadLocaleBundle('en', namespace).then(
      (bundle) => instance.addResourceBundle('en', namespace, bundle, true, false),
      () => undefined,
    );
  }
}

/** Applies a language everywhere on the page once its strings are loaded (the promise settles then), and remembers it in the browser. */
export async function setLanguage(language: Language): Promise<void> {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage may be disabled; the choice still applies to this page
  }
  await sharedI18n().changeLanguage(language);
}

/** Whether the strings of every namespace registered so far are loaded in the active language. */
export function registeredNamespacesLoaded(): boolean {
  const instance = sharedI18n();
  return [...registered].every((namespace) => instance.hasResourceBundle(instance.language, namespace));
}

/** Settles once the strings of every namespace registered so far are loaded (or failed to load). */
export function whenRegisteredNamespacesLoaded(): Promise<void> {
  return sharedI18n()
    .loadNamespaces([...registered])
    .catch(() => undefined);
}
