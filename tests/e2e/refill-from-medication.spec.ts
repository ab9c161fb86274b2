import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import { openHostPage } from './support/host-page';
import { portal, signInToPortal, type FreshPatient } from './support/fresh-patient';

/**
 * Spec 02 §2: a "Ready to schedule" status click on the medication page goes to /refill with the
 * from-medication marker, also while another order is in progress; the refill page is the one
 * that then shows the active-order notice (why a new delivery cannot be scheduled, naming the
 * medications of the order in progress) with its button to the read-only view. Each test signs in
 * a fresh patient of the 'medications' seed (server/modules/refill/refill.seed-medications.ts):
 * 7014019 Lisinopril is ready to schedule; Humira (requested) and Orencia (coordinating delivery)
 * are among its medications in an order in progress.
 */

const READY = '7014019';
const LISINOPRIL = 'Lisinopril 10 mg tablet';
const IN_ORDER = ['Humira Pen 40 mg/0.4 mL', 'Orencia 125 mg syringe'];

async function patientWithOrderInProgress(request: APIRequestContext): Promise<FreshPatient> {
  const response = await request.post('/api/dev/refill-patients', { data: { scenario: 'medications', fname: 'Sam', lname: 'Schedule' } });
  expect(response.status()).toBe(200);
  return (await response.json()) as FreshPatient;
}

const readyToSchedule = (medications: ReturnType<Page['locator']>) =>
  medications.locator(`[part~="medication-row"][data-rx-number="${READY}"] [part~="status-button"]`);

test('in the portal, "Ready to schedule" with an order in progress opens /refill: the notice says why and opens the order; Back returns to the medication page', async ({ page, request }) => {
  const patient = await patientWithOrderInProgress(request);
  await signInToPortal(page, patient, /\/portal\/home$/);
  await portal(page).locator('rx-home [data-tile="Medication"]').click();
  await expect(page).toHaveURL(/\/portal\/medication$/);
  const medications = portal(page).locator('rx-medications');
  await expect(readyToSchedule(medications)).toHaveText('Ready to schedule');

  await readyToSchedule(medications).click();
  await expect(page).toHaveURL(/\/portal\/refill$/);
  const refill = portal(page).locator('rx-refill');
  await expect(refill.locator('[part="step-heading"]')).toHaveText('You have an order in progress');
  const reason = refill.locator('[part="active-order-reason"]');
  await expect(reason).toContainText('A new delivery cannot be scheduled right now: your order with ');
  await expect(reason).toContainText('is still in progress. A new delivery can be scheduled once that order has shipped.');
  for (const name of IN_ORDER) await expect(reason).toContainText(name);
  await expect(reason).not.toContainText(LISINOPRIL);
  await expect(refill.getByRole('button', { name: 'View order', exact: true })).toBeVisible();

  // The browser's Back returns to the medication page.
  await page.goBack();
  await expect(page).toHaveURL(/\/portal\/medication$/);
  await expect(medications.getByRole('heading', { name: 'My Medications' })).toBeVisible();
  await expect(medications.locator('[part~="schedule-blocked"]')).toHaveCount(0);

  // Again, and the notice's button opens the read-only view of the order in progress.
  await readyToSchedule(medications).click();
  await expect(page).toHaveURL(/\/portal\/refill$/);
  await refill.getByRole('button', { name: 'View order', exact: true }).click();
  await expect(refill.locator('[part="step-heading"]')).toHaveText('Your current order');
});

test('<rx-medications> alone on a host page: "Ready to schedule" with an order in progress asks the host for /refill from the medication page', async ({ page, request }) => {
  const patient = await patientWithOrderInProgress(request);
  await signInToPortal(page, patient, /\/portal\/home$/);
  await page.addInitScript(() => {
    const log: unknown[] = [];
    (window as unknown as { __navigations: unknown[] }).__navigations = log;
    document.addEventListener('rx-navigate', (event) => log.push((event as CustomEvent).detail));
  });
  await openHostPage(page, { name: 'medications-alone', title: 'Your medications', element: '<rx-medications></rx-medications>' });
  const medications = page.locator('rx-medications');
  await expect(readyToSchedule(medications)).toHaveText('Ready to schedule');
  const navigations = () => page.evaluate(() => (window as unknown as { __navigations: unknown[] }).__navigations);
  expect(await navigations()).toEqual([]);

  await readyToSchedule(medications).click();
  await expect.poll(navigations).toEqual([{ path: '/refill', state: { fromMedication: true } }]);
  await expect(medications.locator('[part~="schedule-blocked"]')).toHaveCount(0);
  await expect(page).toHaveURL(/\/e2e\/medications-alone$/);
});
