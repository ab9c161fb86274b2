import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { routes, type RouteDefinition } from '../../src/features/portal/model/routes';
import { shippedBrands as brands } from './support/shipped-brands';
import { homeTiles, type TileCounts } from '../../src/features/home/model/tiles';
import {
  awaitingSignatureCount,
  incompleteCounselingCount,
  qualifyingRefillCount,
  unreadMessageCount,
} from '../../src/features/home/model/badges';
import { modulesForPool } from '../../src/core/brand/pool-modules';
import { BRAND_ENROLLMENT_CODES } from '../../src/domain/company/brand-enrollment-codes';

/**
 * The standalone portal page (demo/portal/) against the reference server: brand by host name,
 * every route of both specs resolving to its screen, /not-found or /login, and the session
 * lifecycle across tabs with the test controlling the clock. Real aws-amplify sign-in.
 */
interface DemoAccount {
  username: string;
  password: string;
  pool: 'standard' | 'basic';
  company: { id: number; variant: string };
  demonstrates: string;
}

async function demoAccount(request: APIRequestContext, demonstrates: RegExp): Promise<DemoAccount> {
  const { accounts } = (await (await request.get('/api/dev/accounts')).json()) as { accounts: DemoAccount[] };
  const account = accounts.find((candidate) => demonstrates.test(candidate.demonstrates));
  if (!account) throw new Error(`no demo account demonstrates ${demonstrates}`);
  return account;
}

/** The tags this build defines; a route to any other tag shows the "coming soon" screen. */
const builtTags = new Set(
  readdirSync(join(import.meta.dirname, '../../src/elements'))
    .filter((file) => /^rx-.*\.ts$/.test(file))
    .map((file) => file.slice(0, -3)),
);

const portal = (page: Page) => page.locator('rx-portal');
const appPath = (page: Page) => new URL(page.url()).pathname.replace(/^\/portal/, '') || '/';

/** Moves the portal in the page, as a link or the back button would (no reload). */
async function goInApp(page: Page, target: string) {
  await page.evaluate((url) => {
    history.pushState(null, '', url);
    dispatchEvent(new PopStateEvent('popstate'));
  }, `/portal${target}`);
}

async function expectScreen(page: Page, route: RouteDefinition) {
  await expect.poll(() => appPath(page)).toBe(route.path);
  if (builtTags.has(route.element)) await expect(portal(page).locator(`${route.element}[part="screen"]`)).toBeAttached();
  else await expect(portal(page).getByRole('heading', { name: 'This page is coming soon' })).toBeVisible();
}

async function signIn(page: Page, account: DemoAccount, landing = /\/portal\/home$/) {
  await page.goto('/portal/');
  await expect(page).toHaveURL(/\/portal\/login$/);
  await page.getByLabel('Mobile phone or e-mail').fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(landing, { timeout: 15_000 });
}

/** GET on the API as the signed-in patient of the page (the token of the stored session). */
async function apiAsPatient(page: Page, path: string): Promise<{ status: number; body: unknown }> {
  return page.evaluate(async (url) => {
    const { state } = JSON.parse(sessionStorage.getItem('rx-session')!) as { state: { identity: { token: string; u_ID: number } } };
    const response = await fetch(url.replace('{uId}', String(state.identity.u_ID)), { headers: { Authorization: `Bearer ${state.identity.token}` } });
    return { status: response.status, body: (await response.json().catch(() => null)) as unknown };
  }, `/api${path}`);
}

function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('brand by host name', () => {
  const hosts: Array<[string, string]> = [
    ['localhost', 'default'],
    ['specialty.localhost', 'specialty'],
    ['health-network.localhost', 'health-network'],
    ['warehouse-retail.localhost', 'warehouse-retail'],
    ['home-delivery.localhost', 'home-delivery'],
  ];
  for (const [host, key] of hosts) {
    test(`${host} shows the ${key} brand: title, favicon and palette`, async ({ page, baseURL }) => {
      const errors = collectErrors(page);
      const url = new URL('/portal/', baseURL);
      url.hostname = host;
      await page.goto(url.href);
      await expect(page).toHaveURL(/\/portal\/login$/);
      await expect(page).toHaveTitle(`Sign in | ${brands[key]!.name}`);
      await expect.poll(() => page.locator('link[rel~="icon"]').getAttribute('href')).toMatch(/^data:image\//);
      const primary = await portal(page).evaluate((el) => getComputedStyle(el).getPropertyValue('--rx-color-primary').trim());
      expect(primary).toBe(brands[key]!.palette.primary);
      expect(errors).toEqual([]);
    });
  }
});

test('the standalone page shows the portal background down to the bottom of the window, light and dark', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1400 });
  const backgrounds: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto('/portal/');
    await expect(page).toHaveURL(/\/portal\/login$/);
    await expect(portal(page).getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
    const shown = await page.locator('rx-portal').evaluate((host) => {
      const probe = document.createElement('div');
      probe.style.color = getComputedStyle(host).getPropertyValue('--rx-color-background');
      document.body.append(probe);
      const expected = getComputedStyle(probe).color;
      probe.remove();
      return { background: getComputedStyle(host).backgroundColor, expected, bottom: host.getBoundingClientRect().bottom, window: innerHeight };
    });
    expect(shown.background, colorScheme).toBe(shown.expected);
    expect(shown.bottom, colorScheme).toBeGreaterThanOrEqual(shown.window);
    backgrounds.push(shown.background);
  }
  expect(new Set(backgrounds).size, 'the dark scheme paints another background').toBe(2);
});

test.describe('routes', () => {
  test('signed out: open routes show their screen, protected ones go to /login keeping the link parameters, others /not-found', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/portal/');
    await expect(page).toHaveURL(/\/portal\/login$/);
    for (const route of routes) {
      await goInApp(page, route.path);
      // Spec 01 §2 and 02 §2: /register without a registration code and /enroll-request without an
      // enrollment code send the patient to /login.
      if (route.path === '/register' || route.path === '/enroll-request') await expect.poll(() => appPath(page)).toBe('/login');
      else if (route.access === 'open') await expectScreen(page, route);
      else await expect.poll(() => appPath(page)).toBe('/login');
    }
    await goInApp(page, '/register?id=RX-TEST-0000');
    await expect(portal(page).locator('rx-register[part="screen"]')).toBeAttached();
    await goInApp(page, `/enroll-request?enrollment_code=${BRAND_ENROLLMENT_CODES[0]!.code}`);
    await expect(portal(page).locator('rx-enroll[part="screen"]')).toBeAttached();
    await expect.poll(() => appPath(page)).toBe('/enroll-request');
    await goInApp(page, '/survey?survey_event_id=5&email=pat%40example.com');
    await expect(page).toHaveURL(/\/portal\/login\?survey_event_id=5$/);
    await goInApp(page, '/no/such/page');
    await expect(page).toHaveURL(/\/portal\/not-found$/);
    await expect(portal(page).getByRole('heading', { name: 'Page not found' })).toBeVisible();
    const axe = await new AxeBuilder({ page }).include('rx-portal').analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await page.goBack();
    await expect(page).toHaveURL(/\/portal\/login\?survey_event_id=5$/);
    expect(errors).toEqual([]);
  });

  test('signed in: every route resolves to its screen, gated ones by the company modules, / to /login', async ({ page, request }) => {
    const account = await demoAccount(request, /^Pending activities on home/);
    const { modules } = (await (await request.get(`/api/company/modules?company_id=${account.company.id}`)).json()) as {
      modules: Array<{ name: string }>;
    };
    const enabled = new Set(modules.map((m) => m.name));
    await signIn(page, account);
    for (const route of routes) {
      await goInApp(page, route.path);
      if (route.access === 'module' && !enabled.has(route.module!)) await expect.poll(() => appPath(page)).toBe('/home');
      // Spec 01 §2: /register without a registration code sends the patient to /login, signed in too.
      else if (route.path === '/register') await expect.poll(() => appPath(page)).toBe('/login');
      // Spec 02 §2: /enroll-request without an enrollment code leaves for /login.
      else if (route.path === '/enroll-request') await expect.poll(() => appPath(page)).not.toBe('/enroll-request');
      else await expectScreen(page, route);
    }
    await goInApp(page, '/');
    await expect.poll(() => appPath(page)).toBe('/login');
  });

  test('deep links load the portal on the route (server serves /portal/*)', async ({ page }) => {
    await page.goto('/portal/terms?brand_id=2');
    await expectScreen(page, routes.find((r) => r.path === '/terms')!);
    await page.goto('/portal/chat');
    await expect(page).toHaveURL(/\/portal\/login$/);
    await page.goto('/portal/nowhere');
    await expect(page).toHaveURL(/\/portal\/not-found$/);
  });
});

test.describe('home in the portal', () => {
  test('shows the tiles of the company modules, the unread badge and the activities; each activity routes where the spec says', async ({ page, request }) => {
    const errors = collectErrors(page);
    const account = await demoAccount(request, /^Pending activities on home/);
    await signIn(page, account);
    const home = portal(page).locator('rx-home');
    const quickActions = home.getByRole('navigation', { name: 'Quick actions' });
    await expect(quickActions.getByRole('link').first()).toBeVisible();
    const names = await quickActions.getByRole('link').allTextContents();
    expect(names.indexOf('Profile')).toBeGreaterThanOrEqual(0);
    const activities = home.locator('[part="activity"]');
    await expect(activities.first()).toBeVisible();
    const axe = await new AxeBuilder({ page }).include('rx-portal').analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);

    const expected: Record<string, RegExp> = {
      clinical: /\/portal\/(survey\?survey_event_id=\d+|home)$/,
      counseling: /\/portal\/(counseling(\?event_id=\d+)?|home)$/,
      address: /\/portal\/confirm-address$/,
      insurance: /\/portal\/missing-insurance$/,
    };
    const types = await activities.evaluateAll((items) => items.map((item) => item.getAttribute('data-activity-type')!));
    for (const [index, type] of types.entries()) {
      await activities.nth(index).click();
      await expect(page).toHaveURL(expected[type]!);
      await page.goBack();
      await expect(page).toHaveURL(/\/portal\/home$/);
    }
    expect(errors).toEqual([]);
  });

  const variants: Array<[string, RegExp]> = [
    ['standard', /^Pending activities on home/],
    ['care-program', /^Care groups to map/],
    ['home-only', /^Home-only variant/],
  ];
  for (const [variant, demonstrates] of variants) {
    test(`${variant} company: the tiles and badges its modules and data imply`, async ({ page, request }) => {
      const account = await demoAccount(request, demonstrates);
      expect(account.company.variant).toBe(variant);
      await signIn(page, account, /\/portal\/(?!login)[a-z-]+/);
      await goInApp(page, '/home');
      const { modules } = (await (await request.get(`/api/company/modules?company_id=${account.company.id}`)).json()) as {
        modules: Array<{ modId: number; name: string; basicAuthAllowed?: boolean }>;
      };
      const count = async (path: string, read: (body: unknown) => number, emptyOn404 = false) => {
        const { status, body } = await apiAsPatient(page, path);
        return status === 200 ? read(body) : status === 404 && emptyOn404 ? 0 : null;
      };
      // The demo patient is shared: another journey may read its messages while this one runs, so
      // what the tiles should show is worked out again beside each look at them, and home is opened
      // afresh when they differ (its counts are fetched when it mounts).
      const expectedTiles = async () => {
        const counts: TileCounts = {
          Messaging: await count('/conversations/patients?u_id={uId}', unreadMessageCount),
          Refill: await count('/user/medications?u_id={uId}&med_type=prescription&allow_portal_refill=1', qualifyingRefillCount),
          Document: await count('/documents/patient?u_id={uId}', awaitingSignatureCount),
          WEB_Counseling: await count('/user/counseling?u_id={uId}&completed=0', incompleteCounselingCount, true),
        };
        return homeTiles(modulesForPool(modules, account.pool), counts).map((tile) => `${tile.id}:${tile.badge ?? ''}`);
      };
      const home = portal(page).locator('rx-home');
      const tiles = home.locator('[part="tile"]');
      const shownTiles = () =>
        tiles.evaluateAll((links) => links.map((link) => `${link.getAttribute('data-tile')}:${link.querySelector('[part="badge"]')?.textContent ?? ''}`));
      let looks = 0;
      await expect
        .poll(async () => {
          const expected = await expectedTiles();
          const shown = await shownTiles();
          const same = JSON.stringify(shown) === JSON.stringify(expected);
          if (!same && ++looks % 4 === 0) await goInApp(page, '/home');
          return same ? 'as expected' : `shown ${JSON.stringify(shown)}, expected ${JSON.stringify(expected)}`;
        })
        .toBe('as expected');
    });
  }

  test('the account menu works by keyboard alone', async ({ page, request }) => {
    const account = await demoAccount(request, /^Pending activities on home/);
    await signIn(page, account);
    const menuButton = portal(page).getByRole('button', { name: 'Account menu' });
    await menuButton.focus();
    await page.keyboard.press('ArrowDown');
    await expect(portal(page).getByRole('menuitem', { name: 'Profile' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(portal(page).getByRole('menuitem', { name: 'Settings' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/portal\/settings$/);
  });
});

test.describe('session across tabs (clock controlled by the test)', () => {
  async function twoSignedInTabs(context: BrowserContext, request: APIRequestContext) {
    await context.clock.install();
    const account = await demoAccount(request, /^Pending activities on home/);
    const first = await context.newPage();
    await signIn(first, account);
    const second = await context.newPage();
    await second.goto('/portal/');
    await expect(second).toHaveURL(/\/portal\/login$/);
    await goInApp(second, '/home');
    await expect(second).toHaveURL(/\/portal\/home$/);
    await expect(portal(second).locator('rx-home')).toBeAttached();
    return [first, second] as const;
  }

  test('idle logout is seen in both tabs: the warning counts down, then both go to /login with the session-expired message', async ({
    context,
    request,
  }) => {
    const [first, second] = await twoSignedInTabs(context, request);
    await first.clock.fastForward('04:45');
    for (const page of [first, second]) {
      const warning = portal(page).getByRole('alertdialog', { name: 'Are you still there?' });
      await expect(warning).toBeVisible();
      await expect(warning).toContainText(/You will be logged out for inactivity in \d+ seconds?/);
      await expect(warning.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
    }
    const axe = await new AxeBuilder({ page: first }).include('rx-portal').analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await first.clock.fastForward('00:20');
    for (const page of [first, second]) {
      await expect(page).toHaveURL(/\/portal\/login$/);
      await expect(portal(page).getByText('Your session has expired.')).toBeVisible();
    }
  });

  test('"Stay signed in" in one tab keeps both tabs signed in', async ({ context, request }) => {
    const [first, second] = await twoSignedInTabs(context, request);
    await first.clock.fastForward('04:45');
    await expect(portal(second).getByRole('alertdialog')).toBeVisible();
    await portal(second).getByRole('button', { name: 'Stay signed in' }).click();
    await first.clock.fastForward('00:02');
    await expect(portal(first).getByRole('alertdialog')).toBeHidden();
    await first.clock.fastForward('00:30');
    await expect(first).toHaveURL(/\/portal\/home$/);
    await expect(second).toHaveURL(/\/portal\/home$/);
  });

  test('signing out in one tab signs out the other', async ({ context, request }) => {
    const [first, second] = await twoSignedInTabs(context, request);
    await first.clock.fastForward('04:45');
    await portal(first).getByRole('button', { name: 'Sign out now' }).click();
    await expect(first).toHaveURL(/\/portal\/login$/);
    await expect(second).toHaveURL(/\/portal\/login$/);
    await expect(portal(second).getByRole('heading', { name: 'Log in', exact: true })).toBeVisible();
    await expect(portal(second).getByText('Your session has expired.')).toHaveCount(0);
    await goInApp(second, '/home');
    await expect(second).toHaveURL(/\/portal\/login$/);
  });
});
