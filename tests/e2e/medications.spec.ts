import AxeBuilder from '@axe-core/playwright';
import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import { isFocused, tabTo } from './support/keyboard';

/**
 * <rx-medications> and <rx-order-history> in the standalone portal against the reference server:
 * each test signs a fresh patient of the 'medications' seed in through the real login screen
 * (server/modules/refill/refill.seed-medications.ts: a prescription per tracker row and status route, orders
 * of every status shipped 5, 40, 89 and 91 days ago).
 */

interface Patient {
  username: string;
  password: string;
  uId: number;
}

async function medicationPatient(request: APIRequestContext): Promise<Patient> {
  const response = await request.post('/api/dev/refill-patients', { data: { scenario: 'medications', fname: 'Morgan', lname: 'Tracker' } });
  expect(response.status()).toBe(200);
  return (await response.json()) as Patient;
}

const portal = (page: Page) => page.locator('rx-portal');
const meds = (page: Page) => portal(page).locator('rx-medications');
const history = (page: Page) => portal(page).locator('rx-order-history');

async function signIn(page: Page, patient: Patient, language: 'en' | 'es' = 'en') {
  await page.goto('/portal/');
  await expect(page).toHaveURL(/\/portal\/login$/);
  const labels =
    language === 'es'
      ? { user: 'Teléfono móvil o correo electrónico', password: 'Contraseña', submit: 'Iniciar sesión' }
      : { user: 'Mobile phone or e-mail', password: 'Password', submit: 'Log in' };
  if (language === 'es') await portal(page).getByLabel('Language').selectOption('es');
  await portal(page).getByLabel(labels.user).fill(patient.username);
  await portal(page).getByLabel(labels.password, { exact: true }).fill(patient.password);
  await portal(page).getByRole('button', { name: labels.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/portal\/home$/, { timeout: 15_000 });
}

async function openMedications(page: Page, title = 'My Medications') {
  await portal(page).locator('rx-home [data-tile="Medication"]').click();
  await expect(page).toHaveURL(/\/portal\/medication$/);
  await expect(meds(page).getByRole('heading', { name: title })).toBeVisible();
  await expect(meds(page).locator('[part~="medication-row"]').first()).toBeVisible();
}

const row = (page: Page, rxNumber: string) => meds(page).locator(`[part~="medication-row"][data-rx-number="${rxNumber}"]`);
const backButton = (page: Page) => meds(page).getByRole('button', { name: 'Back', exact: true });

async function expectAxeClean(page: Page, tag: string, what: string) {
  const results = await new AxeBuilder({ page }).include({ fromShadowDom: ['rx-portal', tag] }).analyze();
  expect(results.passes.length).toBeGreaterThan(0);
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`), `axe on ${what}`).toEqual([]);
}

/** Tracker rows reached by a status click in the active table: header, whether red, and the state of each step. */
const ACTIVE_TRACKER_ROWS: [string, string, boolean, string[]][] = [
  ['7014001', 'New Rx Received', false, ['current', 'later', 'later', 'later', 'later']],
  ['7014002', 'Benefit Verification', false, ['completed', 'current', 'later', 'later', 'later']],
  ['7014003', 'Benefit Verification', false, ['completed', 'current', 'later', 'later', 'later']],
  ['7014004', 'Benefit Verification', false, ['completed', 'current', 'later', 'later', 'later']],
  ['7014005', 'Benefit Check Denied', true, ['completed', 'error', 'later', 'later', 'later']],
  ['7014006', 'Rx Transferred', false, ['completed', 'completed', 'current', 'later', 'later']],
  ['7014007', 'Coordinating Delivery', false, ['current', 'later']],
  ['7014008', 'Coordinating Delivery', false, ['current', 'later']],
  ['7014009', 'Pharmacy is trying to reach you!', true, ['error', 'later']],
  ['7014010', 'Order Shipped', false, ['completed', 'current']],
  ['7014011', 'Prior Authorization Denied', true, ['error', 'later']],
];
/** Tracker rows of the inactive table, reached by the name. */
const INACTIVE_TRACKER_ROWS: [string, string, string[]][] = [
  ['7014012', 'Order Cancelled', ['completed', 'error']],
  ['7014013', 'Order Cancelled', ['completed', 'error']],
  ['7014014', 'Order Cancelled', ['completed', 'error']],
  ['7014015', 'Rx Discontinued', ['later', 'later']],
  ['7014016', 'Rx Discontinued', ['later', 'later']],
  ['7014017', 'Rx Discontinued', ['later', 'later']],
];

async function expectTracker(page: Page, header: string, red: boolean, states: string[]) {
  const tracker = meds(page).locator('[part~="tracker"]');
  await expect(tracker.locator('[part~="tracker-header"]')).toHaveText(header);
  await expect(tracker.locator('[part~="tracker-header"]')).toHaveAttribute('data-error', String(red));
  await expect(tracker.locator('[part~="tracker-step"]')).toHaveCount(states.length);
  expect(await tracker.locator('[part~="tracker-step"]').evaluateAll((items) => items.map((item) => item.getAttribute('data-state')))).toEqual(states);
  const colours = await tracker.locator('[part~="tracker-step"]').evaluateAll((items) => items.map((item) => getComputedStyle(item).color));
  const green = await meds(page).evaluate((el) => getComputedStyle(el).getPropertyValue('--rx-color-success').trim());
  expect(green).not.toBe('');
  states.forEach((state, index) => {
    if (state === 'later') expect(colours[index]).not.toBe(colours[states.indexOf('current')] ?? 'none');
  });
}

test('every status click lands on the view the spec names, and every tracker row shows its step, colours and text', async ({ page, request }) => {
  test.setTimeout(180_000);
  const patient = await medicationPatient(request);
  await signIn(page, patient);
  await openMedications(page);

  // Tables: active and pending open, inactive closed.
  await expect(meds(page).getByRole('button', { name: /^Active Rx/ })).toHaveAttribute('aria-expanded', 'true');
  await expect(meds(page).getByRole('button', { name: /^Pending Rx/ })).toHaveAttribute('aria-expanded', 'true');
  await expect(meds(page).getByRole('button', { name: /^Inactive Rx/ })).toHaveAttribute('aria-expanded', 'false');
  await expectAxeClean(page, 'rx-medications', 'the medication tables');

  for (const [rxNumber, header, red, states] of ACTIVE_TRACKER_ROWS) {
    await row(page, rxNumber).locator('[part~="status-button"]').click();
    await expect(meds(page).locator('[part~="view-title"]')).toHaveAttribute('data-view', 'single-active-rx');
    await expectTracker(page, header, red, states);
    if (rxNumber === '7014005') await expect(meds(page).locator('[part~="tracker-detail"]')).toContainText('The prior authorization for TAL was denied');
    if (rxNumber === '7014006') {
      await expect(meds(page).locator('[part~="dispensing-pharmacy"]')).toContainText('Northside Specialty Pharmacy');
      await expect(meds(page).locator('[part~="dispensing-pharmacy"] a')).toHaveAttribute('href', 'tel:18005550199');
    }
    if (rxNumber === '7014009') await expect(meds(page).locator('[part~="tracker-detail"]')).toContainText('Please call the pharmacy back');
    if (rxNumber === '7014010') await expect(meds(page).locator('[part~="tracker-detail"] [part~="tracking-link"]')).toHaveAttribute('href', /1Z999AA10140100010/);
    await backButton(page).click();
    await expect(row(page, rxNumber)).toBeVisible();
  }
  await expectTrackerAxe(page);

  // No tracker status.
  await row(page, '7014018').locator('[part~="status-button"]').click();
  await expect(meds(page).locator('[part~="tracker-no-info"]')).toHaveText('No info is available for the prescription at this time. Please check back later.');
  await backButton(page).click();

  // Refill alerts: 0 left.
  await row(page, '7014022').locator('[part~="status-button"]').click();
  await expect(meds(page).locator('[part~="refill-alert-noRefills"]')).toBeVisible();
  await backButton(page).click();

  // Pending: the vector view.
  await row(page, '7014021').locator('[part~="status-button"]').click();
  await expect(meds(page).locator('[part~="view-title"]')).toHaveAttribute('data-view', 'single-vector-rx');
  await expect(meds(page).locator('[part~="physician-queue"]')).toContainText('Waiting for the prescriber to confirm the dose');
  await backButton(page).click();

  // Inactive: no status click; the name opens the inactive view with its tracker.
  await meds(page).getByRole('button', { name: /^Inactive Rx/ }).click();
  await expect(row(page, '7014023').locator('[part~="status-button"]')).toHaveCount(0);
  for (const [rxNumber, header, states] of INACTIVE_TRACKER_ROWS) {
    await row(page, rxNumber).locator('[part~="medication-name"]').click();
    await expect(meds(page).locator('[part~="view-title"]')).toHaveAttribute('data-view', 'single-inactive-medication');
    await expectTracker(page, header, true, states);
    if (header === 'Rx Discontinued') await expect(meds(page).locator('[part~="tracker-detail"]')).toHaveText('If this is an error, please contact your pharmacy.');
    await backButton(page).click();
    await meds(page).getByRole('button', { name: /^Inactive Rx/ }).click();
  }

  // Back with no history: home.
  await backButton(page).click();
  await expect(page).toHaveURL(/\/portal\/home$/);

  // Schedule delivery: the refill wizard, whose Back returns to the medication page. This patient
  // has orders in progress: the refill page shows its active-order notice, with why (spec 02 §2).
  await openMedications(page);
  await row(page, '7014019').locator('[part~="status-button"]').click();
  await expect(page).toHaveURL(/\/portal\/refill$/);
  const refill = portal(page).locator('rx-refill');
  await expect(refill.locator('[part="step-heading"]')).toHaveText('You have an order in progress');
  await expect(refill.locator('[part="active-order-reason"]')).toContainText('A new delivery cannot be scheduled right now: your order with');
  await expectAxeClean(page, 'rx-refill', 'the active-order notice reached from the medication page');
  await refill.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/portal\/medication$/);
  await expect(meds(page).getByRole('heading', { name: 'My Medications' })).toBeVisible();

  // Edit request: the latest request in the refill editor, saved by PUT.
  await row(page, '7014020').locator('[part~="status-button"]').click();
  await expect(page).toHaveURL(/\/portal\/refill$/);
  await expect(refill.locator('[part="title"]')).toHaveText('Edit refill');
  await expect(refill.locator('[part="step-heading"]')).toHaveText('Review your refill');
  await expect(refill.locator('[part~="summary"]').first()).toContainText('Humira Pen 40 mg/0.4 mL');
  const put = page.waitForResponse((response) => response.url().includes('/api/refill-requests') && response.request().method() === 'PUT');
  await refill.getByRole('button', { name: 'Submit', exact: true }).click();
  const response = await put;
  expect(response.status()).toBe(200);
  const { request: saved } = (await response.json()) as { request: { requestId: number; prescriptions: { rxNumber: string }[] } };
  expect(saved.prescriptions.map((item) => item.rxNumber)).toEqual(['7014020']);
  const stored = (await (await request.get(`/api/dev/refill-requests?username=${encodeURIComponent(patient.username)}`)).json()) as { refills: { requestId: number }[] };
  expect(saved.requestId).toBe(Math.max(...stored.refills.map((item) => item.requestId)));
});

async function expectTrackerAxe(page: Page) {
  await row(page, '7014005').locator('[part~="status-button"]').click();
  await expectAxeClean(page, 'rx-medications', 'an errored tracker');
  await backButton(page).click();
}

test('opt-out: suspends a prescription, refuses one with an active order (activeOrderError) and reports other failures (rxOptOut)', async ({ page, request }) => {
  const patient = await medicationPatient(request);
  await signIn(page, patient);
  await openMedications(page);

  async function optOutOf(rxNumber: string, before?: () => Promise<void>) {
    await row(page, rxNumber).locator('[part~="medication-name"]').click();
    await expect(meds(page).locator('[part~="view-title"]')).toHaveAttribute('data-view', 'single-active-medication');
    await meds(page).getByRole('button', { name: 'Stop this medication' }).click();
    const dialog = meds(page).getByRole('alertdialog');
    await expect(dialog).toContainText('Do you want to stop receiving this medication');
    await dialog.getByRole('button', { name: 'Yes', exact: true }).click();
    await expect(dialog).toContainText('To undo it you must contact your provider.');
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
    const form = meds(page).getByRole('dialog');
    await form.getByRole('button', { name: 'Stop medication', exact: true }).click();
    await expect(form.getByText('Choose at least one reason.')).toBeVisible();
    await form.getByRole('checkbox', { name: 'Other' }).check();
    await form.getByRole('button', { name: 'Stop medication', exact: true }).click();
    await expect(form.getByText('Tell us the other reason.')).toBeVisible();
    await form.getByLabel('Please tell us why').fill('Switching to another pharmacy');
    await form.getByRole('checkbox', { name: 'Cost' }).check();
    await before?.();
    await form.getByRole('button', { name: 'Stop medication', exact: true }).click();
  }

  await optOutOf('7014019');
  await expect(meds(page).locator('[part~="opt-out-success"]')).toHaveText('The prescription was suspended. Contact your provider to undo it.');
  await expectAxeClean(page, 'rx-medications', 'the opt-out result');
  await meds(page).getByRole('button', { name: 'Dismiss' }).click();
  await expect(meds(page).locator('[part~="opt-out-result"]')).toHaveCount(0);
  await backButton(page).click();
  await meds(page).getByRole('button', { name: /^Inactive Rx/ }).click();
  await expect(row(page, '7014019')).toBeVisible();
  await expect(row(page, '7014019').locator('[part~="status-button"]')).toHaveCount(0);

  await optOutOf('7014007');
  await expect(meds(page).locator('[part~="opt-out-activeOrderError"]')).toHaveText(
    'This medication is scheduled for delivery. Please call the pharmacy if you would like to discontinue this medication.',
  );
  await meds(page).getByRole('button', { name: 'Dismiss' }).click();
  await expect(meds(page).getByRole('button', { name: 'Stop this medication' })).toBeVisible();
  await backButton(page).click();

  // Another session suspends it first: this one's submit fails.
  await optOutOf('7014022', async () => {
    const status = await page.evaluate(async (uId) => {
      const { state } = JSON.parse(sessionStorage.getItem('rx-session')!) as { state: { identity: { token: string } } };
      const response = await fetch('/api/user/medications/opt-out', {
        method: 'POST',
        headers: { Authorization: `Bearer ${state.identity.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ u_id: uId, rxNumber: '7014022', reasons: ['insurance'], otherReason: null }),
      });
      return response.status;
    }, patient.uId);
    expect(status).toBe(200);
  });
  await expect(meds(page).locator('[part~="opt-out-rxOptOut"]')).toHaveText('Unable to discontinue prescription at this time. Please try again later.');
});

test('order history: sorted, labelled, three at a time, tracking links for 90 days, billing details, keyboard and calendar file', async ({ page, request }) => {
  const patient = await medicationPatient(request);
  await signIn(page, patient);
  await portal(page).locator('rx-home [data-tile="OrderHistory"]').click();
  await expect(page).toHaveURL(/\/portal\/order-history$/);
  const labels = history(page).locator('[part~="order-label"]');
  await expect(labels).toHaveCount(3);
  await expect(labels.nth(0)).toHaveText(/^Shipment \d{2}\/\d{2}\/\d{2} - Requested$/);
  await expect(labels.nth(1)).toHaveText(/^Shipment \d{2}\/\d{2}\/\d{2} - Processing$/);
  await expect(labels.nth(2)).toHaveText(/^Shipment \d{2}\/\d{2}\/\d{2} - Billed$/);
  await history(page).getByRole('button', { name: 'Load 3 more' }).click();
  await expect(labels).toHaveCount(6);
  await history(page).getByRole('button', { name: 'Load 1 more' }).click();
  await expect(labels).toHaveCount(7);
  await expect(history(page).locator('[part~="load-more"]')).toHaveCount(0);
  await expect(labels.nth(6)).toHaveText('Shipment Unknown Date - Cancelled');
  const texts = await labels.allTextContents();
  const dates = texts.slice(0, 6).map((text) => text.slice(9, 17)).map((d) => `20${d.slice(6)}-${d.slice(0, 2)}-${d.slice(3, 5)}`);
  expect(dates).toEqual([...dates].sort().reverse());

  // Orders shipped 89 days ago (linked) and 91 days ago (expired): the last two billed ones.
  const order = (index: number) => history(page).locator('[part~="order"]').nth(index);
  await order(4).locator('[part~="order-toggle"]').click();
  await expect(order(4).locator('[part~="tracking-link"]')).toHaveAttribute('href', /794644790089/);
  await expect(order(4).locator('[part~="latest-billed"]')).toBeVisible();
  await order(5).locator('[part~="order-toggle"]').click();
  await expect(order(5).locator('[part~="tracking-link"]')).toHaveCount(0);
  await expect(order(5).locator('[part~="tracking-expired"]')).toHaveText('Tracking number 1Z999AA10140100091: tracking expired');

  // Billing details of the 40-day shipment: three insurance tiers, a card with manufacturer help.
  await order(3).locator('[part~="order-toggle"]').click();
  await order(3).getByRole('button', { name: 'Show details' }).click();
  const details = order(3).locator('[part~="item-details"]');
  await expect(details).toContainText('Rx number: 7014020');
  for (const text of ['Primary insurance', 'Secondary insurance', 'Tertiary insurance', 'Card', 'Amex ending in 1005', 'Manufacturer card', '$490.00', 'Total billed', '$6,640.00']) {
    await expect(details).toContainText(text);
  }
  await order(3).getByRole('button', { name: 'Hide details' }).click();
  await expect(details).toBeHidden();
  await expect(order(3).getByRole('button', { name: 'View', exact: true })).toBeVisible();
  await expect(order(0).getByRole('button', { name: 'View', exact: true })).toHaveCount(0);
  await expectAxeClean(page, 'rx-order-history', 'the order history');

  // Keyboard only: open the first order and its calendar button.
  await order(0).locator('[part~="order-toggle"]').focus();
  await page.keyboard.press('Enter');
  await expect(order(0).locator('[part~="order-toggle"]')).toHaveAttribute('aria-expanded', 'true');
  const calendar = order(0).getByRole('button', { name: 'Add to calendar' });
  await tabTo(page, calendar);
  expect(await isFocused(calendar)).toBe(true);
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^delivery-\d{4}-\d{2}-\d{2}\.ics$/);

});

test('order history in Spanish', async ({ page, request }) => {
  const patient = await medicationPatient(request);
  await signIn(page, patient, 'es');
  await portal(page).locator('rx-home [data-tile="OrderHistory"]').click();
  await expect(history(page).getByRole('heading', { name: 'Historial de pedidos' })).toBeVisible();
  const labels = history(page).locator('[part~="order-label"]');
  await expect(labels.nth(0)).toHaveText(/^Envío \d{2}\/\d{2}\/\d{2} - Solicitado$/);
  await history(page).getByRole('button', { name: 'Cargar 3 más' }).click();
  await history(page).getByRole('button', { name: 'Cargar 1 más' }).click();
  await expect(labels.nth(6)).toHaveText('Envío Fecha desconocida - Cancelado');
  const shipped40DaysAgo = history(page).locator('[part~="order"]').nth(3);
  await shipped40DaysAgo.locator('[part~="order-toggle"]').click();
  await shipped40DaysAgo.getByRole('button', { name: 'Mostrar detalles' }).click();
  await expect(shipped40DaysAgo.locator('[part~="item-details"]')).toContainText('Seguro principal');
  await expect(shipped40DaysAgo.locator('[part~="item-details"]')).toContainText('Tarjeta del fabricante');
  await expectAxeClean(page, 'rx-order-history', 'the order history in Spanish');
});

test('the medication screen keyboard only, with the PDF list', async ({ page, request }) => {
  const patient = await medicationPatient(request);
  await signIn(page, patient);
  await openMedications(page);
  const download = page.waitForEvent('download');
  await meds(page).getByRole('button', { name: 'Download my medication list' }).click();
  expect((await download).suggestedFilename()).toBe('medication-list.pdf');

  const status = row(page, '7014009').locator('[part~="status-button"]');
  await tabTo(page, status);
  await page.keyboard.press('Enter');
  await expect(meds(page).locator('[part~="tracker-header"]')).toHaveText('Pharmacy is trying to reach you!');
  const back = backButton(page);
  await tabTo(page, back, { backwards: true });
  await page.keyboard.press('Enter');
  await expect(row(page, '7014009')).toBeVisible();

});

test('the medication screen in Spanish', async ({ page, request }) => {
  const patient = await medicationPatient(request);
  await signIn(page, patient, 'es');
  await openMedications(page, 'Mis medicamentos');
  await expect(meds(page).getByRole('button', { name: /^Recetas activas/ })).toBeVisible();
  await expectAxeClean(page, 'rx-medications', 'the medication tables in Spanish');
  await row(page, '7014005').locator('[part~="status-button"]').click();
  await expect(meds(page).locator('[part~="tracker-header"]')).toHaveText('Verificación de beneficios denegada');
  await expectAxeClean(page, 'rx-medications', 'the tracker in Spanish');
});
