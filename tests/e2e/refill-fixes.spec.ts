import { test, expect, type Page } from '@playwright/test';
import { weekdayOf } from '../../src/domain/calendar/calendar-dates';
import {
  apiAsPatient,
  button,
  collectErrors,
  dateField,
  expectAxeClean,
  expectedWindow,
  fillWizard,
  HEADINGS,
  MEDS,
  newRefillPatient,
  offeredDates,
  openRefillFromHome,
  portal,
  refill,
  shownDate,
  shownDateWithWeekday,
  signInToRefill,
  stepHeading,
  storedRefills,
} from './support/refill';
import { isFocused } from './support/keyboard';

/**
 * What a patient meets in the refill wizard, against the reference server: every order in
 * progress in the notice and its view (and how each can be changed), a medication that is not due
 * yet, the date hint, the pharmacy's own texts in Spanish, and leaving an edit with changes.
 */

const RILEY = { username: 'riley.refill@example.com', password: 'Demo#Pass2024' };
const hint = (page: Page) => refill(page).locator('[part="min-date-message"]');

test('two orders in progress: the notice and the view name both, Edit for the requested one, call the pharmacy for the one being filled', async ({ page }) => {
  const errors = collectErrors(page);
  await signInToRefill(page, RILEY, 'You have an order in progress');
  const notice = refill(page).getByRole('list', { name: 'Orders in progress' }).getByRole('listitem');
  await expect(notice).toHaveCount(2);
  await expect(notice.filter({ hasText: MEDS.humira })).toContainText('The pharmacy has not started on it yet: you can view and edit it.');
  await expect(notice.filter({ hasText: MEDS.lisinopril })).toContainText('The pharmacy has started on it: to change it, please call the pharmacy.');
  await expect(refill(page).locator('[part="active-order"]')).toContainText('1-800-555-0101');
  await expectAxeClean(page, 'the notice of two orders');

  await button(page, 'View order').click();
  await expect(stepHeading(page)).toHaveText('Your current order');
  const orders = refill(page).locator('[part="viewed-order"]');
  await expect(orders).toHaveCount(2);
  await expect(orders.getByRole('heading', { level: 4, name: /^Order \d of 2$/ })).toHaveCount(2);
  const humira = orders.filter({ has: page.getByRole('listitem').filter({ hasText: MEDS.humira }) });
  const lisinopril = orders.filter({ has: page.getByRole('listitem').filter({ hasText: MEDS.lisinopril }) });
  await expect(humira.getByRole('button', { name: 'Edit order' })).toBeVisible();
  await expect(humira).not.toContainText('please call the pharmacy');
  await expect(lisinopril.getByRole('button', { name: 'Edit order' })).toHaveCount(0);
  await expect(lisinopril.locator('[part="call-to-change"]')).toHaveText('The pharmacy has started on it: to change it, please call the pharmacy.');
  await expectAxeClean(page, 'the view of two orders');
  expect(errors).toEqual([]);
});

test('a medication not due yet says when it can ship, next to it and on the date step, and the order starts then', async ({ page, request }) => {
  const patient = await newRefillPatient(request);
  await signInToRefill(page, patient);
  const own = await expectedWindow(page, [MEDS.atorvastatin], false);
  const due = await expectedWindow(page, [MEDS.lisinopril], false);
  expect(own.earliest > due.earliest, 'Atorvastatin is seeded not yet due').toBe(true);

  const atorvastatin = refill(page).getByRole('checkbox', { name: MEDS.atorvastatin });
  await expect(atorvastatin).toHaveAccessibleDescription(new RegExp(`Not due yet: can ship from ${shownDateWithWeekday(own.earliest)}\\.`));
  await expect(refill(page).getByRole('checkbox', { name: MEDS.lisinopril })).not.toHaveAccessibleDescription(/Not due yet/);
  await expect(refill(page).locator('[part="ships-from"]')).toHaveCount(1);

  await refill(page).getByRole('checkbox', { name: MEDS.lisinopril }).check();
  await atorvastatin.check();
  await button(page, 'Next').click();
  await expect(stepHeading(page)).toHaveText(HEADINGS.deliveryDate);
  await expect(hint(page)).toContainText(`${MEDS.atorvastatin} can ship from ${shownDateWithWeekday(own.earliest)}, so the order is delivered from then.`);
  const offered = await offeredDates(dateField(page));
  expect(offered[0]).toBe(own.earliest);

  // Without it the order starts earlier and nothing is said.
  await button(page, 'Back').click();
  await atorvastatin.uncheck();
  await button(page, 'Next').click();
  await expect(stepHeading(page)).toHaveText(HEADINGS.deliveryDate);
  await expect(hint(page)).not.toContainText('can ship from');
  expect((await offeredDates(dateField(page)))[0]).toBe(due.earliest);
});

test('the date hint follows the dates offered: the weekday rule, every offered weekend day by name, the holidays skipped', async ({ page, request }) => {
  const patient = await newRefillPatient(request);
  await signInToRefill(page, patient);
  for (const choice of [[MEDS.lisinopril], [MEDS.lisinopril, MEDS.atorvastatin]]) {
    const window = await expectedWindow(page, choice, false);
    for (const name of choice) await refill(page).getByRole('checkbox', { name }).check();
    await button(page, 'Next').click();
    await expect(stepHeading(page)).toHaveText(HEADINGS.deliveryDate);
    expect(await offeredDates(dateField(page))).toEqual([...window.allowed]);
    await expect(hint(page)).toContainText('Deliveries arrive Monday to Friday.');
    await expect(hint(page)).not.toContainText('except holidays');
    const weekend = window.allowed.filter((date) => weekdayOf(date) === 0 || weekdayOf(date) === 6);
    if (weekend.length > 0) await expect(hint(page)).toContainText(`Also on ${shownDateWithWeekday(weekend[0]!)}`);
    else await expect(hint(page)).not.toContainText('Also on');
    const skipped = window.holidays.nonRef.filter((date) => date >= window.earliest && date <= window.latest && weekdayOf(date) % 6 !== 0);
    if (skipped.length > 0) await expect(hint(page)).toContainText(`No deliveries on ${shownDateWithWeekday(skipped[0]!)}`);
    else await expect(hint(page)).not.toContainText('No deliveries on');
    await button(page, 'Back').click();
    for (const name of choice) await refill(page).getByRole('checkbox', { name }).uncheck();
  }
});

test('in Spanish, the pharmacy hours note and the holiday names come from the server in Spanish', async ({ page, request }) => {
  const patient = await newRefillPatient(request);
  await page.goto('/portal/');
  await portal(page).getByLabel('Language').selectOption('es');
  await portal(page).getByLabel('Teléfono móvil o correo electrónico').fill(patient.username);
  await portal(page).getByLabel('Contraseña', { exact: true }).fill(patient.password);
  const brandInfo = page.waitForRequest((r) => r.url().includes('/api/company/brand-info?'));
  await portal(page).getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page).toHaveURL(/\/portal\/home$/, { timeout: 15_000 });
  await openRefillFromHome(page, '¿Qué medicamentos necesita?');
  const byPhone = refill(page).getByRole('region', { name: 'Resurtido por teléfono' });
  await expect(byPhone).toContainText('Cerrado los días festivos federales.');
  await expect(byPhone).not.toContainText('Closed on federal holidays.');
  expect(new URL((await brandInfo).url()).searchParams.get('locale')).toBe('es');

  // A holiday the delivery window skips is named in Spanish on the date step.
  const window = await expectedWindow(page, [MEDS.lisinopril, MEDS.atorvastatin], false);
  const { holidays } = await apiAsPatient<{ holidays: { holiday: string; name: string }[] }>(page, '/company/shipping-holidays?company_id=1&locale=es');
  const skipped = holidays.find((day) => window.holidays.nonRef.includes(day.holiday) && day.holiday >= window.earliest && day.holiday <= window.latest && weekdayOf(day.holiday) % 6 !== 0);
  for (const name of [MEDS.lisinopril, MEDS.atorvastatin]) await refill(page).getByRole('checkbox', { name }).check();
  await button(page, 'Siguiente').click();
  await expect(stepHeading(page)).toHaveText('¿Cuándo debemos entregarlos?');
  await expect(hint(page)).toContainText('Las entregas llegan de lunes a viernes.');
  if (skipped) {
    await expect(hint(page)).toContainText(`No hay entregas el`);
    await expect(hint(page)).toContainText(`(${skipped.name})`);
    expect(skipped.name).not.toMatch(/Day$/);
  } else await expect(hint(page)).not.toContainText('No hay entregas');
});

test('Back out of an edit with changes asks first: Keep editing stays with the changes, Discard changes leaves the order as it was', async ({ page, request }) => {
  const errors = collectErrors(page);
  const patient = await newRefillPatient(request);
  await signInToRefill(page, patient);
  const { date } = await fillWizard(page, { medications: [MEDS.lisinopril] });
  await button(page, 'Submit').click();
  await expect(refill(page).getByText('Your refill request has been submitted.')).toBeVisible();
  await expect(page).toHaveURL(/\/portal\/nps-form$/, { timeout: 6_000 });
  await page.goto('/portal/refill');
  await expect(stepHeading(page)).toHaveText('You have an order in progress');
  await expect(refill(page).getByRole('listitem')).toContainText('The pharmacy has not started on it yet: you can view and edit it.');

  await button(page, 'View order').click();
  await button(page, 'Edit order').click();
  await expect(stepHeading(page)).toHaveText(HEADINGS.review);
  await button(page, 'Edit Delivery date').click();
  await expect(stepHeading(page)).toHaveText(HEADINGS.deliveryDate);

  // No change yet: Back leaves at once.
  await button(page, 'Back').click();
  await expect(stepHeading(page)).toHaveText('You have an order in progress');

  await button(page, 'View order').click();
  await button(page, 'Edit order').click();
  await button(page, 'Edit Delivery date').click();
  const field = dateField(page);
  const other = (await offeredDates(field)).find((offered) => offered !== date)!;
  await field.selectOption(other);
  const back = button(page, 'Back');
  await back.click();

  const dialog = refill(page).getByRole('alertdialog', { name: 'Discard your changes?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('If you go back now, your changes are not saved.');
  const keep = dialog.getByRole('button', { name: 'Keep editing' });
  const discard = dialog.getByRole('button', { name: 'Discard changes' });
  // Focus is inside the dialog and never goes to the page behind it: past the last button it
  // leaves the page (for the browser's own controls), and the next Tab is back on the first.
  await expect.poll(() => isFocused(keep)).toBe(true);
  await page.keyboard.press('Tab');
  expect(await isFocused(discard)).toBe(true);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement === document.body || document.activeElement === null)).toBe(true);
  await page.keyboard.press('Tab');
  expect(await isFocused(keep)).toBe(true);
  await expectAxeClean(page, 'the discard dialog');

  await keep.click();
  await expect(dialog).toHaveCount(0);
  await expect.poll(() => isFocused(back)).toBe(true);
  await expect(stepHeading(page)).toHaveText(HEADINGS.deliveryDate);
  await expect(field).toHaveValue(other);

  await back.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(field).toHaveValue(other);

  await back.click();
  await discard.click();
  await expect(stepHeading(page)).toHaveText('You have an order in progress');
  const stored = await storedRefills(request, patient.username);
  expect(stored.count).toBe(1);
  expect(stored.refills[0]!.deliveryDate).toBe(date);
  await button(page, 'View order').click();
  await expect(refill(page).locator('[part="viewed-order"]')).toContainText(shownDate(date));
  expect(errors).toEqual([]);
});
