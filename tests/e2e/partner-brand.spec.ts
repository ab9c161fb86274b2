import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test, expect, type Locator } from '@playwright/test';
import { startReferenceServer, type ReferenceServer } from './support/reference-server';

/**
 * A pharmacy partner added by configuration alone: a sixth brand in a brands file of its own
 * (RX_BRANDS_FILE), no change to the widgets' code and no rebuild. The portal on the partner's
 * host shows its name, its palette and its logo.
 */
const logo =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40"><rect width="120" height="40" fill="#8a3b12"/></svg>');
const favicon = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#8a3b12"/></svg>');
const sixth = {
  key: 'riverside',
  id: 60,
  name: 'Riverside Compounding Pharmacy',
  hosts: ['riverside'],
  palette: { primary: '#8a3b12', primaryDark: '#6a2d0e', accent: '#2f6b5e' },
  darkPalette: { primary: '#f0b08a', primaryDark: '#f6cdb3', accent: '#7fcfbd', focus: '#f0b08a' },
  logo,
  favicon,
  mfaIssuer: 'Riverside Pharmacy',
  flags: { discountModule: true },
};

let server: ReferenceServer;
let dir: string;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const shipped = JSON.parse(readFileSync('config/brands.json', 'utf8')) as { brands: unknown[] };
  dir = await mkdtemp(path.join(tmpdir(), 'rx-partner-brand-'));
  const file = path.join(dir, 'brands.json');
  await writeFile(file, JSON.stringify({ brands: [...shipped.brands, sixth] }));
  server = await startReferenceServer({ RX_BRANDS_FILE: file });
});

test.afterAll(async () => {
  await server?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const primaryOf = (element: Locator) => element.evaluate((el) => getComputedStyle(el).getPropertyValue('--rx-color-primary').trim());

test('a sixth brand from the brands file: its host shows its name, palette, favicon and logo', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto(`http://riverside.localhost:${server.port}/portal/`);
  expect(response!.headers()['content-security-policy']).toContain("script-src 'self';");
  await expect(page).toHaveURL(/\/portal\/login$/);
  await expect(page).toHaveTitle(`Sign in | ${sixth.name}`);
  await expect.poll(() => page.locator('link[rel~="icon"]').getAttribute('href')).toBe(favicon);
  const portal = page.locator('rx-portal');
  expect(await primaryOf(portal)).toBe(sixth.palette.primary);
  // The sign-in screen's footer names the brand; its logo is the brands file's (the API has none for brand 60).
  await expect(portal.getByText(sixth.name, { exact: false }).first()).toBeVisible();
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => primaryOf(portal)).toBe(sixth.darkPalette.primary);
  await page.emulateMedia({ colorScheme: 'light' });

  // Signed in, the home screen shows the brand's logo (the API has none for brand 60).
  const created = await page.request.post(`http://127.0.0.1:${server.port}/api/dev/refill-patients`, { data: {} });
  expect(created.status()).toBe(200);
  const patient = (await created.json()) as { username: string; password: string };
  await page.getByLabel('Mobile phone or e-mail').fill(patient.username);
  await page.getByLabel('Password', { exact: true }).fill(patient.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/portal\/home$/, { timeout: 20_000 });
  const shownLogo = portal.locator('img[part="logo"]');
  await expect(shownLogo).toHaveAttribute('src', logo);
  await expect(shownLogo).toHaveAttribute('alt', sixth.name);
  expect(errors).toEqual([]);
});

test('the other hosts of the same server keep their brands', async ({ page }) => {
  await page.goto(`http://specialty.localhost:${server.port}/portal/`);
  await expect(page).toHaveTitle('Sign in | Specialty Pharmacy');
  expect(await primaryOf(page.locator('rx-portal'))).toBe('#5b2a86');
});
