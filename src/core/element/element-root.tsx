import { useEffect, useMemo, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { ElementContext } from '../context/element-context';
import type { ContextConfigSource } from './context-config-source';
import { resolveConfig, attributesToLayer, type CommonAttributes } from '../config/resolve-config';
import { globalConfigLayer } from '../config/config-context';
import { resolveBrand } from '../brand/brands';
import { baseStyles } from '../theme/base-styles';
import { bindStyles, StyleProvider } from '../theme/style-context';
import type { ShadowStyleTarget } from '../theme/shadow-style-target';
import { sharedQueryClient } from '../api/query-client';
import { sharedI18n } from '../i18n/i18n';
import { OverlayRootProvider } from '../ui/overlay-root';
import { ToastProvider, useToast } from '../ui/toast';
import { onSessionExpired } from '../session/session-expiry';
import { usePageTokenRefresh } from '../session/page-token-refresh';
import { emitRxEvent } from '../events/emit';

export interface ElementRuntime {
  host: HTMLElement;
  contextConfig: ContextConfigSource;
  styleTarget: ShadowStyleTarget;
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

/** Mounts the shared providers around a feature widget, inside the element's shadow root. */
export function ElementRoot({ runtime, widget: Widget, ...props }: RootProps) {
  const { host, contextConfig, styleTarget } = runtime;
  const contextLayer = useSyncExternalStore(contextConfig.subscribe, contextConfig.get);
  const { apiBase, brand: brandAttr, companyId, locale } = props;
  const config = useMemo(
    () =>
      resolveConfig({
        attributes: attributesToLayer({ apiBase, brand: brandAttr, companyId, locale }),
        context: contextLayer,
        global: globalConfigLayer(),
      }),
    [apiBase, brandAttr, companyId, locale, contextLayer],
  );
  const brand = useMemo(() => resolveBrand(globalThis.location?.hostname ?? '', config.brand), [config.brand]);
  styleTarget.setBaseCss(baseStyles(brand.palette));
  if (config.nonce) styleTarget.useNonce(config.nonce);
  const styles = useMemo(() => bindStyles(styleTarget.gooberTarget), [styleTarget]);
  const [overlayRoot, setOverlayRoot] = useState<HTMLElement | null>(null);
  const i18n = sharedI18n();

  useEffect(() => {
    if (config.locale && i18n.language !== config.locale) void i18n.changeLanguage(config.locale);
  }, [config.locale, i18n]);
  usePageTokenRefresh(config.identity);

  const elementContext = useMemo(() => ({ host, config, brand }), [host, config, brand]);

  return (
    <ElementContext.Provider value={elementContext}>
      <StyleProvider value={styles}>
        <QueryClientProvider client={sharedQueryClient()}>
          <I18nextProvider i18n={i18n}>
            <OverlayRootProvider value={overlayRoot}>
              <LanguageRoot>
                <TranslatedToastProvider>
                  <SessionExpiryAnnouncer host={host} />
                  <Widget {...props} />
                </TranslatedToastProvider>
                <div className="rx-overlay-root" ref={setOverlayRoot} />
              </LanguageRoot>
            </OverlayRootProvider>
          </I18nextProvider>
        </QueryClientProvider>
      </StyleProvider>
    </ElementContext.Provider>
  );
}
