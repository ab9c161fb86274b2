import { useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { registerNamespace } from '../../core/i18n/i18n';
import { css, defineStyles, useSheet } from '../../core/theme/define-styles';
import { useBrand, useHostElement, useRxConfig } from '../../core/context/element-context';
import { loadElementsIn } from '../../core/element/element-loader';
import { setAppBasePath } from '../../core/context/app-href';
import { useHttpClient } from '../../core/hooks/use-http-client';
import { brandImagesQuery } from '../../core/brand/company-api';
import { useCompanyModules } from '../../core/hooks/use-company-modules';
import { useSession } from '../../core/session/use-session';
import { sessionStore } from '../../core/session/session-store';
import { afterLoginUserOf, isEmailVerifySkipped } from '../../core/session/continue-after-login';
import { useIdleLogout } from '../../core/session/use-idle-logout';
import { pendingStepOf, resolveRoute } from './model/guards';
import { isProtected, normalizePath } from './model/routes';
import { normalizeBasePath } from './model/location';
import { routeAttributes } from './model/route-attributes';
import { RouteContent } from './components/route-content';
import { IdleWarningDialog } from './components/idle-warning-dialog';
import { useDocumentHead } from './hooks/use-document-head';
import { usePortalRouter } from './hooks/use-portal-router';
import { useNavigationRequests } from './hooks/use-navigation-requests';
import { usePortalSignOut } from './hooks/use-portal-sign-out';
import { usePageTracking } from './hooks/use-page-tracking';
import { usePageAnnouncement } from './hooks/use-page-announcement';

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
  contents: css`
    display: contents;
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

export function PortalWidget({ basePath, routing, route: initialRoute, apiBase, brand: brandAttribute, companyId, locale }: PortalWidgetProps) {
  const { t } = useTranslation('portal');
  const { shell, main, wide, contents } = useSheet(styles);
  const host = useHostElement();
  const config = useRxConfig();
  const brand = useBrand();
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

  useNavigationRequests(host, router, resolution);
  const signOut = usePortalSignOut(router);

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

  usePageTracking(pageId, pagePath, entry.key);

  const imagesCompanyId = sessionCompanyId ?? config.companyId ?? 0;
  const images = useQuery(brandImagesQuery(client, imagesCompanyId, brand)).data;
  useDocumentHead(!memory, pageName ? t('documentTitle', { page: pageName, brand: brand.name }) : null, images?.favicon);

  // After a navigation (not on the first page) focus moves to the new page, which is announced.
  const { mainRef, announcement } = usePageAnnouncement(entry.key, pageName);
  const [screenHost, setScreenHost] = useState<HTMLDivElement | null>(null);

  const properties = useMemo(
    () => ({ ...(screenRoute?.state ?? {}), ...(entry.state ?? {}) }),
    // a new entry (navigation) or route brings new state; identity of the objects is enough
    [screenRoute, entry.state],
  );
  const attributes = useMemo(
    () => routeAttributes({ apiBase, brand: brandAttribute, companyId, locale }, entry.search, screenRoute?.queryAttributes),
    [apiBase, brandAttribute, companyId, locale, entry.search, screenRoute],
  );

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
        <RouteContent
          resolution={resolution}
          entryKey={entry.key}
          screenHost={screenHost}
          attributes={attributes}
          properties={properties}
          pageName={pageName}
          signedIn={signedIn}
          onNavigate={(path) => router.navigate(path)}
          logo={images?.logo}
          brandName={brand.name}
        />
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
