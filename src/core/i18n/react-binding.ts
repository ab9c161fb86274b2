import { createContext, createElement, useContext, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';

/**
 * The part of react-i18next these elements use (`useTranslation`, `I18nextProvider`), in the
 * build's place of the package (aliased in vite.config.ts and web-test-runner.config.mjs): a
 * third of its size, with the same behaviour for that part:
 * - `useTranslation(ns)` gives `t` bound to the namespace(s) (the first one by default, the
 *   others reachable as `ns:key`), the instance and `ready`, as an object and as a tuple;
 * - it suspends while a namespace is not loaded in the active language (i18next loads it);
 * - every component using it renders again when the language changes, and `i18n` is then a new
 *   wrapper object, so that effects and memos depending on it run again.
 * Anything else of react-i18next (Trans, withTranslation, initReactI18next) is not provided:
 * the build stops on an import of it.
 */
const I18nContext = createContext<{ i18n: I18n } | null>(null);

export function I18nextProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  const value = useMemo(() => ({ i18n }), [i18n]);
  return createElement(I18nContext.Provider, { value }, children);
}

const pendingLoads = new WeakMap<I18n, Map<string, Promise<void>>>();

function loadNamespaces(i18n: I18n, namespaces: readonly string[]): Promise<void> {
  let byKey = pendingLoads.get(i18n);
  if (!byKey) pendingLoads.set(i18n, (byKey = new Map()));
  const key = `${i18n.language}|${namespaces.join(',')}`;
  let pending = byKey.get(key);
  if (!pending) {
    pending = i18n.loadNamespaces([...namespaces]).then(
      () => void byKey.delete(key),
      () => void byKey.delete(key),
    );
    byKey.set(key, pending);
  }
  return pending;
}

const wrap = (i18n: I18n): I18n => new Proxy(i18n, { get: (target, prop) => (prop === '__original' ? target : Reflect.get(target, prop)) });

export function useTranslation(ns?: string | readonly string[]) {
  const context = useContext(I18nContext);
  const i18n = context?.i18n;
  if (!i18n) throw new Error('useTranslation needs an I18nextProvider above it');
  const namespaces = useMemo(
    () => (ns === undefined ? [String(i18n.options.defaultNS ?? 'translation')] : typeof ns === 'string' ? [ns] : [...ns]),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n, typeof ns === 'string' || ns === undefined ? ns : ns.join('\n')],
  );
  const revision = useRef(0);
  const snapshot = useSyncExternalStore(
    useMemo(
      () => (changed: () => void) => {
        const onChange = () => {
          revision.current += 1;
          changed();
        };
        i18n.on('languageChanged', onChange);
        return () => i18n.off('languageChanged', onChange);
      },
      [i18n],
    ),
    () => `${revision.current}|${i18n.language}`,
  );
  const ready = namespaces.every((namespace) => i18n.hasLoadedNamespace(namespace));
  // A thrown promise suspends until the strings are in, as react-i18next does.
  if (!ready) throw loadNamespaces(i18n, namespaces);
  return useMemo(() => {
    const t = i18n.getFixedT(i18n.language, namespaces[0]!);
    const instance = wrap(i18n);
    return Object.assign([t, instance, true] as const, { t, i18n: instance, ready: true });
    // The snapshot stands for the language (and each change of it).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [i18n, namespaces, snapshot]);
}
