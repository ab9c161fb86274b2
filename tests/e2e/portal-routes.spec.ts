import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { routes } from '../../src/features/portal/model/routes';
import { freshPatient, portal } from './support/fresh-patient';
import { newSurveyPatient } from './support/survey';
import { logIn } from './support/refill';
import { NOT_BUILT_YET } from './support/not-built-yet';
import { tabTo } from './support/keyboard';
import { expectAxeCleanInBothSchemes } from './support/axe-schemes';

/**
 * The portal's route table walked end to end: no route whose element is built shows "This page is
 * coming soon"; unknown paths show the not-found page with a way on; the login screen's links
 * carry the portal's address, so they open in a new tab too.
 */
const builtTags = new Set(
  readdirSync(join(import.meta.dirname, '../../src/elements'))
    .filter((file) => /^rx-.*\.ts$/.test(file))
    .map((file) => file.slice(0, -3)),
);

/** Moves the portal in the page, as a link would (no reload). */
async function goInApp(page: Page, target: string) {
  await page.evaluate((url) => {
    history.pushState(null, '', url);
    dispatchEvent(new PopStateEvent('popstate'));
  }, `/portal${target}`);
}

/** What the portal shows now: the path and the screen element, the placeholder or the not-found page. */
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

const withOrigin = (baseURL: string | undefined, hostname: string) => {
  const url = new URL(baseURL!);
  url.hostname = hostname;
  return url.origin;
};

test('signed in with every module, no route of a built element shows "coming soon"; the others are the listed ones', async ({ page, request }) => {
  const patient = await freshPatient(request);
  await page.goto('/portal/');
  await logIn(page, patient);
  await expect(page).toHaveURL(/\/portal\/home$/, { timeout: 15_000 });
  const placeholders: string[] = [];
  const screens = new Set<string>();
  for (const route of routes) {
    await goInApp(page, route.path);
    await expect.poll(() => shown(page)).not.toMatch(/ (loading|nothing)$/);
    const [path, what] = (await shown(page)).split(' ') as [string, string];
    if (what === 'placeholder') placeholders.push(route.element);
    else screens.add(what);
    // A route may send a signed-in patient on (/login and /register go home); where it stays, it shows its element.
    if (path !== route.path) continue;
    if (builtTags.has(route.element)) expect(what, `${route.path} shows <${route.element}>`).toBe(`<${route.element}>`);
    else expect(what, `${route.path}: <${route.element}> is not built yet`).toBe('placeholder');
  }
  expect(placeholders.filter((tag) => !NOT_BUILT_YET.has(tag)), 'placeholders for built or unlisted elements').toEqual([]);
  for (const tag of ['rx-home', 'rx-refill', 'rx-counseling', 'rx-nps', 'rx-pharmacy']) expect(screens, tag).toContain(`<${tag}>`);
});

test('an unknown path shows the not-found page with a way home (signed in) or to sign in (signed out), also opened directly', async ({ page, request }) => {
  await page.goto('/portal/no/such/page');
  await expect(page).toHaveURL(/\/portal\/not-found$/);
  const notFound = portal(page).locator('[part~="not-found"]');
  await expect(notFound.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(notFound).toContainText('We could not find the page you asked for.');
  const axe = await new AxeBuilder({ page }).include('rx-portal').analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await notFound.getByRole('button', { name: 'Go to sign in' }).click();
  await expect(page).toHaveURL(/\/portal\/login$/);

  const patient = await freshPatient(request);
  await logIn(page, patient);
  await expect(page).toHaveURL(/\/portal\/home$/, { timeout: 15_000 });
  await goInApp(page, '/counseling/extra');
  await expect(page).toHaveURL(/\/portal\/not-found$/);
  await portal(page).locator('[part~="not-found"]').getByRole('button', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/portal\/home$/);
});

test('the login links of the brands carry the portal address: clicked they move the portal, opened in a new tab they load it', async ({ page, context, baseURL }) => {
  // Warehouse-retail: the privacy link (/terms-conditions).
  await page.goto(`${withOrigin(baseURL, 'warehouse.localhost')}/portal/`);
  await expect(page).toHaveURL(/\/portal\/login$/);
  const privacy = portal(page).getByRole('link', { name: 'Privacy policy' });
  await expect(privacy).toHaveAttribute('href', '/portal/terms-conditions');
  const privacyTab = await context.newPage();
  const privacyResponse = await privacyTab.goto(new URL((await privacy.getAttribute('href'))!, page.url()).href);
  expect(privacyResponse!.status()).toBe(200);
  await expect.poll(() => shown(privacyTab)).toMatch(/^\/terms-conditions (placeholder|<rx-terms>)$/);
  await privacyTab.close();
  // Warehouse-retail: the "Enroll" control is a link too (/enroll-request), drawn as a button.
  await expect(portal(page).getByRole('button', { name: 'Enroll', exact: true })).toHaveCount(0);
  await expect(portal(page).getByRole('link', { name: 'Enroll', exact: true })).toHaveAttribute('href', '/portal/enroll-request?enrollment_code=ENROLL-WAREHOUSE');
  await privacy.click();
  await expect(page).toHaveURL(/\/portal\/terms-conditions$/);

  // Health-network: the "Enroll now" link (/enroll-request).
  await page.goto(`${withOrigin(baseURL, 'health.localhost')}/portal/`);
  await expect(page).toHaveURL(/\/portal\/login$/);
  const enroll = portal(page).getByRole('link', { name: 'New patient? Enroll now' });
  await expect(enroll).toHaveAttribute('href', '/portal/enroll-request?enrollment_code=ENROLL-HEALTH-NETWORK');
  const enrollTab = await context.newPage();
  const enrollResponse = await enrollTab.goto(new URL((await enroll.getAttribute('href'))!, page.url()).href);
  expect(enrollResponse!.status()).toBe(200);
  await expect.poll(() => shown(enrollTab)).toBe('/enroll-request <rx-enroll>');
  await enrollTab.close();
});

test('the not-found page by keyboard only, in English and Spanish, signed out and signed in, axe clean in both colour schemes', async ({ page, request }) => {
  const notFound = portal(page).locator('[part~="not-found"]');
  await page.goto('/portal/no/such/page');
  await expect(notFound.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expectAxeCleanInBothSchemes(page, ['rx-portal'], 'not found, signed out');

  await page.goto('/portal/');
  await portal(page).getByLabel('Language').selectOption('es');
  await goInApp(page, '/no/such/page');
  await expect(page).toHaveURL(/\/portal\/not-found$/);
  await expect(notFound.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  await expect(notFound).toContainText('No encontramos la página que buscaba.');
  await expectAxeCleanInBothSchemes(page, ['rx-portal'], 'not found in Spanish, signed out');
  await tabTo(page, notFound.getByRole('button', { name: 'Ir a iniciar sesión' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/portal\/login$/);

  const patient = await freshPatient(request);
  await portal(page).getByLabel('Teléfono móvil o correo electrónico').fill(patient.username);
  await portal(page).getByLabel('Contraseña', { exact: true }).fill(patient.password);
  await portal(page).getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page).toHaveURL(/\/portal\/home$/, { timeout: 15_000 });
  await goInApp(page, '/pharmacy/extra');
  await expect(page).toHaveURL(/\/portal\/not-found$/);
  await expect(notFound.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  await expectAxeCleanInBothSchemes(page, ['rx-portal'], 'not found in Spanish, signed in');
  await tabTo(page, notFound.getByRole('button', { name: 'Ir a la página de inicio' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/portal\/home$/);
});

/**
 * What each signed-in route shows of its own when it is opened by its address (for a fresh
 * patient with every module and the demo survey events): a text only the real screen has, not a
 * sign-in request or a placeholder.
 */
const DIRECT_CONTENT: Record<string, string> = {
  home: 'What would you like to do today?',
  carePrograms: 'There are no care programs to choose for your medications right now.',
  settings: 'Username and multi-factor authentication',
  profile: 'Meds and Allergies',
  npsForm: 'Tell us how we did',
  emailVerify: 'Verify your e-mail address',
  submission: 'Thank you! Your assessment has been submitted.',
  consent: 'Terms and conditions',
  confirmAddress: 'Confirm your address',
  missingInsurance: 'Add your insurance',
  chat: 'You have no conversations yet.',
  discountCard: 'Your discount card',
  refill: 'Which medications do you need?',
  documents: 'You have no documents yet.',
  pharmacy: 'Contact us',
  survey: 'Medication Review',
  medication: 'My Medications',
  counseling: 'Need to Review',
};
/** The query a route's address carries to show its real content. */
const DIRECT_QUERY: Record<string, string> = { survey: '?survey_event_id=9101' };

test('every signed-in route opened directly by its address (a reload after signing in) shows its own screen, with no error', async ({ page, request }) => {
  const signedInRoutes = routes.filter((route) => route.access !== 'open');
  expect(Object.keys(DIRECT_CONTENT).sort(), 'an expectation for every signed-in route').toEqual(signedInRoutes.map((route) => route.id).sort());
  const patient = await newSurveyPatient(request);
  await page.goto('/portal/');
  await logIn(page, patient);
  await expect(page).toHaveURL(/\/portal\/home$/, { timeout: 15_000 });
  const screen = portal(page).locator('[part="screen"]');

  for (const route of signedInRoutes) {
    const address = `/portal${route.path}${DIRECT_QUERY[route.id] ?? ''}`;
    await page.goto(address);
    await expect(page, `${route.path} stays`).toHaveURL((url) => url.pathname + url.search === address);
    await expect(screen, `${route.path} shows <${route.element}>`).toHaveJSProperty('localName', route.element);
    await expect(screen.getByText(DIRECT_CONTENT[route.id]!, { exact: true }).first(), `${route.path} shows its content`).toBeVisible();
    if (route.id === 'settings') {
      // The identity answers from a screen opened directly: the multi-factor state is read.
      await screen.getByRole('button', { name: /Login and security/ }).click();
      await expect(screen.getByRole('switch', { name: 'Multi-factor authentication' })).toBeEnabled();
    }
    await expect(screen.getByText(/could not check|Something went wrong/i), `${route.path} has no failure`).toHaveCount(0);
    await expect(screen.getByRole('alert'), `${route.path} has no error alert`).toHaveCount(0);
  }
});
