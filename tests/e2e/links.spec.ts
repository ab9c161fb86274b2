import { test, expect, type BrowserContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { findRoute } from '../../src/features/portal/model/routes';
import { freshPatient, portal } from './support/fresh-patient';
import { logIn } from './support/refill';
import { tabTo } from './support/keyboard';

/**
 * Links that work from anywhere: the login screen's enroll controls carry their brand's
 * enrollment code; every link a widget renders (in the portal or on the intranet page, whose
 * <rx-config portal-url="/portal"> names the portal) opens its screen in a new tab; a portal
 * path opened at the server's root goes on to the portal; unknown portal paths show the
 * not-found page with a way on, by keyboard too.
 */
const withHost = (baseURL: string | undefined, hostname: string, path: string) => {
  const url = new URL(path, baseURL);
  url.hostname = hostname;
  return url.href;
};

/** Every link rendered inside the widgets' shadow roots that leads to this origin: its href, made absolute. */
function widgetLinks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = new Set<string>();
    const visit = (root: Document | ShadowRoot, inShadow: boolean) => {
      for (const element of root.querySelectorAll('*')) {
        if (inShadow && element instanceof HTMLAnchorElement && element.hasAttribute('href')) {
          const url = new URL(element.href);
          if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin === location.origin) found.add(url.href);
        }
        if (element.shadowRoot) visit(element.shadowRoot, true);
      }
    };
    visit(document, false);
    return [...found].sort();
  });
}

/** What the portal of a page shows: its app path and the screen's element, the placeholder or the not-found page. */
function shown(page: Page): Promise<string> {
  return page.evaluate(() => {
    const root = document.querySelector('rx-portal')?.shadowRoot;
    const path = location.pathname.replace(/^\/portal/, '') || '/';
    if (!root) return `${path} nothing`;
    if (root.querySelector('[part~="placeholder"]')) return `${path} placeholder`;
    if (root.querySelector('[part~="not-found"]')) return `${path} not-found`;
    const screen = root.querySelector('[part="screen"]');
    return screen ? `${path} <${screen.localName}>` : `${path} loading`;
  });
}

/** Opens each link in a tab of its own: the server answers the page (not its 404) and the portal shows the route's element. */
async function expectEachOpensInNewTab(context: BrowserContext, hrefs: readonly string[]) {
  for (const href of hrefs) {
    const tab = await context.newPage();
    const response = await tab.goto(href);
    expect(response?.status(), href).toBe(200);
    const path = new URL(href).pathname.replace(/^\/portal/, '');
    const route = findRoute(path);
    expect(route, `${href} is a portal route`).toBeDefined();
    await expect.poll(() => shown(tab), { message: href, timeout: 15_000 }).toBe(`${path} <${route!.element}>`);
    await tab.close();
  }
}

const enrollmentForm = (page: Page) => page.getByRole('heading', { name: 'Enroll in the patient portal' });

async function fillEnrollment(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'First name' }).fill('Rosa');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Mendez');
  await page.getByRole('textbox', { name: 'Month (MM)' }).fill('5');
  await page.getByRole('textbox', { name: 'Day (DD)' }).fill('14');
  await page.getByRole('textbox', { name: 'Year (YYYY)' }).fill('1979');
  await page.getByRole('radio', { name: 'E-mail' }).check();
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByRole('checkbox', { name: "I don't have an Rx number" }).check();
}

const uniqueEmail = (who: string) => `${who}.${Date.now()}@example.com`;

test.describe('the login screen’s enroll controls', () => {
  test('warehouse-retail: Enroll opens the form with the brand’s pharmacies, and the request goes through', async ({ page, baseURL }) => {
    await page.goto(withHost(baseURL, 'warehouse.localhost', '/portal/'));
    await expect(page).toHaveURL(/\/portal\/login$/);
    await portal(page).getByRole('link', { name: 'Enroll', exact: true }).click();
    await expect(page).toHaveURL(/\/portal\/enroll-request\?enrollment_code=ENROLL-WAREHOUSE$/);
    await expect(enrollmentForm(page)).toBeVisible();
    const pharmacy = page.getByRole('combobox', { name: 'Pharmacy' });
    await expect(pharmacy.locator('option', { hasText: 'Warehouse Specialty Pharmacy' })).toHaveCount(3);

    await fillEnrollment(page, uniqueEmail('warehouse.enroll'));
    await pharmacy.selectOption({ label: 'Warehouse Specialty Pharmacy - Columbus' });
    const submit = page.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.getByText('Thank you for enrolling.', { exact: false })).toBeVisible();
  });

  test('health-network: the enroll text link opens the form without a pharmacy choice, and the request goes through', async ({ page, baseURL }) => {
    await page.goto(withHost(baseURL, 'health.localhost', '/portal/'));
    await expect(page).toHaveURL(/\/portal\/login$/);
    await portal(page).getByRole('link', { name: 'New patient? Enroll now' }).click();
    await expect(page).toHaveURL(/\/portal\/enroll-request\?enrollment_code=ENROLL-HEALTH-NETWORK$/);
    await expect(enrollmentForm(page)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Pharmacy' })).toHaveCount(0);
    await fillEnrollment(page, uniqueEmail('health.enroll'));
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Thank you for enrolling.', { exact: false })).toBeVisible();
  });

  test('on the intranet page, Enroll leads to the portal’s enrollment form with the brand’s code', async ({ page, baseURL }) => {
    await page.goto(withHost(baseURL, 'warehouse.localhost', '/intranet/'));
    const enroll = page.locator('rx-login').getByRole('link', { name: 'Enroll', exact: true });
    await expect(enroll).toHaveAttribute('href', '/portal/enroll-request?enrollment_code=ENROLL-WAREHOUSE');
    await enroll.click();
    await expect(page).toHaveURL(/\/portal\/enroll-request\?enrollment_code=ENROLL-WAREHOUSE$/);
    await expect(enrollmentForm(page)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Pharmacy' }).locator('option', { hasText: 'Warehouse Specialty Pharmacy' })).toHaveCount(3);
  });
});

test.describe('every link the widgets render opens in a new tab', () => {
  const loginLinks: Record<string, string[]> = {
    localhost: [],
    'specialty.localhost': [],
    'home-delivery.localhost': [],
    'health.localhost': ['/portal/enroll-request?enrollment_code=ENROLL-HEALTH-NETWORK'],
    'warehouse.localhost': ['/portal/enroll-request?enrollment_code=ENROLL-WAREHOUSE', '/portal/terms-conditions'],
  };

  test('the portal’s login screen of each brand', async ({ page, context, baseURL }) => {
    for (const [host, expected] of Object.entries(loginLinks)) {
      await page.goto(withHost(baseURL, host, '/portal/'));
      await expect(page).toHaveURL(/\/portal\/login$/);
      await expect(portal(page).getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
      const links = await widgetLinks(page);
      expect(links, host).toEqual(expected.map((path) => withHost(baseURL, host, path)).sort());
      await expectEachOpensInNewTab(context, links);
    }
  });

  test('the signed-in home (tiles, discount card, activities), settings, profile and discount card screens', async ({ page, context, request, baseURL }) => {
    const patient = await freshPatient(request);
    // The warehouse-retail brand shows the discount card offer on home.
    await page.goto(withHost(baseURL, 'warehouse.localhost', '/portal/'));
    await logIn(page, patient);
    await expect(portal(page).locator('rx-home [data-tile]').first()).toBeVisible();
    const all = new Set(await widgetLinks(page));
    const paths = [...all].map((href) => new URL(href).pathname);
    expect(paths).toEqual(expect.arrayContaining(['/portal/refill', '/portal/medication', '/portal/chat', '/portal/discount-card']));

    for (const screen of ['settings', 'profile', 'discount-card']) {
      await page.evaluate((url) => {
        history.pushState(null, '', url);
        dispatchEvent(new PopStateEvent('popstate'));
      }, `/portal/${screen}`);
      await expect.poll(() => shown(page)).toMatch(new RegExp(`^/${screen} <rx-`));
      for (const href of await widgetLinks(page)) all.add(href);
    }
    await expectEachOpensInNewTab(context, [...all].sort());
  });

  test('on the intranet page, the login links lead into the portal (portal-url) and open there', async ({ page, context, baseURL }) => {
    for (const host of ['health.localhost', 'warehouse.localhost']) {
      await page.goto(withHost(baseURL, host, '/intranet/'));
      await expect(page.locator('rx-login').getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
      const links = await widgetLinks(page);
      expect(links, host).toEqual(loginLinks[host]!.map((path) => withHost(baseURL, host, path)).sort());
      await expectEachOpensInNewTab(context, links);
    }
  });

  test('a portal path opened at the root of the server goes on to the portal with its query; an unknown one is 404', async ({ page, baseURL }) => {
    const response = await page.goto(withHost(baseURL, 'warehouse.localhost', '/enroll-request?enrollment_code=ENROLL-WAREHOUSE'));
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/portal\/enroll-request\?enrollment_code=ENROLL-WAREHOUSE$/);
    await expect(enrollmentForm(page)).toBeVisible();
    expect((await page.goto('/no-such-page'))?.status()).toBe(404);
  });
});

test('an unknown portal path shows the not-found page, whose way on works by keyboard, signed out and signed in', async ({ page, request }) => {
  await page.goto('/portal/no/such/page?x=1');
  await expect(page).toHaveURL(/\/portal\/not-found$/);
  const notFound = portal(page).locator('[part~="not-found"]');
  await expect(notFound.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  const toSignIn = notFound.getByRole('button', { name: 'Go to sign in' });
  await tabTo(page, toSignIn);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/portal\/login$/);

  const patient = await freshPatient(request);
  await logIn(page, patient);
  await page.goto('/portal/home/nothing-here');
  await expect(page).toHaveURL(/\/portal\/not-found$/);
  const home = portal(page).locator('[part~="not-found"]').getByRole('button', { name: 'Go to the home page' });
  await tabTo(page, home);
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/\/portal\/home$/);
});

test('the not-found page is axe clean in Spanish and in the dark scheme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.addInitScript(() => localStorage.setItem('rx-language', 'es'));
  await page.goto('/portal/nada');
  await expect(page).toHaveURL(/\/portal\/not-found$/);
  const notFound = portal(page).locator('[part~="not-found"]');
  await expect(notFound.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  await expect(notFound.getByRole('button', { name: 'Ir a iniciar sesión' })).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('rx-portal').analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
});
