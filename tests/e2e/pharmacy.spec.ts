import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import type { BrandAlertsResponse } from '../../src/domain/company/brand-info.schema';
import { alertDate } from '../../src/features/pharmacy/model/pharmacy';
import { freshPatient, portal, type FreshPatient } from './support/fresh-patient';
import { apiAsPatient, collectErrors } from './support/refill';
import { isFocused, tabTo } from './support/keyboard';
import { expectAxeCleanInBothSchemes, holdRequests, signInInSpanish } from './support/axe-schemes';

/**
 * <rx-pharmacy> (/pharmacy, module CompanyInfo) in the portal against the reference server: the
 * seeded brands (server/seed/reference-data.ts), the specialty brand's Updates tab and alerts.
 */
const pharmacy = (page: Page) => portal(page).locator('rx-pharmacy');

async function expectAxeClean(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).include({ fromShadowDom: ['rx-portal', 'rx-pharmacy'] }).analyze();
  expect(results.passes.length, `axe checked something on ${what}`).toBeGreaterThan(0);
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`), `axe on ${what}`).toEqual([]);
}

async function signInOn(page: Page, origin: string, patient: FreshPatient, spanish = false) {
  await page.goto(`${origin}/portal/`);
  await expect(page).toHaveURL(/\/portal\/login$/);
  if (spanish) await portal(page).getByLabel('Language').selectOption('es');
  await portal(page).getByLabel(spanish ? 'Teléfono móvil o correo electrónico' : 'Mobile phone or e-mail').fill(patient.username);
  await portal(page).getByLabel(spanish ? 'Contraseña' : 'Password', { exact: true }).fill(patient.password);
  await portal(page).getByRole('button', { name: spanish ? 'Iniciar sesión' : 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/portal\/home$/, { timeout: 15_000 });
}

const specialtyOrigin = (baseURL: string | undefined) => {
  const url = new URL(baseURL!);
  url.hostname = 'specialty.localhost';
  return url.origin;
};

test('the specialty brand: the overview of its pharmacy, then the Updates tab by keyboard with each alert dated', async ({ page, request, baseURL }) => {
  const errors = collectErrors(page);
  const patient = await freshPatient(request);
  await signInOn(page, specialtyOrigin(baseURL), patient);
  await portal(page).locator('rx-home [data-tile="CompanyInfo"]').click();
  await expect(page).toHaveURL(/\/portal\/pharmacy$/);

  await expect(pharmacy(page).getByRole('heading', { name: 'Summit Specialty Pharmacy', level: 2 })).toBeVisible();
  const overviewTab = pharmacy(page).getByRole('tab', { name: 'Overview' });
  const updatesTab = pharmacy(page).getByRole('tab', { name: 'Updates' });
  await expect(overviewTab).toHaveAttribute('aria-selected', 'true');
  await expect(pharmacy(page).getByRole('link', { name: '1-800-555-0102' })).toHaveAttribute('href', 'tel:18005550102');
  await expect(pharmacy(page).getByRole('link', { name: 'specialty@summit.example.com' })).toHaveAttribute('href', 'mailto:specialty@summit.example.com');
  await expect(pharmacy(page).locator('[part="fax"]')).toHaveText('Fax: 1-800-555-0192');
  const hours = pharmacy(page).locator('[part="hours"] li');
  await expect(hours).toHaveText([
    'Monday9:00 AM – 6:00 PM',
    'Tuesday9:00 AM – 6:00 PM',
    'Wednesday9:00 AM – 6:00 PM',
    'Thursday9:00 AM – 6:00 PM',
    'Friday9:00 AM – 6:00 PM',
    'Saturday9:00 AM – 1:00 PM',
    'SundayClosed',
  ]);
  await expect(pharmacy(page).locator('[part="time-zone"]')).toHaveText(/^Times are in Central (Standard|Daylight) Time\.$/);
  await expect(pharmacy(page).locator('[part="hours-note"]')).toHaveText('A pharmacist is on call 24/7 for urgent questions.');
  await expect(pharmacy(page).locator('address')).toHaveText('2200 Innovation DriveNashville, TN 37203');
  await expectAxeClean(page, 'the overview');

  await overviewTab.focus();
  await page.keyboard.press('ArrowRight');
  await expect(updatesTab).toHaveAttribute('aria-selected', 'true');
  expect(await isFocused(updatesTab)).toBe(true);
  const { brandAlerts } = await apiAsPatient<BrandAlertsResponse>(page, '/company/brand-info/alerts?company_id=1&brand_id=2');
  const updates = pharmacy(page).locator('[part="update"]');
  await expect(updates).toHaveCount(2);
  for (const alert of brandAlerts) {
    await expect(updates.filter({ hasText: alert.note })).toContainText(`Posted ${alertDate(alert.createdDate)}`);
  }
  await expect(pharmacy(page).locator('[part="overview"]')).toBeHidden();
  await expectAxeClean(page, 'the updates');
  expect(errors).toEqual([]);
});

test('the default brand shows the overview alone, without tabs; in Spanish the hours and the note are Spanish', async ({ page, request }) => {
  const patient = await freshPatient(request);
  await signInOn(page, '', patient, true);
  await page.goto('/portal/pharmacy');
  await expect(pharmacy(page).getByRole('heading', { name: 'Rx Portal Pharmacy', level: 2 })).toBeVisible();
  await expect(pharmacy(page).getByRole('tablist')).toHaveCount(0);
  await expect(pharmacy(page).getByRole('heading', { name: 'Horario' })).toBeVisible();
  await expect(pharmacy(page).locator('[part="hours"] li').first()).toHaveText(/^lunes9:00/);
  await expect(pharmacy(page).locator('[part="hours-note"]')).toHaveText('Cerrado los días festivos federales.');
  await expect(pharmacy(page).getByRole('link', { name: '1-800-555-0101' })).toHaveAttribute('href', 'tel:18005550101');
  await expect(pharmacy(page).locator('[part="updates"], [part="no-updates"]')).toHaveCount(0);
  await expectAxeCleanInBothSchemes(page, ['rx-portal', 'rx-pharmacy'], 'the overview in Spanish');
  await pharmacy(page).getByRole('button', { name: 'Inicio' }).click();
  await expect(page).toHaveURL(/\/portal\/home$/);
});

test('keyboard only in Spanish on the specialty brand: the tile, the tabs by arrows, home again; overview and updates axe clean in both colour schemes', async ({ page, request, baseURL }) => {
  const errors = collectErrors(page);
  const patient = await freshPatient(request);
  await signInInSpanish(page, patient, /\/portal\/home$/, specialtyOrigin(baseURL));
  await tabTo(page, portal(page).locator('rx-home [data-tile="CompanyInfo"]'), { max: 60 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/portal\/pharmacy$/);

  const overviewTab = pharmacy(page).getByRole('tab', { name: 'Información general' });
  const updatesTab = pharmacy(page).getByRole('tab', { name: 'Novedades' });
  await expect(pharmacy(page).getByRole('heading', { name: 'Horario' })).toBeVisible();
  await expectAxeCleanInBothSchemes(page, ['rx-portal', 'rx-pharmacy'], 'the overview in Spanish');

  await tabTo(page, overviewTab);
  await page.keyboard.press('ArrowRight');
  await expect(updatesTab).toHaveAttribute('aria-selected', 'true');
  expect(await isFocused(updatesTab)).toBe(true);
  await expect(pharmacy(page).locator('[part="update"]')).toHaveCount(2);
  await expect(pharmacy(page).locator('[part="update"]').first()).toContainText('Publicado el ');
  await expectAxeCleanInBothSchemes(page, ['rx-portal', 'rx-pharmacy'], 'the updates in Spanish');
  await page.keyboard.press('ArrowLeft');
  await expect(overviewTab).toHaveAttribute('aria-selected', 'true');
  await expect(pharmacy(page).locator('[part="overview"]')).toBeVisible();

  await tabTo(page, pharmacy(page).getByRole('button', { name: 'Inicio' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/portal\/home$/);
  expect(errors).toEqual([]);
});

test('Updates: none from the pharmacy (GET alerts answered 404 in the browser) says so; a failed load says updatesFailed and Try again brings them; both axe clean in both schemes', async ({ page, request, baseURL }) => {
  const patient = await freshPatient(request);
  await signInOn(page, specialtyOrigin(baseURL), patient);
  // Every seeded alert applies to every company of the brand, so "none" cannot come from the real server.
  const alertsCall = /\/api\/company\/brand-info\/alerts\?/;
  await page.route(alertsCall, (route) => route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify({ message: 'No alerts' }) }));
  await page.goto(`${specialtyOrigin(baseURL)}/portal/pharmacy`);
  await pharmacy(page).getByRole('tab', { name: 'Updates' }).click();
  await expect(pharmacy(page).getByText('There are no updates from your pharmacy right now.')).toBeVisible();
  await expectAxeCleanInBothSchemes(page, ['rx-portal', 'rx-pharmacy'], 'no updates');

  await page.unroute(alertsCall);
  await page.route(alertsCall, (route) => route.abort('failed'));
  await page.goto(`${specialtyOrigin(baseURL)}/portal/pharmacy`);
  await pharmacy(page).getByRole('tab', { name: 'Updates' }).click();
  await expect(pharmacy(page).getByRole('alert')).toContainText("We could not load your pharmacy's updates. Please try again later.", { timeout: 15_000 });
  await expectAxeCleanInBothSchemes(page, ['rx-portal', 'rx-pharmacy'], 'the updates failure');
  // The overview does not depend on the alerts.
  await pharmacy(page).getByRole('tab', { name: 'Overview' }).click();
  await expect(pharmacy(page).getByRole('heading', { name: 'Hours' })).toBeVisible();
  // Try again, by keyboard, asks the server again.
  await pharmacy(page).getByRole('tab', { name: 'Updates' }).click();
  await page.unroute(alertsCall);
  await tabTo(page, pharmacy(page).getByRole('alert').getByRole('button', { name: 'Try again' }));
  await page.keyboard.press('Enter');
  await expect(pharmacy(page).locator('[part="update"]')).toHaveCount(2);
});

test('a failed load of the pharmacy shows loadFailed (GET brand-info failed in the browser); Try again by keyboard brings the overview', async ({ page, request }) => {
  const patient = await freshPatient(request);
  await signInOn(page, '', patient);
  // The brand-info route answers any signed-in page of a seeded brand; no real request fails it.
  const infoCall = /\/api\/company\/brand-info\?/;
  await page.route(infoCall, (route) => route.abort('failed'));
  await page.goto('/portal/pharmacy');
  const failure = pharmacy(page).getByRole('alert');
  await expect(failure).toContainText("We could not load your pharmacy's information. Please try again later.", { timeout: 15_000 });
  await expect(pharmacy(page).getByRole('heading', { name: 'Your pharmacy', level: 2 })).toBeVisible();
  await expectAxeCleanInBothSchemes(page, ['rx-portal', 'rx-pharmacy'], 'the load failure');

  await page.unroute(infoCall);
  await tabTo(page, failure.getByRole('button', { name: 'Try again' }));
  await page.keyboard.press('Enter');
  await expect(pharmacy(page).getByRole('heading', { name: 'Rx Portal Pharmacy', level: 2 })).toBeVisible();
  await expect(pharmacy(page).getByRole('alert')).toHaveCount(0);
});

test("while the pharmacy loads its loading state is announced, axe clean in both schemes; then the overview", async ({ page, request }) => {
  const patient = await freshPatient(request);
  await signInOn(page, '', patient);
  const held = await holdRequests(page, /\/api\/company\/brand-info\?/);
  await page.goto('/portal/pharmacy');
  await expect(pharmacy(page).getByRole('status').filter({ hasText: "Loading your pharmacy's information" })).toBeAttached();
  await expectAxeCleanInBothSchemes(page, ['rx-portal', 'rx-pharmacy'], 'the loading overview');
  await held.release();
  await expect(pharmacy(page).getByRole('heading', { name: 'Rx Portal Pharmacy', level: 2 })).toBeVisible();
});
