import { Fragment, Suspense, startTransition, useCallback, useEffect, useMemo, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { ElementContext } from '../context/element-context';
import type { ContextConfigSource } from './context-config-source';
import { resolveConfig, attributesToLayer, type CommonAttributes } from '../config/resolve-config';
import { globalConfigLayer } from '../config/config-context';
import { resolveBrand } from '../brand/brands';
import { baseStyles } from '../theme/base-styles';
import { bindStyles, StyleProvider } from '../theme/style-context';
import type { ShadowStyleTarget } from '../theme/shadow-style-target';
import { isLanguage, registeredNamespacesLoaded, sharedI18n, whenRegisteredNamespacesLoaded } from '../i18n/i18n';
import { OverlayRootProvider } from '../ui/overlay-root';
import { ToastProvider, useToast } from '../ui/toast';
import { onSessionExpired } from '../session/session-expiry';
import { usePageTokenRefresh } from '../session/page-token-refresh';
import { startTabSession } from '../session/tab-session-gate';
import { chooseSessionPersistence } from '../storage/session-persistence';
import { emitRxEvent } from '../events/emit';

export interface ElementRuntime {
  host: HTMLElement;
  contextConfig: ContextConfigSource;
  styleTarget: ShadowStyleTarget;
  /** Providers around the widget (the QueryClient for most elements). */
  scope?: ComponentType<{ children: ReactNode }>;
}

type RootProps = CommonAttributes & Record<string, unknown> & { runtime: ElementRuntime; widget: ComponentType<Record<string, unknown>> };

function SessionExpiryAnnouncer({ host }: { host: HTMLElement }) {
  const toast = useToast();
  const { t } = useTranslation('common');
  useEffect(
    () =>
      onSessionExpired(() => {
        emitRxEvent(host, 'rx-session-expired', {});
        toast.show(t('session.expired'), { tone: 'warning' });
      }),
    [host, toast, t],
  );
  return null;
}

function LanguageRoot({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <div className="rx-root" part="root" lang={i18n.language} dir="ltr">
      {children}
    </div>
  );
}

function TranslatedToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  return <ToastProvider closeLabel={t('actions.dismiss')}>{children}</ToastProvider>;
}

/**
 * The element dialogs and toasts portal into, after the widget. Its state lives here, not in
 * ElementRoot: when the element arrives (right after the first commit, in a synchronous update),
 * only the overlay's users render again, not the whole widget, whose elements come from above unchanged.
 */
function OverlayHost({ children }: { children: ReactNode }) {
  const [overlayRoot, setOverlayRoot] = useState<HTMLElement | null>(null);
  return (
    <OverlayRootProvider value={overlayRoot}>
      {children}
      <div className="rx-overlay-root" ref={setOverlayRoot} />
    </OverlayRootProvider>
  );
}

/** Mounts the shared providers around a feature widget, inside the element's shadow root. */
export function ElementRoot({ runtime, widget: Widget, ...props }: RootProps) {
  const { host, contextConfig, styleTarget, scope: Scope = Fragment } = runtime;
  const contextLayer = useSyncExternalStore(contextConfig.subscribe, contextConfig.get);
  const { apiBase, brand: brandAttr, companyId, locale, theme } = props;
  const config = useMemo(
    () =>
      resolveConfig({
        attributes: attributesToLayer({ apiBase, brand: brandAttr, companyId, locale, theme }),
        context: contextLayer,
        global: globalConfigLayer(),
      }),
    [apiBase, brandAttr, companyId, locale, theme, contextLayer],
  );
  const brand = useMemo(() => resolveBrand(globalThis.location?.hostname ?? '', config.brand), [config.brand]);
  styleTarget.setBaseCss(baseStyles(brand.palette, { dark: brand.darkPalette, theme: config.theme }));
  if (config.nonce) styleTarget.useNonce(config.nonce);
  const styles = useMemo(() => bindStyles(styleTarget.gooberTarget), [styleTarget]);
  const i18n = sharedI18n();

  useEffect(() => {
    if (config.locale && i18n.language !== config.locale) void i18n.changeLanguage(config.locale);
  }, [config.locale, i18n]);
  const language = useSyncExternalStore(
    useCallback(
      (changed: () => void) => {
        i18n.on('languageChanged', changed);
        return () => i18n.off('languageChanged', changed);
      },
      [i18n],
    ),
    () => i18n.language,
  );
  // An element asked for another language shows nothing until that language's strings are in;
  // once shown, a language the patient picks later applies as usual.
  const [reachedLocale, setReachedLocale] = useState<string | undefined>(undefined);
  if (config.locale && language === config.locale && reachedLocale !== config.locale) setReachedLocale(config.locale);
  const languagePending = isLanguage(config.locale) && reachedLocale !== config.locale && language !== config.locale;
  // Where the session is kept is chosen before anything reads it; a tab opened without one may
  // get it from another tab of the portal (tab-session-gate.ts): its screens wait for that too.
  const persistence = config.rememberDevice ? 'device' : 'tab';
  const [tabSession] = useState(() => {
    chooseSessionPersistence(persistence);
    return startTabSession();
  });
  useEffect(() => chooseSessionPersistence(persistence), [persistence]);
  // The first render waits for the strings without suspending: React holds a revealed Suspense
  // boundary back for up to 300 ms, longer than the strings take to arrive.
  const [stringsReady, setStringsReady] = useState(() => registeredNamespacesLoaded() && !tabSession);
  useEffect(() => {
    if (stringsReady) return;
    let live = true;
    void Promise.all([whenRegisteredNamespacesLoaded(), tabSession]).then(() => live && startTransition(() => setStringsReady(true)));
    return () => {
      live = false;
    };
  }, [stringsReady, tabSession]);
  usePageTokenRefresh(config.identity);

  const elementContext = useMemo(() => ({ host, config, brand }), [host, config, brand]);

  return (
    <ElementContext.Provider value={elementContext}>
      <StyleProvider value={styles}>
        <Scope>
          <I18nextProvider i18n={i18n}>
            {/* Renders once the active language's strings are loaded (fetched beside the code). */}
            <Suspense fallback={null}>
              {stringsReady && !languagePending && (
                <LanguageRoot>
                  <OverlayHost>
                    <TranslatedToastProvider>
                      <SessionExpiryAnnouncer host={host} />
                      <Widget {...props} />
                    </TranslatedToastProvider>
                  </OverlayHost>
                </LanguageRoot>
              )}
            </Suspense>
          </I18nextProvider>
        </Scope>
      </StyleProvider>
    </ElementContext.Provider>
  );
}
