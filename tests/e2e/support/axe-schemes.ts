import { expect, type Page, type Request, type Route } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { portal } from './fresh-patient';

/**
 * Axe on what is on screen now, in the light and then the dark colour scheme (the elements follow
 * `prefers-color-scheme`), leaving the page light. `hosts` are the shadow hosts to look inside,
 * outermost first, e.g. ['rx-portal', 'rx-nps'].
 */
export async function expectAxeCleanInBothSchemes(page: Page, hosts: readonly string[], what: string): Promise<void> {
  await expectAxeCleanIn(page, 'light', hosts, what);
  const light = await textColourOf(page, hosts);
  await expectAxeCleanIn(page, 'dark', hosts, what);
  expect(await textColourOf(page, hosts), `the dark scheme changes the text colour of ${what}`).not.toBe(light);
  await page.emulateMedia({ colorScheme: 'light' });
}

/** The text colour the innermost host draws with, to be sure the scheme really switched. */
function textColourOf(page: Page, hosts: readonly string[]): Promise<string> {
  return page
    .locator(hosts.join(' '))
    .first()
    .evaluate((host) => getComputedStyle(host).getPropertyValue('--rx-color-text').trim());
}

/** Axe in one colour scheme, which the page keeps: for a state that lasts only a moment (a thank-you before home). */
export async function expectAxeCleanIn(page: Page, colorScheme: 'light' | 'dark', hosts: readonly string[], what: string): Promise<void> {
  await page.emulateMedia({ colorScheme });
  const [outer, inner, ...rest] = hosts;
  const builder = new AxeBuilder({ page });
  const results = await (inner === undefined ? builder.include(outer!) : builder.include({ fromShadowDom: [outer!, inner, ...rest] })).analyze();
  expect(results.passes.length, `axe checked something on ${what} (${colorScheme})`).toBeGreaterThan(0);
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`),
    `axe on ${what} (${colorScheme})`,
  ).toEqual([]);
}

/** Opens the portal, picks Spanish on the login screen and signs in; lands where `landing` says. */
export async function signInInSpanish(page: Page, account: { username: string; password: string }, landing: RegExp, origin = ''): Promise<void> {
  await page.goto(`${origin}/portal/`);
  await expect(page).toHaveURL(/\/portal\/login$/);
  await portal(page).getByLabel('Language').selectOption('es');
  await portal(page).getByLabel('Teléfono móvil o correo electrónico').fill(account.username);
  await portal(page).getByLabel('Contraseña', { exact: true }).fill(account.password);
  await portal(page).getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page).toHaveURL(landing, { timeout: 15_000 });
}

/**
 * Holds every request to `url` until the returned release is called, so a loading or sending
 * state stays on screen long enough to be checked; then they, and any later ones, go on to the real server.
 * `only` narrows it to some requests of that address (a method, a body); the others go straight on.
 */
export async function holdRequests(
  page: Page,
  url: RegExp,
  only: (request: Request) => boolean = () => true,
): Promise<{ release: () => Promise<void>; count: () => number }> {
  let open!: () => void;
  const released = new Promise<void>((resolve) => (open = resolve));
  let seen = 0;
  const handler = async (route: Route) => {
    if (!only(route.request())) return route.continue();
    seen += 1;
    await released;
    await route.continue();
  };
  await page.route(url, handler);
  return {
    // The route stays: what comes after the release goes straight on.
    release: async () => open(),
    count: () => seen,
  };
}
