import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { findRoute, normalizePath, routes } from '../../../../src/features/portal/model/routes';
import { loginRedirect, resolveRoute, type GuardSession } from '../../../../src/features/portal/model/guards';
import type { CompanyModule } from '../../../../src/core/brand/modules';
import { PORTAL_PATHS } from '../../../../src/domain/common/portal-paths';

const modules = (...names: string[]): CompanyModule[] => names.map((name, modId) => ({ modId, name }));
const allModules = modules('Messaging', 'DiscountCard', 'Refill', 'Document', 'CompanyInfo', 'Assessments', 'Medication', 'WEB_Counseling');
const signedOut: GuardSession = { signedIn: false, modules: null };
const signedIn = (mods: CompanyModule[] | null = allModules): GuardSession => ({ signedIn: true, modules: mods });
const at = (path: string, search = '') => ({ path, search });

describe('route table (spec 01 §2, spec 02 §2)', () => {
  const open = ['/register', '/enroll-request', '/login', '/notification-preferences', '/terms-conditions', '/doc-sign', '/order-history', '/terms', '/unsubscribe', '/flex-sign'];
  const login = ['/care-programs', '/settings', '/profile', '/nps-form', '/email-verify', '/home', '/submission', '/consent', '/confirm-address', '/missing-insurance'];
  const gated: Record<string, string> = {
    '/chat': 'Messaging',
    '/discount-card': 'DiscountCard',
    '/refill': 'Refill',
    '/documents': 'Document',
    '/pharmacy': 'CompanyInfo',
    '/survey': 'Assessments',
    '/medication': 'Medication',
    '/counseling': 'WEB_Counseling',
  };

  it('has one route for each portal path the server knows, and no other', () => {
    expect(routes.map((route) => route.path).sort()).toEqual([...PORTAL_PATHS].sort());
  });

  it.each(open)('%s is open', (path) => expect(findRoute(path)?.access).toBe('open'));
  it.each(login)('%s needs a session', (path) => expect(findRoute(path)?.access).toBe('login'));
  it.each(Object.entries(gated))('%s is gated by module %s', (path, module) => {
    expect(findRoute(path)).toMatchObject({ access: 'module', module });
  });

  it('holds exactly these routes, each path once, each rendering an rx element', () => {
    expect(routes.map((r) => r.path).sort()).toEqual([...open, ...login, ...Object.keys(gated)].sort());
    expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length);
    for (const route of routes) expect(route.element).toMatch(/^rx-[a-z-]+$/);
  });

  it('renders the screens the architecture names', () => {
    expect(findRoute('/login')!.element).toBe('rx-login');
    expect(findRoute('/home')!.element).toBe('rx-home');
    expect(findRoute('/unsubscribe')!.element).toBe('rx-unsubscribe');
    expect(findRoute('/medication')!.element).toBe('rx-medications');
    expect(findRoute('/enroll-request')!.element).toBe('rx-enroll');
    expect(findRoute('/nps-form')!.element).toBe('rx-nps');
  });

  it('gives /documents and /doc-sign the wider layout, and no other screen but the signing pages', () => {
    const wide = routes.filter((r) => r.layout === 'wide').map((r) => r.path).sort();
    expect(wide).toEqual(['/doc-sign', '/documents', '/flex-sign']);
  });

  it('opens the profile on address confirmation (3.1) and insurance capture (2.1)', () => {
    expect(findRoute('/confirm-address')).toMatchObject({ element: 'rx-profile', state: { initialOption: 3.1 } });
    expect(findRoute('/missing-insurance')).toMatchObject({ element: 'rx-profile', state: { initialOption: 2.1 } });
  });

  it('normalizes trailing and doubled slashes', () => {
    expect(normalizePath('/home/')).toBe('/home');
    expect(normalizePath('//home')).toBe('/home');
    expect(normalizePath('')).toBe('/');
    expect(findRoute('/chat/')?.path).toBe('/chat');
  });
});

describe('guards', () => {
  it('sends the root to /login, keeping its query', () => {
    expect(resolveRoute(at('/', '?auth=abc'), signedOut)).toEqual({ kind: 'redirect', to: '/login?auth=abc' });
    expect(resolveRoute(at('/'), signedIn())).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('sends unknown paths to /not-found, which renders the not-found screen', () => {
    expect(resolveRoute(at('/nowhere'), signedIn())).toEqual({ kind: 'redirect', to: '/not-found' });
    expect(resolveRoute(at('/Home'), signedIn())).toEqual({ kind: 'redirect', to: '/not-found' });
    expect(resolveRoute(at('/not-found'), signedOut)).toEqual({ kind: 'not-found' });
  });

  it('renders open routes with or without a session', () => {
    for (const route of routes.filter((r) => r.access === 'open')) {
      expect(resolveRoute(at(route.path), signedOut)).toEqual({ kind: 'render', route });
      expect(resolveRoute(at(route.path), signedIn(modules()))).toEqual({ kind: 'render', route });
    }
  });

  it('sends every protected route to /login without a session, keeping only the link parameters', () => {
    for (const route of routes.filter((r) => r.access !== 'open')) {
      expect(resolveRoute(at(route.path), signedOut)).toEqual({ kind: 'redirect', to: '/login' });
    }
    expect(resolveRoute(at('/survey', '?survey_event_id=12&email=pat%40example.com'), signedOut)).toEqual({
      kind: 'redirect',
      to: '/login?survey_event_id=12',
    });
    expect(resolveRoute(at('/home', '?redirect=1'), signedOut)).toEqual({ kind: 'redirect', to: '/login?redirect=1' });
  });

  it('renders login-required routes with a session whatever the modules', () => {
    for (const route of routes.filter((r) => r.access === 'login')) {
      expect(resolveRoute(at(route.path), signedIn(modules()))).toEqual({ kind: 'render', route });
      expect(resolveRoute(at(route.path), signedIn(null))).toEqual({ kind: 'render', route });
    }
  });

  it('waits for the modules, then renders a gated route or sends to /home when the module is off', () => {
    for (const route of routes.filter((r) => r.access === 'module')) {
      expect(resolveRoute(at(route.path), signedIn(null))).toEqual({ kind: 'pending', route });
      expect(resolveRoute(at(route.path), signedIn(modules(route.module!)))).toEqual({ kind: 'render', route });
      const others = allModules.filter((m) => m.name !== route.module);
      expect(resolveRoute(at(route.path), signedIn(others))).toEqual({ kind: 'redirect', to: '/home' });
    }
  });

  it('never redirects to a place that redirects again for the same session (no loops)', () => {
    const sessions = fc.record({
      signedIn: fc.boolean(),
      modules: fc.option(fc.subarray(allModules), { nil: null }),
    });
    const paths = fc.oneof(fc.constantFrom('/', '/not-found', ...routes.map((r) => r.path)), fc.webPath());
    fc.assert(
      fc.property(paths, sessions, (path, session) => {
        let current = { path: path.split('?')[0]!, search: '' };
        for (let hops = 0; hops < 3; hops++) {
          const result = resolveRoute(current, session);
          if (result.kind !== 'redirect') return true;
          const [p, q] = result.to.split('?');
          current = { path: p!, search: q ? `?${q}` : '' };
        }
        return false;
      }),
    );
  });

  it('loginRedirect keeps the link parameters of spec 01 §2 only', () => {
    expect(loginRedirect('?refill_event_id=1&conv_id=2&card_id=3&doc_id=4&action=unsubscribe&link=insurance&x=y')).toBe(
      '/login?action=unsubscribe&refill_event_id=1&card_id=3&doc_id=4&conv_id=2&link=insurance',
    );
    expect(loginRedirect('')).toBe('/login');
  });
});
