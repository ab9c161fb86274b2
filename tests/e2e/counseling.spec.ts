import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { formatCreated } from '../../src/features/counseling/model/counseling-list';
import type { CounselingResponse } from '../../src/domain/medication/counseling.schema';
import { freshPatient, portal, type FreshPatient } from './support/fresh-patient';
import { apiAsPatient, collectErrors, logIn } from './support/refill';
import { isFocused, tabTo } from './support/keyboard';
import { expectAxeCleanInBothSchemes, holdRequests, signInInSpanish } from './support/axe-schemes';

/**
 * <rx-counseling> in the portal against the reference server: a fresh patient with the standard
 * counseling items (server/modules/counseling/counseling.seed.ts), the real sign-in, the home tile and its badge.
 */
const counseling = (page: Page) => portal(page).locator('rx-counseling');
const tile = (page: Page) => portal(page).locator('rx-home [data-tile="WEB_Counseling"]');
const pendingItems = (page: Page) => counseling(page).locator('[part~="need-to-review"] [part~="item"]');
const reviewedItems = (page: Page) => counseling(page).locator('[part~="reviewed"] [part~="item"]');

async function counselingPatient(request: APIRequestContext): Promise<FreshPatient & { eventIds: number[] }> {
  const patient = await freshPatient(request);
  const response = await request.post('/api/dev/counseling-events', { data: { username: patient.username } });
  expect(response.status()).toBe(200);
  return { ...patient, ...((await response.json()) as { eventIds: number[] }) };
}

async function expectAxeClean(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).include({ fromShadowDom: ['rx-portal', 'rx-counseling'] }).analyze();
  expect(results.passes.length, `axe checked something on ${what}`).toBeGreaterThan(0);
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`), `axe on ${what}`).toEqual([]);
}

test('the home tile counts the items to review; opening one marks it reviewed, its topics expand by keyboard, and the badge follows', async ({ page, request }) => {
  const errors = collectErrors(page);
  const patient = await counselingPatient(request);
  await page.goto('/portal/');
  await logIn(page, patient);
  await expect(tile(page)).toBeVisible();
  await expect(tile(page).locator('[part="badge"]')).toHaveText('2');
  await tile(page).click();
  await expect(page).toHaveURL(/\/portal\/counseling$/);

  const { counseling: events } = await apiAsPatient<CounselingResponse>(page, '/user/counseling?u_id={uId}');
  await expect(counseling(page).getByRole('heading', { name: 'Counseling', level: 2 })).toBeVisible();
  await expect(counseling(page).getByRole('heading', { name: 'Need to Review' })).toBeVisible();
  await expect(pendingItems(page)).toHaveCount(2);
  await expect(pendingItems(page).nth(0)).toContainText('Your new medication guide');
  await expect(pendingItems(page).nth(0)).toContainText(`Created: ${formatCreated(events[0]!.timeCreated)}`);
  await expect(pendingItems(page).nth(1)).toContainText('Storing your injectable safely');
  await expect(reviewedItems(page)).toHaveCount(1);
  await expect(reviewedItems(page)).toContainText('Welcome to your pharmacy');
  // The items still to review are yellow.
  const background = await pendingItems(page).nth(0).evaluate((el) => getComputedStyle(el).backgroundColor);
  const reviewedBackground = await reviewedItems(page).nth(0).evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(background).toBe('rgb(255, 244, 206)');
  expect(reviewedBackground).not.toBe(background);
  await expectAxeClean(page, 'the list');

  // Keyboard only: focus the first item, open it, expand a topic.
  await pendingItems(page).nth(0).focus();
  await page.keyboard.press('Enter');
  const title = counseling(page).locator('[part="title"]');
  await expect(title).toHaveText('Your new medication guide');
  await expect.poll(() => isFocused(title)).toBe(true);
  await expect(counseling(page).locator('[part="prompt"]')).toContainText('Your pharmacist prepared these notes');
  const toggle = counseling(page).getByRole('button', { name: 'How to take it' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(counseling(page).getByText('Swallow it whole with a glass of water.')).toBeHidden();
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const response = counseling(page).getByRole('region', { name: 'How to take it' });
  await expect(response.locator('p')).toHaveText([
    'Take one tablet by mouth once a day, at the same time each day.',
    'Swallow it whole with a glass of water.',
    'You may take it with or without food.',
  ]);
  await expectAxeClean(page, 'the detail');

  // Marked viewed on the server; back on the list it has moved to Reviewed.
  await expect
    .poll(async () => (await apiAsPatient<CounselingResponse>(page, '/user/counseling?u_id={uId}&completed=0')).counseling.map((e) => e.counselingName))
    .toEqual(['Storing your injectable safely']);
  await counseling(page).getByRole('button', { name: 'All counseling' }).click();
  await expect(pendingItems(page)).toHaveCount(1);
  await expect(reviewedItems(page)).toHaveCount(2);
  await expect(reviewedItems(page).nth(0)).toContainText('Your new medication guide');

  await counseling(page).getByRole('button', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/portal\/home$/);
  await expect(tile(page).locator('[part="badge"]')).toHaveText('1');
  expect(errors).toEqual([]);
});

test('event_id opens the item directly; an unknown one shows the list; with all reviewed the list says so and home hides the tile', async ({ page, request }) => {
  const patient = await counselingPatient(request);
  await page.goto('/portal/');
  await logIn(page, patient);
  await expect(tile(page)).toBeVisible();

  await page.goto('/portal/counseling?event_id=2147483000');
  await expect(pendingItems(page)).toHaveCount(2);
  await expect(counseling(page).locator('[part="detail"]')).toHaveCount(0);
  // The unknown id leaves the address bar: a reload shows the list, not a search for it again.
  await expect(page).toHaveURL(/\/portal\/counseling$/);

  for (const eventId of patient.eventIds.slice(0, 2)) {
    await page.goto(`/portal/counseling?event_id=${eventId}`);
    await expect(counseling(page).locator('[part="detail"]')).toBeVisible();
  }
  await expect
    .poll(async () => (await apiAsPatient<CounselingResponse>(page, '/user/counseling?u_id={uId}&completed=0')).counseling.length)
    .toBe(0);
  await counseling(page).getByRole('button', { name: 'All counseling' }).click();
  await expect(counseling(page).locator('[part="empty"]')).toHaveText("You're all caught up! Please check back later for new information.");
  await expect(reviewedItems(page)).toHaveCount(3);
  await expectAxeCleanInBothSchemes(page, ['rx-portal', 'rx-counseling'], 'the list with nothing to review');

  await counseling(page).getByRole('button', { name: 'Home' }).click();
  await expect(portal(page).locator('rx-home [data-tile]').first()).toBeVisible();
  await expect(tile(page)).toHaveCount(0);
});

test('in Spanish the list and the detail are in Spanish and axe clean in both colour schemes', async ({ page, request }) => {
  const patient = await counselingPatient(request);
  await page.goto('/portal/');
  await portal(page).getByLabel('Language').selectOption('es');
  await portal(page).getByLabel('Teléfono móvil o correo electrónico').fill(patient.username);
  await portal(page).getByLabel('Contraseña', { exact: true }).fill(patient.password);
  await portal(page).getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page).toHaveURL(/\/portal\/home$/, { timeout: 15_000 });
  await tile(page).click();
  await expect(counseling(page).getByRole('heading', { name: 'Asesoría', level: 2 })).toBeVisible();
  await expect(counseling(page).getByRole('heading', { name: 'Por revisar' })).toBeVisible();
  await expect(counseling(page).getByRole('heading', { name: 'Revisado' })).toBeVisible();
  await expect(pendingItems(page).nth(0)).toContainText('Creado: ');
  await expectAxeCleanInBothSchemes(page, ['rx-portal', 'rx-counseling'], 'the list in Spanish');
  await pendingItems(page).nth(1).click();
  await expect(counseling(page).getByRole('button', { name: 'Toda la asesoría' })).toBeVisible();
  await expectAxeCleanInBothSchemes(page, ['rx-portal', 'rx-counseling'], 'the detail in Spanish');
});

test('keyboard only from home: Tab to the tile, open an item, expand a topic, back to the list and home; list and detail axe clean in both colour schemes', async ({ page, request }) => {
  const errors = collectErrors(page);
  const patient = await counselingPatient(request);
  await page.goto('/portal/');
  await logIn(page, patient);
  await expect(tile(page)).toBeVisible();

  await tabTo(page, tile(page), { max: 60 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/portal\/counseling$/);
  await expect(pendingItems(page)).toHaveCount(2);
  await expectAxeCleanInBothSchemes(page, ['rx-portal', 'rx-counseling'], 'the list');

  await tabTo(page, pendingItems(page).nth(1));
  await page.keyboard.press('Enter');
  const title = counseling(page).locator('[part="title"]');
  await expect(title).toHaveText('Storing your injectable safely');
  await expect.poll(() => isFocused(title)).toBe(true);
  const toggle = counseling(page).locator('[part="detail"] button[aria-expanded]').first();
  await tabTo(page, toggle);
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expectAxeCleanInBothSchemes(page, ['rx-portal', 'rx-counseling'], 'the detail with a topic open');

  await tabTo(page, counseling(page).getByRole('button', { name: 'All counseling' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(pendingItems(page)).toHaveCount(1);
  await expect(reviewedItems(page)).toHaveCount(2);
  await tabTo(page, counseling(page).getByRole('button', { name: 'Home' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/portal\/home$/);
  expect(errors).toEqual([]);
});

test('a failed load shows loadFailed with Try again, which brings the list (GET /user/counseling failed in the browser); error axe clean in both schemes', async ({ page, request }) => {
  const patient = await counselingPatient(request);
  await page.goto('/portal/');
  await logIn(page, patient);
  await expect(tile(page)).toBeVisible();

  // No real request makes the server refuse a patient their own list, so the network fails here.
  const listCall = /\/api\/user\/counseling\?/;
  await page.route(listCall, (route) => route.abort('failed'));
  await page.goto('/portal/counseling');
  const failure = counseling(page).getByRole('alert');
  await expect(failure).toContainText('We could not load your counseling items. Please try again later.', { timeout: 15_000 });
  await expect(pendingItems(page)).toHaveCount(0);
  await expectAxeCleanInBothSchemes(page, ['rx-portal', 'rx-counseling'], 'the load failure');

  await page.unroute(listCall);
  await tabTo(page, failure.getByRole('button', { name: 'Try again' }));
  await page.keyboard.press('Enter');
  await expect(pendingItems(page)).toHaveCount(2);
  await expect(counseling(page).getByRole('alert')).toHaveCount(0);
});

test('in Spanish the empty list says all caught up and a failed load says so, axe clean in both colour schemes; an unknown event_id shows the list', async ({ page, request }) => {
  const patient = await freshPatient(request);
  await signInInSpanish(page, patient, /\/portal\/home$/);
  await page.goto('/portal/counseling?event_id=2147483000');
  await expect(counseling(page).getByRole('heading', { name: 'Asesoría', level: 2 })).toBeVisible();
  await expect(counseling(page).locator('[part="empty"]')).toHaveText('¡Está al día! Vuelva más tarde para ver información nueva.');
  await expect(counseling(page).locator('[part="detail"]')).toHaveCount(0);
  await expectAxeCleanInBothSchemes(page, ['rx-portal', 'rx-counseling'], 'the empty list in Spanish');

  // The list call failed in the browser, as in the English failure test.
  await page.route(/\/api\/user\/counseling\?/, (route) => route.abort('failed'));
  await page.reload();
  await expect(counseling(page).getByRole('alert')).toContainText('No pudimos cargar sus temas de asesoría. Inténtelo de nuevo más tarde.', { timeout: 15_000 });
  await expect(counseling(page).getByRole('alert').getByRole('button', { name: 'Intentar de nuevo' })).toBeVisible();
  await expectAxeCleanInBothSchemes(page, ['rx-portal', 'rx-counseling'], 'the load failure in Spanish');
  await counseling(page).getByRole('button', { name: 'Inicio' }).click();
  await expect(page).toHaveURL(/\/portal\/home$/);
});

test('while the list loads a loading row is announced, axe clean in both schemes; then the list', async ({ page, request }) => {
  const patient = await counselingPatient(request);
  await page.goto('/portal/');
  await logIn(page, patient);
  const held = await holdRequests(page, /\/api\/user\/counseling\?u_id=\d+$/);
  await page.goto('/portal/counseling');
  await expect(counseling(page).getByRole('status').filter({ hasText: 'Loading your counseling items' })).toBeAttached();
  await expect(pendingItems(page)).toHaveCount(0);
  await expectAxeCleanInBothSchemes(page, ['rx-portal', 'rx-counseling'], 'the loading list');
  await held.release();
  await expect(pendingItems(page)).toHaveCount(2);
  await expect(counseling(page).locator('[part="spinner"]')).toHaveCount(0);
});
