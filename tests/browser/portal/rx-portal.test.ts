import { expect } from '@open-wc/testing';
import '../../../src/elements/host/rx-config';
import '../../../src/elements/rx-portal';
import { setLanguage } from '../../../src/core/i18n/i18n';
import { sharedQueryClient } from '../../../src/core/api/query-client';
import { sessionStore } from '../../../src/core/session/session-store';
import { expireSession } from '../../../src/core/session/session-expiry';
import { isElementAvailable, setElementLoader } from '../../../src/core/element/element-loader';
import { observeRxElements } from '../../../src/loader';
import { routes } from '../../../src/features/portal/model/routes';
import { stubFetch } from '../support/fetch-stub';
import { axeViolations } from '../support/axe';
import { waitFor } from '../support/wait';
import {
  buttonNamed,
  moduleList,
  mountWithConfig,
  navigateFrom,
  resetSession,
  routeOf,
  screenOf,
  shadow,
  signInForTest,
  unmountAll,
  waitForRoute,
} from './portal-support';

const memoryPortal = (route: string, config?: string) =>
  mountWithConfig<HTMLElement>(`<rx-portal routing="memory" route="${route}"></rx-portal>`, 'rx-portal', config);

const allModules = moduleList('Messaging', 'DiscountCard', 'Refill', 'Document', 'CompanyInfo', 'Assessments', 'Medication', 'WEB_Counseling', 'OrderHistory');

describe('<rx-portal>', () => {
  let fetchStub: ReturnType<typeof stubFetch>;
  const originalUrl = location.pathname + location.search;
  const originalTitle = document.title;

  beforeEach(async () => {
    await setLanguage('en');
    resetSession();
    sharedQueryClient().clear();
    fetchStub = stubFetch(() => ({ status: 404, body: { message: 'not found' } }));
  });

  afterEach(() => {
    fetchStub.restore();
    unmountAll();
    resetSession();
    history.replaceState(null, '', originalUrl);
    document.title = originalTitle;
  });

  describe('memory routing (embedded)', () => {
    it('sends the root to /login and renders <rx-login> in its shadow root, leaving the page URL alone', async () => {
      const portal = await memoryPortal('/');
      await waitForRoute(portal, '/login');
      const screen = screenOf(portal)!;
      expect(screen.localName).to.equal('rx-login');
      expect(location.pathname + location.search).to.equal(originalUrl);
      expect(document.title).to.equal(originalTitle);
    });

    it('sends an unknown path to the not-found screen, which is accessible and leads to sign-in', async () => {
      const portal = await memoryPortal('/no-such-page');
      await waitForRoute(portal, '/not-found');
      const notFound = shadow(portal).querySelector('[part="not-found"]')!;
      expect(notFound.querySelector('h2')!.textContent).to.equal('Page not found');
      expect(await axeViolations(portal)).to.deep.equal([]);
      buttonNamed(notFound, 'Go to sign in')!.click();
      await waitForRoute(portal, '/login');
    });

    it('guards protected routes: without a session /home goes to /login', async () => {
      const portal = await memoryPortal('/home');
      await waitForRoute(portal, '/login');
      expect(screenOf(portal)!.localName).to.equal('rx-login');
    });

    it('routes rx-navigate from a child, cancels it, and hands the route state to the element as properties', async () => {
      signInForTest(allModules);
      const portal = await memoryPortal('/home');
      await waitForRoute(portal, '/home');
      const home = screenOf(portal)!;
      expect(home.localName).to.equal('rx-home');
      await waitFor(() => customElements.get('rx-home'), 3000, 'rx-home defined');

      const seenOutside: CustomEvent[] = [];
      const listener = (e: Event) => seenOutside.push(e as CustomEvent);
      document.addEventListener('rx-navigate', listener);
      const event = navigateFrom(home, '/home?redirect=1', { state: { initialLogin: true, alertOnStartup: 'Welcome back' } });
      document.removeEventListener('rx-navigate', listener);
      expect(event.defaultPrevented).to.equal(true);
      expect(seenOutside[0]!.defaultPrevented).to.equal(true);

      await waitFor(() => screenOf(portal) && screenOf(portal) !== home, 3000, 'a new screen');
      const next = screenOf(portal) as HTMLElement & { initialLogin?: boolean; alertOnStartup?: string };
      await waitFor(() => next.initialLogin === true, 2000, 'initialLogin property');
      expect(next.alertOnStartup).to.equal('Welcome back');
      expect(next.getAttribute('redirect')).to.equal('1');
    });

    it('ignores rx-navigate targets that are not app paths', async () => {
      const portal = await memoryPortal('/login');
      await waitForRoute(portal, '/login');
      const event = navigateFrom(screenOf(portal)!, 'https://elsewhere.example/');
      expect(event.defaultPrevented).to.equal(false);
      expect(routeOf(portal)).to.equal('/login');
    });

    it('sends a gated route to /home when the company lacks its module, and renders it when it has it', async () => {
      signInForTest(moduleList('Refill'));
      const portal = await memoryPortal('/chat');
      await waitForRoute(portal, '/home');
      navigateFrom(screenOf(portal)!, '/refill');
      await waitForRoute(portal, '/refill');
      expect(screenOf(portal)?.localName ?? shadow(portal).querySelector('[part="placeholder"]')?.localName).to.exist;
    });

    it('shows an accessible placeholder naming the page for a route whose element is not in this build', async () => {
      // A build without one of the elements (a partner may ship a subset): an open or signed-in
      // route whose element this page has not defined yet, left out of the loader's list.
      const missing = routes.find((route) => route.access !== 'module' && !customElements.get(route.element));
      expect(missing, 'a route whose element is not defined on this page').to.exist;
      const everyTag = [...new Set(routes.map((route) => route.element))];
      setElementLoader(observeRxElements, everyTag.filter((tag) => tag !== missing!.element));
      expect(isElementAvailable(missing!.element)).to.equal(false);
      signInForTest(allModules);
      const portal = await memoryPortal(missing!.path);
      await waitForRoute(portal, missing!.path);
      const placeholder = shadow(portal).querySelector('[part="placeholder"]')!;
      expect(placeholder.querySelector('h2')!.textContent).to.equal('This page is coming soon');
      expect(placeholder.textContent).to.contain('is not available in this portal yet');
      expect(await axeViolations(portal)).to.deep.equal([]);
      buttonNamed(placeholder, 'Go to the home page')!.click();
      await waitForRoute(portal, '/home');
      setElementLoader(observeRxElements, everyTag);
    });

    it('goes to /login when the session expires, and when the session ends in another tab', async () => {
      signInForTest(allModules);
      const portal = await memoryPortal('/home');
      await waitForRoute(portal, '/home');
      expireSession();
      await waitForRoute(portal, '/login');
      expect(sessionStore().getState().lastSignOut).to.equal('expired');

      signInForTest(allModules);
      navigateFrom(screenOf(portal)!, '/home');
      await waitForRoute(portal, '/home');
      // another tab signed out: it tells every tab of the portal, and the store follows
      const otherTab = new BroadcastChannel('rx-session');
      otherTab.postMessage({
        kind: 'share',
        from: 'another-tab',
        snapshot: { session: { identity: null, user: null, modules: null, variant: null, lastSignOut: 'user' }, identityKeys: {} },
      });
      otherTab.close();
      await waitForRoute(portal, '/login');
    });

    it('keeps its place when removed and added again', async () => {
      const portal = await memoryPortal('/no-such-page');
      await waitForRoute(portal, '/not-found');
      const parent = portal.parentElement!;
      portal.remove();
      parent.append(portal);
      await waitFor(() => shadow(portal).querySelector('[part="portal"]'), 3000, 'render after re-adding');
      expect(routeOf(portal)).to.equal('/not-found');
    });
  });

  describe('history routing (standalone page)', () => {
    it('routes under its base path, keeps the link parameters on the way to /login, and follows back and forward', async () => {
      history.replaceState(null, '', '/portal-test/survey?survey_event_id=12&other=x');
      const portal = await mountWithConfig<HTMLElement>('<rx-portal base-path="/portal-test/"></rx-portal>', 'rx-portal');
      await waitForRoute(portal, '/login');
      expect(location.pathname + location.search).to.equal('/portal-test/login?survey_event_id=12');

      navigateFrom(screenOf(portal)!, '/terms?brand_id=2');
      await waitForRoute(portal, '/terms');
      expect(location.pathname + location.search).to.equal('/portal-test/terms?brand_id=2');
      expect(document.title).to.equal('Terms of use | Rx Portal');

      history.back();
      await waitForRoute(portal, '/login');
      expect(location.pathname).to.equal('/portal-test/login');
      history.forward();
      await waitForRoute(portal, '/terms');
    });

    it('sets the favicon from the brand images and moves focus to the page after a navigation', async () => {
      fetchStub.restore();
      fetchStub = stubFetch((request) =>
        request.url.startsWith('/api/company/logo') ? { status: 200, body: { logo: 'TE9HTw==', favicon: 'RkFW' } } : { status: 404 },
      );
      history.replaceState(null, '', '/portal-test/login');
      const portal = await mountWithConfig<HTMLElement>('<rx-portal base-path="/portal-test"></rx-portal>', 'rx-portal');
      await waitForRoute(portal, '/login');
      await waitFor(() => document.querySelector<HTMLLinkElement>('link[rel~="icon"]')?.href === 'data:image/png;base64,RkFW', 3000, 'favicon');
      expect(shadow(portal).activeElement).to.equal(null);
      navigateFrom(screenOf(portal)!, '/nowhere');
      await waitForRoute(portal, '/not-found');
      const main = shadow(portal).querySelector('[part="main"]');
      await waitFor(() => shadow(portal).activeElement === main, 2000, 'focus on the page');
      // the announcement is a state update of its own, committed in a render after the focus moves
      const status = shadow(portal).querySelector('[role="status"][aria-live="polite"]')!;
      await waitFor(() => status.textContent === 'Page not found', 2000, 'the new page announced');
    });
  });

  describe('analytics', () => {
    it('records a page view per route change (paths only) and none when analytics is off', async () => {
      signInForTest(allModules);
      fetchStub.restore();
      fetchStub = stubFetch(() => ({ status: 200, body: {} }));
      const portal = await memoryPortal('/unsubscribe?email=pat%40example.com', 'analytics="true"');
      await waitForRoute(portal, '/unsubscribe');
      navigateFrom(screenOf(portal)!, '/terms?brand_id=4');
      await waitForRoute(portal, '/terms');
      await waitFor(() => fetchStub.requests.filter((r) => r.url.includes('/pageview')).length >= 3, 3000, 'page views');
      const analytics = fetchStub.requests.filter((r) => r.url.includes('/analytics/'));
      expect(analytics.map((r) => `${r.method} ${r.url}`).slice(0, 5)).to.deep.equal([
        'POST /api/physician/analytics/session',
        'POST /api/physician/analytics/pageview',
        'PUT /api/physician/analytics/pageview',
        'PUT /api/physician/analytics/session',
        'POST /api/physician/analytics/pageview',
      ]);
      expect(analytics.map((r) => (r.body as { pagePath?: string }).pagePath).filter(Boolean)).to.deep.equal(['/unsubscribe', '/unsubscribe', '/terms']);
      expect(JSON.stringify(analytics)).not.to.contain('pat');

      unmountAll();
      await new Promise((r) => setTimeout(r, 200)); // the last page view closes after the unmount
      fetchStub.requests.length = 0;
      const quiet = await memoryPortal('/terms', 'analytics="false"');
      await waitForRoute(quiet, '/terms');
      await new Promise((r) => setTimeout(r, 200));
      expect(fetchStub.requests.filter((r) => r.url.includes('/analytics/'))).to.deep.equal([]);
    });
  });

  describe('idle logout', () => {
    const shortIdle = 'analytics="false" idle-timeout="3000" idle-warning="2000"';

    it('warns with a live countdown in a focus-trapping alert dialog; "Stay signed in" keeps the session', async () => {
      signInForTest(allModules);
      const portal = await memoryPortal('/home', shortIdle);
      await waitForRoute(portal, '/home');
      const dialog = await waitFor(() => shadow(portal).querySelector<HTMLElement>('[role="alertdialog"]'), 3000, 'warning dialog');
      expect(dialog.getAttribute('aria-modal')).to.equal('true');
      expect(dialog.textContent).to.match(/You will be logged out for inactivity in [12] seconds?/);
      const stay = buttonNamed(dialog, 'Stay signed in')!;
      expect(shadow(portal).activeElement).to.equal(stay);
      const described = shadow(portal).getElementById(dialog.getAttribute('aria-describedby')!)!;
      expect(described.textContent).to.contain('You will be logged out for inactivity');
      await waitFor(() => dialog.textContent?.includes('in 1 second'), 2000, 'countdown to 1');
      expect(await axeViolations(portal)).to.deep.equal([]);
      stay.click();
      await waitFor(() => !shadow(portal).querySelector('[role="alertdialog"]'), 1000, 'dialog closed');
      expect(sessionStore().getState().identity).to.not.equal(null);
      expect(routeOf(portal)).to.equal('/home');
    });

    it('signs out after the timeout: rx-signed-out (idle), /login, and the login page reads the reason', async () => {
      signInForTest(allModules);
      const portal = await memoryPortal('/home', shortIdle);
      await waitForRoute(portal, '/home');
      const events: CustomEvent[] = [];
      const listener = (e: Event) => events.push(e as CustomEvent);
      document.addEventListener('rx-signed-out', listener);
      await waitForRoute(portal, '/login', 6000);
      document.removeEventListener('rx-signed-out', listener);
      expect(sessionStore().getState().identity).to.equal(null);
      expect(sessionStore().getState().lastSignOut).to.equal('idle');
      expect(events.map((e) => e.detail)).to.deep.equal([{ reason: 'idle' }]);
      expect(shadow(portal).querySelector('[role="alertdialog"]')).to.equal(null);
    });

    it('leaves open routes alone, and only logs for basic-pool sessions', async () => {
      signInForTest(allModules);
      const open = await memoryPortal('/terms', shortIdle);
      await waitForRoute(open, '/terms');
      await new Promise((r) => setTimeout(r, 3500));
      expect(shadow(open).querySelector('[role="alertdialog"]')).to.equal(null);
      expect(sessionStore().getState().identity).to.not.equal(null);
      unmountAll();

      signInForTest(allModules, { pool: 'basic' });
      const info: unknown[] = [];
      const originalInfo = console.info;
      console.info = (...args: unknown[]) => info.push(args);
      try {
        const basic = await memoryPortal('/home', shortIdle);
        await waitForRoute(basic, '/home');
        await waitFor(() => info.length > 0, 5000, 'idle logged');
        expect(shadow(basic).querySelector('[role="alertdialog"]')).to.equal(null);
        expect(sessionStore().getState().identity?.pool).to.equal('basic');
        expect(routeOf(basic)).to.equal('/home');
      } finally {
        console.info = originalInfo;
      }
    });
  });
});
