import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { registerNamespace, sharedI18n } from '../../core/i18n/i18n';
import { css, defineStyles, useSheet } from '../../core/theme/define-styles';
import { useBrand, useEmit, useHostElement, useRxConfig } from '../../core/context/element-context';
import { isElementAvailable, loadElementsIn } from '../../core/element/element-loader';
import { setAppBasePath } from '../../core/context/app-href';
import { useHttpClient } from '../../core/hooks/use-http-client';
import { brandImagesQuery } from '../../core/brand/company-api';
import { useCompanyModules } from '../../core/hooks/use-company-modules';
import { useSession } from '../../core/session/use-session';
import { sessionStore, type SignOutReason } from '../../core/session/session-store';
import { onSessionExpired } from '../../core/session/session-expiry';
import { endSession } from '../../core/session/end-session';
import { afterLoginUserOf, isEmailVerifySkipped } from '../../core/session/continue-after-login';
import { useIdleLogout } from '../../core/session/use-idle-logout';
import { useAnalyticsTracker } from '../../core/analytics/use-analytics';
import { Spinner } from '../../core/ui/spinner';
import type { RxEventMap } from '../../core/events/emit';
import { pendingStepOf, resolveRoute } from './model/guards';
import { isProtected, LOGIN_PATH, normalizePath } from './model/routes';
import { createMemoryRouter, type PortalRouter } from './model/router';
import { normalizeBasePath } from './model/location';
import { createHistoryRouter } from './model/history-router';
import { RoutedElement } from './components/routed-element';
import { InfoScreen } from './components/info-screen';
import { IdleWarningDialog } from './components/idle-warning-dialog';
import { useDocumentHead } from './hooks/use-document-head';

const styles = defineStyles({
  shell: css`
    min-height: 100%;
    background: var(--rx-color-background);
  `,
  main: css`
    display: block;
    margin: 0 auto;
    padding: calc(var(--rx-space) * 2);
    max-width: 960px;
    &:focus:not(:focus-visible) {
      outline: none;
    }
    &:focus-visible {
      outline-offset: -3px;
    }
  `,
  wide: css`
    max-width: 1400px;
  `,
  screen: css`
    display: block;
  `,
  contents: css`
    display: contents;
  `,
  centered: css`
    display: flex;
    justify-content: center;
    padding: calc(var(--rx-space) * 6) 0;
  `,
});

registerNamespace('portal', { alsoEnglish: true });

export interface PortalWidgetProps {
  /** Where the portal lives on the standalone page, e.g. "/portal". */
  basePath?: string;
  /** "history" (default; the standalone page) or "memory" (embedded: the page URL is left alone). */
  routing?: string;
  /** The first route in memory routing (default "/", which goes to /login). */
  route?: string;
  apiBase?: string;
  brand?: string;
  companyId?: number | string;
  locale?: string;
}

/** Product name of the analytics session. */
const PRODUCT_NAME = 'rx-portal';

/** Memory routers outlive a removal of the element, so re-adding it keeps its place and history. */
const memoryRouters = new WeakMap<HTMLElement, { initial: string; router: PortalRouter }>();

function usePortalRouter(host: HTMLElement, memory: boolean, basePath: string, initial: string): PortalRouter {
  const router = useMemo(() => {
    if (!memory) return createHistoryRouter(basePath);
    const kept = memoryRouters.get(host);
    if (kept && kept.initial === initial) return kept.router;
    const created = createMemoryRouter(initial);
    memoryRouters.set(host, { initial, router: created });
    return created;
  }, [host, memory, basePath, initial]);
  useEffect(() => (memory ? undefined : () => router.dispose()), [router, memory]);
  return router;
}

export function PortalWidget({ basePath, routing, route: initialRoute, apiBase, brand: brandAttribute, companyId, locale }: PortalWidgetProps) {
  const { t } = useTranslation('portal');
  const { shell, main, wide, screen, contents, centered } = useSheet(styles);
  const host = useHostElement();
  const config = useRxConfig();
  const brand = useBrand();
  const emit = useEmit();
  const client = useHttpClient();
  const memory = routing === 'memory';
  const router = usePortalRouter(host, memory, basePath ?? '', initialRoute || '/');
  const entry = useSyncExternalStore(router.subscribe, router.current);

  const signedIn = useSession((s) => s.identity !== null);
  const pool = useSession((s) => s.identity?.pool ?? 'standard');
  const sessionCompanyId = useSession((s) => s.identity?.companyId);
  const modules = useCompanyModules();
  // The skip is kept in this tab's storage; the selector runs again on every render.
  const pendingStep = useSession((s) => (s.identity ? pendingStepOf(afterLoginUserOf(s.user), isEmailVerifySkipped(s.identity.u_ID)) : null));
  const resolution = useMemo(() => resolveRoute(entry, { signedIn, modules, pendingStep }), [entry, signedIn, modules, pendingStep]);

  useEffect(() => {
    if (!memory) setAppBasePath(normalizeBasePath(basePath));
  }, [memory, basePath]);

  // Tags inside this shadow root are invisible to the document's autoloader.
  useLayoutEffect(() => {
    if (host.shadowRoot) loadElementsIn(host.shadowRoot);
  }, [host]);

  useEffect(() => {
    if (resolution.kind === 'redirect') router.navigate(resolution.to, { replace: true });
  }, [resolution, router]);

  // Widgets (and the host page) ask to go somewhere with rx-navigate; handled ones are cancelled.
  useEffect(() => {
    const onNavigate = (event: Event) => {
      const detail = (event as CustomEvent<RxEventMap['rx-navigate']>).detail;
      if (event.defaultPrevented || !detail || typeof detail.path !== 'string') return;
      if (router.navigate(detail.path, { replace: detail.replace, state: detail.state ?? null })) event.preventDefault();
    };
    host.addEventListener('rx-navigate', onNavigate);
    return () => host.removeEventListener('rx-navigate', onNavigate);
  }, [host, router]);

  // The fetch helper found the session expired: the login screen says so.
  useEffect(() => onSessionExpired(() => router.navigate(LOGIN_PATH, { replace: true, state: { sessionExpired: true } })), [router]);

  const identityConfig = useRef(config.identity);
  useEffect(() => {
    identityConfig.current = config.identity;
  }, [config.identity]);

  const signOut = useCallback(
    (reason: SignOutReason) => {
      if (!sessionStore().getState().identity) return;
      router.navigate(LOGIN_PATH, { replace: true, state: reason === 'idle' ? { sessionExpired: true } : null });
      endSession(identityConfig.current, reason);
      emit('rx-signed-out', { reason });
    },
    [router, emit],
  );

  const screenRoute = resolution.kind === 'render' || resolution.kind === 'pending' ? resolution.route : null;
  const idle = useIdleLogout({
    enabled: signedIn && screenRoute !== null && isProtected(screenRoute),
    timeoutMs: config.idle.timeoutMs,
    warningMs: config.idle.warningMs,
    onExpire: () => {
      if (sessionStore().getState().identity?.pool === 'basic') {
        console.info('rx-widgets: inactivity timeout reached; auth-link sessions are not signed out');
        return;
      }
      signOut('idle');
    },
  });

  const pageId = resolution.kind === 'render' ? resolution.route.id : resolution.kind === 'not-found' ? 'notFound' : null;
  const pageName = pageId ? t(`routes.${pageId}`) : null;
  const pagePath = pageId ? normalizePath(entry.path) : null;

  const tracker = useAnalyticsTracker(config.analytics, config.apiBase, PRODUCT_NAME);
  useEffect(() => {
    if (!tracker || !pagePath || !pageId) return;
    // Titles in one language, so that reports do not split a page by the patient's language.
    tracker.enterPage(pagePath, sharedI18n().getFixedT('en', 'portal')(`routes.${pageId}`));
  }, [tracker, pagePath, pageId, entry.key]);

  useEffect(() => {
    if (pagePath) emit('rx-route-changed', { path: pagePath });
  }, [pagePath, entry.key, emit]);

  const imagesCompanyId = sessionCompanyId ?? config.companyId ?? 0;
  const images = useQuery(brandImagesQuery(client, imagesCompanyId, brand)).data;
  useDocumentHead(!memory, pageName ? t('documentTitle', { page: pageName, brand: brand.name }) : null, images?.favicon);

  // After a navigation (not on the first page) focus moves to the new page, which is announced.
  const mainRef = useRef<HTMLElement>(null);
  const [screenHost, setScreenHost] = useState<HTMLDivElement | null>(null);
  const firstShownKey = useRef<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (!pageName) return;
    if (firstShownKey.current === null) {
      firstShownKey.current = entry.key;
      return;
    }
    if (firstShownKey.current === entry.key) return;
    setAnnouncement(pageName);
    mainRef.current?.focus();
  }, [entry.key, pageName]);

  const properties = useMemo(
    () => ({ ...(screenRoute?.state ?? {}), ...(entry.state ?? {}) }),
    // a new entry (navigation) or route brings new state; identity of the objects is enough
    [screenRoute, entry.state],
  );
  const attributes = useMemo(() => {
    const passed: Record<string, string | undefined> = {
      'api-base': apiBase || undefined,
      brand: brandAttribute || undefined,
      'company-id': companyId === undefined || companyId === '' ? undefined : String(companyId),
      locale: locale || undefined,
    };
    const query = new URLSearchParams(entry.search);
    for (const [param, attribute] of Object.entries(screenRoute?.queryAttributes ?? {})) {
      const value = query.get(param);
      if (value !== null) passed[attribute] = value;
    }
    return passed;
  }, [apiBase, brandAttribute, companyId, locale, entry.search, screenRoute]);


  const goTo = (path: string) => router.navigate(path);

  let content = null;
  if (resolution.kind === 'render') {
    const { route } = resolution;
    content = isElementAvailable(route.element) ? (
      screenHost && (
        <RoutedElement
          key={entry.key}
          container={screenHost}
          tag={route.element}
          attributes={attributes}
          properties={properties}
          className={screen}
        />
      )
    ) : (
      <InfoScreen
        part="placeholder"
        title={t('placeholder.title')}
        body={t('placeholder.body', { page: pageName })}
        signedIn={signedIn}
        onNavigate={goTo}
        logo={images?.logo}
        brandName={brand.name}
      />
    );
  } else if (resolution.kind === 'not-found') {
    content = (
      <InfoScreen
        part="not-found"
        title={t('routes.notFound')}
        body={t('notFound.body')}
        signedIn={signedIn}
        onNavigate={goTo}
        logo={images?.logo}
        brandName={brand.name}
      />
    );
  } else if (resolution.kind === 'pending') {
    content = (
      <div className={centered}>
        <Spinner label={t('loadingPage')} />
      </div>
    );
  }

  return (
    <div className={shell} part="portal" data-route={pagePath ?? undefined}>
      <header>
        <h1 className="rx-visually-hidden">{brand.name}</h1>
      </header>
      <main
        ref={mainRef}
        tabIndex={-1}
        part="main"
        aria-label={pageName ?? undefined}
        className={[main, screenRoute?.layout === 'wide' ? wide : ''].filter(Boolean).join(' ')}
      >
        <div className={contents} ref={setScreenHost} />
        {content}
      </main>
      <div className="rx-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </div>
      <IdleWarningDialog
        secondsLeft={idle.state.kind === 'warning' && pool !== 'basic' ? idle.state.secondsLeft : null}
        onStay={idle.stayActive}
        onSignOut={() => signOut('user')}
      />
    </div>
  );
}
