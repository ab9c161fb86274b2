import { test, expect, type Page } from '@playwright/test';
import type { RefillRequestRecord } from '../../src/domain/refill/refill.schema';
import { weekdayOf } from '../../src/domain/calendar/calendar-dates';
import {
  alertOf,
  apiAsPatient,
  button,
  chooseMedications,
  collectErrors,
  dateField,
  expectAxeClean,
  expectedWindow,
  expectRefillInSpanish,
  fillWizard,
  HEADINGS,
  HOME_ADDRESS,
  MEDS,
  newRefillPatient,
  offeredDates,
  openRefillFromHome,
  PICKUP_ADDRESS,
  portal,
  refill,
  shownDate,
  shownDateWithWeekday,
  signInToRefill,
  stepHeading,
  storedRefills,
} from './support/refill';
import { isFocused, tabTo } from './support/keyboard';

/**
 * <rx-refill> in the standalone portal (/portal/refill) against the reference server: each test
 * signs a fresh patient in through the real login screen, schedules refills and checks what the
 * database holds through the development route.
 */

const summarySection = (page: Page, part: string) => refill(page).locator(`[part~="summary-${part}"]`);

test('a patient schedules a refill end to end, sees the active-order notice and its view, then edits the order', async ({ page, request }) => {
  const errors = collectErrors(page);
  const patient = await newRefillPatient(request);
  await signInToRefill(page, patient);

  // Medications: the portal-refillable ones as checkboxes, the others apart with the pharmacy's phone.
  const boxes = refill(page).getByRole('group', { name: 'Medications you can refill online' }).getByRole('checkbox');
  await expect(boxes).toHaveCount(6);
  for (const name of [MEDS.atorvastatin, MEDS.folicAcid, MEDS.humira, MEDS.lisinopril, MEDS.methotrexate, MEDS.xeljanz]) {
    await expect(refill(page).getByRole('checkbox', { name })).not.toBeChecked();
  }
  await expect(refill(page).getByText('1 refill left.', { exact: false })).toBeVisible();
  const byPhone = refill(page).getByRole('region', { name: 'Refill by phone' });
  await expect(byPhone.getByRole('listitem').filter({ hasText: MEDS.enbrel })).toBeVisible();
  await expect(byPhone.getByRole('listitem').filter({ hasText: MEDS.prednisone })).toContainText('No refills left.');
  await expect(byPhone.getByRole('link', { name: '1-800-555-0101' })).toHaveAttribute('href', 'tel:18005550101');
  for (const absent of [MEDS.otezla, MEDS.amoxicillin]) await expect(refill(page).getByText(absent)).toHaveCount(0);

  await chooseMedications(page, [MEDS.humira, MEDS.lisinopril]);

  // Delivery date: a list of the allowed dates only, none chosen yet; the earliest one is named. Take the second.
  await expect(stepHeading(page)).toHaveText(HEADINGS.deliveryDate);
  const window = await expectedWindow(page, [MEDS.humira, MEDS.lisinopril], true);
  const field = dateField(page);
  await expect(field).toHaveValue('');
  await expect(field.locator('option')).toHaveText(['Choose a delivery date', ...window.allowed.map(shownDateWithWeekday)]);
  expect(await offeredDates(field)).toEqual([...window.allowed]);
  await expect(refill(page).locator('[part="min-date-message"]')).toContainText(`The earliest delivery date is`);
  await expect(refill(page).locator('[part="min-date-message"]')).toContainText(shownDate(window.earliest));
  const firstDate = window.allowed[1]!;
  await field.selectOption(firstDate);
  await button(page, 'Next').click();

  // Address: the home address and the pickup location.
  await expect(stepHeading(page)).toHaveText(HEADINGS.address);
  await expect(refill(page).getByRole('radiogroup', { name: 'Delivery address' }).getByRole('radio')).toHaveCount(2);
  await refill(page).getByRole('radio', { name: HOME_ADDRESS }).check();
  await button(page, 'Next').click();

  // Payment, supplies and delivery instructions.
  await expect(stepHeading(page)).toHaveText(HEADINGS.payment);
  await refill(page).getByRole('radio', { name: 'Use the card on file' }).check();
  await refill(page).getByRole('radiogroup', { name: 'Do you need any supplies?' }).getByRole('radio', { name: 'Yes' }).check();
  await refill(page).getByRole('checkbox', { name: 'Alcohol swabs' }).check();
  await refill(page).getByRole('checkbox', { name: 'Other' }).check();
  await refill(page).getByRole('textbox', { name: 'Other supplies you need' }).fill('Cooler bag');
  await refill(page).getByRole('radiogroup', { name: 'Do you have delivery instructions?' }).getByRole('radio', { name: 'Yes' }).check();
  await refill(page).getByRole('textbox', { name: 'Delivery instructions' }).fill('Leave it with the front desk.');
  await button(page, 'Next').click();

  // Review: what the order holds, an Edit button per section.
  await expect(stepHeading(page)).toHaveText(HEADINGS.review);
  await expect(summarySection(page, 'medications').getByRole('listitem')).toHaveText([MEDS.humira, MEDS.lisinopril]);
  await expect(summarySection(page, 'date')).toContainText(shownDate(firstDate));
  await expect(summarySection(page, 'address')).toContainText(HOME_ADDRESS);
  await expect(summarySection(page, 'details')).toContainText('Use the card on file');
  await expect(summarySection(page, 'details')).toContainText('Alcohol swabs, Other: Cooler bag');
  await expect(summarySection(page, 'details')).toContainText('Leave it with the front desk.');
  for (const section of ['Delivery date', 'Delivery address', 'Payment, supplies and instructions']) {
    await expect(button(page, `Edit ${section}`)).toBeVisible();
  }

  const posted = page.waitForRequest((r) => r.url().endsWith('/api/refill-requests') && r.method() === 'POST');
  await button(page, 'Submit').click();
  const post = await posted;
  expect(post.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  await expect(refill(page).getByText('Your refill request has been submitted.')).toBeVisible();
  await expect(refill(page).getByText(`We will deliver your refill on ${shownDate(firstDate)}.`)).toBeVisible();
  // A patient who never gave feedback is asked for it, 2 s later.
  await expect(page).toHaveURL(/\/portal\/nps-form$/, { timeout: 6_000 });

  const stored = await storedRefills(request, patient.username);
  expect(stored.count).toBe(1);
  const order = stored.refills[0]!;
  expect(order).toMatchObject({
    status: 2,
    isPickup: 0,
    deliveryDate: firstDate,
    paymentMethod: 0,
    supplies: [
      { supId: 1, value: 'Alcohol swabs' },
      { supId: 4, value: 'Cooler bag' },
    ],
    deliveryInstructions: 'Leave it with the front desk.',
  });
  expect(order.prescriptions.map((rx) => rx.displayName)).toEqual([MEDS.humira, MEDS.lisinopril]);

  // Back on /refill: the active-order notice, and its read-only view.
  await goInApp(page, '/home');
  await portal(page).locator('rx-home [data-tile="Refill"]').click();
  await expect(page).toHaveURL(/\/portal\/refill$/);
  await expect(stepHeading(page)).toHaveText('You have an order in progress');
  await expect(refill(page).locator('[part="active-order"]')).toContainText('Your medications are already scheduled for delivery.');
  await expect(refill(page).getByRole('checkbox')).toHaveCount(0);
  await button(page, 'View order').click();
  await expect(stepHeading(page)).toHaveText('Your current order');
  const view = refill(page).locator('[part="order-view"]');
  await expect(view.locator('[part~="summary-medications"]').getByRole('listitem')).toHaveText([MEDS.humira, MEDS.lisinopril]);
  await expect(view).toContainText(shownDate(firstDate));
  await expect(view).toContainText(HOME_ADDRESS);
  await expect(view).toContainText('Alcohol swabs, Other: Cooler bag');
  await expect(view).toContainText('Leave it with the front desk.');
  await expect(view.getByRole('button', { name: /^Edit/ })).toHaveText(['Edit order']);
  await button(page, 'Back').click();
  await expect(stepHeading(page)).toHaveText('You have an order in progress');

  // Edit: the view's Edit order opens the stored request at its review.
  const { refills } = await apiAsPatient<{ refills: RefillRequestRecord[] }>(page, '/refill-requests?u_id={uId}&status=active');
  expect(refills.map((r) => r.requestId)).toEqual([order.requestId]);
  await button(page, 'View order').click();
  await button(page, 'Edit order').click();
  await expect(refill(page).getByRole('heading', { level: 2 })).toHaveText('Edit refill');
  await expect(stepHeading(page)).toHaveText(HEADINGS.review);
  await expect(summarySection(page, 'date')).toContainText(shownDate(firstDate));
  await expect(summarySection(page, 'details')).toContainText('Alcohol swabs, Other: Cooler bag');

  await button(page, 'Edit Delivery date').click();
  await expect(stepHeading(page)).toHaveText(HEADINGS.deliveryDate);
  await expect(field).toHaveValue(firstDate);
  const newDate = window.allowed.find((date) => date !== firstDate && date > firstDate)!;
  await field.selectOption(newDate);
  await button(page, 'Next').click();
  await expect(stepHeading(page)).toHaveText(HEADINGS.address);
  await expect(refill(page).getByRole('radio', { name: HOME_ADDRESS })).toBeChecked();
  await refill(page).getByRole('radio', { name: PICKUP_ADDRESS }).check();
  await button(page, 'Next').click();
  await expect(stepHeading(page)).toHaveText(HEADINGS.payment);
  await expect(refill(page).getByRole('radio', { name: 'Use the card on file' })).toBeChecked();
  await expect(refill(page).getByRole('checkbox', { name: 'Other' })).toBeChecked();
  await expect(refill(page).getByRole('textbox', { name: 'Other supplies you need' })).toHaveValue('Cooler bag');
  await button(page, 'Next').click();
  await expect(stepHeading(page)).toHaveText(HEADINGS.review);
  await expect(summarySection(page, 'date')).toContainText(shownDate(newDate));
  await expect(summarySection(page, 'address')).toContainText(PICKUP_ADDRESS);
  const put = page.waitForRequest((r) => r.url().endsWith('/api/refill-requests') && r.method() === 'PUT');
  await button(page, 'Submit').click();
  expect((await put).postDataJSON()).toMatchObject({ requestId: order.requestId, deliveryDate: newDate, isPickup: 1 });
  await expect(refill(page).getByText('Your refill request has been submitted.')).toBeVisible();
  await expect(refill(page).getByText(`We will deliver your refill on ${shownDate(newDate)}.`)).toBeVisible();

  const after = await storedRefills(request, patient.username);
  expect(after.count).toBe(1);
  expect(after.refills[0]).toMatchObject({ requestId: order.requestId, status: 2, deliveryDate: newDate, isPickup: 1, paymentMethod: 0 });
  expect(after.refills[0]!.prescriptions.map((rx) => rx.displayName)).toEqual([MEDS.humira, MEDS.lisinopril]);
  expect(errors).toEqual([]);
});

/** Moves the portal in the page, as a link or the back button would (no reload). */
async function goInApp(page: Page, target: string) {
  await page.evaluate((url) => {
    history.pushState(null, '', url);
    dispatchEvent(new PopStateEvent('popstate'));
  }, `/portal${target}`);
  await expect(page).toHaveURL(new RegExp(`/portal${target}$`));
}

test('every step alerts when its rule is broken, and the alert goes after about 5 seconds', async ({ page, request }) => {
  await page.clock.install();
  const patient = await newRefillPatient(request);
  await signInToRefill(page, patient);

  const expectTimedAlert = async (text: string) => {
    const alert = alertOf(page);
    await expect(alert).toHaveText(text);
    await expect(alert).toHaveAttribute('role', 'alert');
    await page.clock.fastForward(3_000);
    await expect(alert).toHaveText(text);
    await page.clock.fastForward(2_500);
    await expect(alert).toHaveCount(0);
  };

  // selectMed: Next with no medication chosen.
  await button(page, 'Next').click();
  await expectTimedAlert('Please select at least one medication.');
  await expect(stepHeading(page)).toHaveText(HEADINGS.medications);
  await chooseMedications(page, [MEDS.lisinopril]);

  // deliveryDate: none chosen, then a date chosen and the empty choice taken back.
  await expect(stepHeading(page)).toHaveText(HEADINGS.deliveryDate);
  const field = dateField(page);
  await expect(field).toHaveValue('');
  await button(page, 'Next').click();
  await expectTimedAlert('Please choose one of the available delivery dates.');
  const offered = await offeredDates(field);
  await field.selectOption(offered[0]!);
  await field.selectOption('');
  await expect(field).toHaveValue('');
  await button(page, 'Next').click();
  await expectTimedAlert('Please choose one of the available delivery dates.');
  await expect(stepHeading(page)).toHaveText(HEADINGS.deliveryDate);
  await field.selectOption(offered[0]!);
  await button(page, 'Next').click();

  // selectAddr: no address chosen.
  await expect(stepHeading(page)).toHaveText(HEADINGS.address);
  await button(page, 'Next').click();
  await expectTimedAlert('Please choose a delivery address.');
  await refill(page).getByRole('radio', { name: HOME_ADDRESS }).check();
  await button(page, 'Next').click();

  // Payment and supplies: needSupplies, selectSupplies, selectPayment, anySupplies in turn.
  await expect(stepHeading(page)).toHaveText(HEADINGS.payment);
  await button(page, 'Next').click();
  await expectTimedAlert('Please tell us whether you need supplies.');
  await refill(page).getByRole('radiogroup', { name: 'Do you need any supplies?' }).getByRole('radio', { name: 'Yes' }).check();
  await button(page, 'Next').click();
  await expectTimedAlert('Please choose the supplies you need.');
  await refill(page).getByRole('checkbox', { name: 'Other' }).check();
  await button(page, 'Next').click();
  await expectTimedAlert('Please choose a payment option.');
  await refill(page).getByRole('radio', { name: 'Bill me later' }).check();
  await button(page, 'Next').click();
  await expectTimedAlert('Please describe the other supplies you need.');
  await expect(stepHeading(page)).toHaveText(HEADINGS.payment);
  // The third payment option means calling the pharmacy: no Next.
  await refill(page).getByRole('radio', { name: 'I will call the pharmacy to pay' }).check();
  await expect(button(page, 'Next')).toHaveCount(0);
  await expect(refill(page).locator('[part="call-pharmacy"]')).toBeVisible();
  await refill(page).getByRole('radio', { name: 'Bill me later' }).check();
  await refill(page).getByRole('textbox', { name: 'Other supplies you need' }).fill('Cooler bag');
  await button(page, 'Next').click();
  await expect(stepHeading(page)).toHaveText(HEADINGS.review);
  await expect(alertOf(page)).toHaveCount(0);
});

// The browser is far from the pharmacy: the dates must still be those of the pharmacy's time zone.
test.describe('in a browser on Tokyo time', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('a refrigerated medication offers exactly the allowed dates, Tuesday to Thursday without holidays; Lisinopril alone Monday to Friday', async ({ page, request }) => {
    const patient = await newRefillPatient(request);
    await signInToRefill(page, patient);
    await chooseMedications(page, [MEDS.humira]);
    await expect(stepHeading(page)).toHaveText(HEADINGS.deliveryDate);
    await expect(refill(page).locator('[part="min-date-message"]')).toContainText('Refrigerated medications are delivered Tuesday to Thursday.');

    // The rules computed here for the pharmacy's time zone (America/New_York), not the browser's.
    const cold = await expectedWindow(page, [MEDS.humira], true);
    expect(cold.allowed.length).toBeGreaterThan(4);
    // Tuesday to Thursday, except a day the pharmacy force-allows for cold shipping (seeded: the Monday before Thanksgiving).
    const coldDay = (date: string) => [2, 3, 4].includes(weekdayOf(date)) || cold.holidays.forceAllowRef.includes(date);
    const closedCold = (date: string) => cold.holidays.ref.includes(date) && !cold.holidays.forceAllowRef.includes(date);
    expect(cold.allowed.every(coldDay)).toBe(true);
    expect(cold.allowed.filter(closedCold)).toEqual([]);
    const field = dateField(page);
    await expect(field).toHaveValue('');
    await expect(field.locator('option')).toHaveText(['Choose a delivery date', ...cold.allowed.map(shownDateWithWeekday)]);
    const offered = await offeredDates(field);
    expect(offered).toEqual([...cold.allowed]);
    expect(offered.every(coldDay)).toBe(true);
    expect(offered.filter(closedCold)).toEqual([]);
    await expect(refill(page).locator('[part="min-date-message"]')).toContainText(shownDateWithWeekday(cold.earliest));
    await expectAxeClean(page, 'the refrigerated delivery dates');

    // Lisinopril alone (standard shipping): Monday to Friday, as the rules say.
    await button(page, 'Back').click();
    await expect(stepHeading(page)).toHaveText(HEADINGS.medications);
    await refill(page).getByRole('checkbox', { name: MEDS.humira }).uncheck();
    await chooseMedications(page, [MEDS.lisinopril]);
    await expect(stepHeading(page)).toHaveText(HEADINGS.deliveryDate);
    await expect(refill(page).locator('[part="min-date-message"]')).toContainText('Deliveries arrive Monday to Friday');
    const standard = await expectedWindow(page, [MEDS.lisinopril], false);
    expect(standard.allowed.every((date) => [1, 2, 3, 4, 5].includes(weekdayOf(date)) || standard.holidays.forceAllowNonRef.includes(date))).toBe(true);
    expect(standard.allowed.filter((date) => standard.holidays.nonRef.includes(date))).toEqual([]);
    await expect(field.locator('option')).toHaveText(['Choose a delivery date', ...standard.allowed.map(shownDateWithWeekday)]);
    const standardOffered = await offeredDates(field);
    expect(standardOffered).toEqual([...standard.allowed]);
    expect(standardOffered.some((date) => weekdayOf(date) === 1), 'a Monday offered').toBe(true);
    expect(standardOffered.some((date) => weekdayOf(date) === 5), 'a Friday offered').toBe(true);

    // A Monday or Friday chosen for Lisinopril no longer counts once Humira joins the order: not chosen, and Next refuses.
    const both = await expectedWindow(page, [MEDS.humira, MEDS.lisinopril], true);
    const monOrFri = standardOffered.find((date) => [1, 5].includes(weekdayOf(date)) && !both.allowed.includes(date))!;
    await field.selectOption(monOrFri);
    await expect(field).toHaveValue(monOrFri);
    await button(page, 'Back').click();
    await expect(stepHeading(page)).toHaveText(HEADINGS.medications);
    await chooseMedications(page, [MEDS.humira]);
    await expect(stepHeading(page)).toHaveText(HEADINGS.deliveryDate);
    expect(await offeredDates(field)).toEqual([...both.allowed]);
    await expect(field).toHaveValue('');
    await button(page, 'Next').click();
    await expect(alertOf(page)).toHaveText('Please choose one of the available delivery dates.');
    await expect(stepHeading(page)).toHaveText(HEADINGS.deliveryDate);
  });
});

test('the demo account with two orders in progress: the notice, and both requests in the read-only view', async ({ page }) => {
  await signInToRefill(page, { username: 'riley.refill@example.com', password: 'Demo#Pass2024' }, 'You have an order in progress');
  await expect(refill(page).getByRole('checkbox')).toHaveCount(0);
  await button(page, 'View order').click();
  await expect(stepHeading(page)).toHaveText('Your current order');
  const view = refill(page).locator('[part="order-view"]');
  await expect(view.locator('[part~="summary-medications"]').getByRole('listitem')).toHaveText([MEDS.humira, MEDS.lisinopril]);
  await expect(view).toContainText('Alcohol swabs, Other: Cooler bag');
  await expect(view).toContainText('Please call on arrival.');
  await button(page, 'Back').click();
  await expect(stepHeading(page)).toHaveText('You have an order in progress');
  await button(page, 'Back').click();
  await expect(page).toHaveURL(/\/portal\/home$/);
});

test('ten fast clicks on Submit make one order', async ({ page, request }) => {
  const patient = await newRefillPatient(request);
  await signInToRefill(page, patient);
  const { date } = await fillWizard(page, { medications: [MEDS.lisinopril] });
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/refill-requests') && r.method() === 'POST') posts.push(r.headers()['idempotency-key'] ?? '');
  });
  const submit = button(page, 'Submit');
  await expect(submit).toBeEnabled();
  // Ten clicks inside one task, before the page can re-render between them.
  await submit.evaluate((element) => {
    for (let i = 0; i < 10; i++) element.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, cancelable: true }));
  });
  await expect(refill(page).getByText('Your refill request has been submitted.')).toBeVisible();
  const stored = await storedRefills(request, patient.username);
  expect(stored.count).toBe(1);
  expect(stored.refills[0]).toMatchObject({ deliveryDate: date, status: 2 });
  expect(new Set(posts).size).toBe(1);
});

test('ten fast mouse clicks on Submit while the request is under way make one order', async ({ page, request }) => {
  const patient = await newRefillPatient(request);
  await signInToRefill(page, patient);
  await fillWizard(page, { medications: [MEDS.humira], address: PICKUP_ADDRESS });
  // The server answers slowly, so every click lands while the first request is in flight.
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/refill-requests') && r.method() === 'POST') posts.push(r.url());
  });
  await page.route('**/api/refill-requests', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await button(page, 'Submit').scrollIntoViewIfNeeded();
  const box = (await button(page, 'Submit').boundingBox())!;
  for (let i = 0; i < 10; i++) await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  // Disabled and busy while the request is under way.
  await expect(refill(page).locator('[part~="submit-button"]')).toBeDisabled();
  await expect(refill(page).getByText('Your refill request has been submitted.')).toBeVisible();
  expect(posts).toHaveLength(1);
  const stored = await storedRefills(request, patient.username);
  expect(stored.count).toBe(1);
  expect(stored.refills[0]!.isPickup).toBe(1);
});

test('in Spanish: the language chosen on the login screen, the medication alert, the steps, the review and the confirmation', async ({ page, request }) => {
  const errors = collectErrors(page);
  const patient = await newRefillPatient(request);
  await page.goto('/portal/');
  await portal(page).getByLabel('Language').selectOption('es');
  await expect(portal(page).getByRole('heading', { name: 'Iniciar sesión', exact: true })).toBeVisible();
  await portal(page).getByLabel('Teléfono móvil o correo electrónico').fill(patient.username);
  await portal(page).getByLabel('Contraseña', { exact: true }).fill(patient.password);
  await portal(page).getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page).toHaveURL(/\/portal\/home$/, { timeout: 15_000 });
  await openRefillFromHome(page, '¿Qué medicamentos necesita?');
  await expect(refill(page).getByRole('heading', { level: 2 })).toHaveText('Programar un resurtido');
  await expect(refill(page).getByRole('region', { name: 'Resurtido por teléfono' })).toContainText('No le quedan resurtidos.');
  await expectRefillInSpanish(page, 'medications');

  await button(page, 'Siguiente').click();
  await expect(alertOf(page)).toHaveText('Seleccione al menos un medicamento.');
  await expectRefillInSpanish(page, 'medications with the alert');
  await expectAxeClean(page, 'medications with the alert (es)');

  await refill(page).getByRole('checkbox', { name: MEDS.lisinopril }).check();
  await button(page, 'Siguiente').click();
  await expect(stepHeading(page)).toHaveText('¿Cuándo debemos entregarlos?');
  const field = dateField(page, 'Fecha de entrega');
  const date = (await offeredDates(field))[0]!;
  await expect(field.locator('option').first()).toHaveText('Elija una fecha de entrega');
  await expect(field.locator(`option[value="${date}"]`)).toHaveText(new RegExp(`^(lunes|martes|miércoles|jueves|viernes), ${shownDate(date)}$`));
  await expect(refill(page).locator('[part="min-date-message"]')).toContainText('La fecha de entrega más próxima es el');
  await expect(refill(page).locator('[part="min-date-message"]')).toContainText('Las entregas llegan de lunes a viernes.');
  await expectRefillInSpanish(page, 'delivery date, none chosen');
  await field.selectOption(date);
  await expectRefillInSpanish(page, 'delivery date');
  await button(page, 'Siguiente').click();

  await expect(stepHeading(page)).toHaveText('¿Dónde debemos entregarlos?');
  const pickup = 'Recoger en Riverside Pharmacy - Center City: 1601 Walnut Street, Philadelphia, PA 19103';
  await refill(page).getByRole('radiogroup', { name: 'Dirección de entrega' }).getByRole('radio', { name: pickup }).check();
  await expectRefillInSpanish(page, 'address');
  await button(page, 'Siguiente').click();

  await expect(stepHeading(page)).toHaveText('Pago y suministros');
  await refill(page).getByRole('radio', { name: 'Facturarme más tarde' }).check();
  await refill(page).getByRole('radiogroup', { name: '¿Necesita algún suministro?' }).getByRole('radio', { name: 'Sí' }).check();
  await refill(page).getByRole('checkbox', { name: 'Curitas' }).check();
  await expectRefillInSpanish(page, 'payment and supplies');
  await button(page, 'Siguiente').click();

  await expect(stepHeading(page)).toHaveText('Revise su resurtido');
  await expect(summarySection(page, 'date')).toContainText(shownDate(date));
  await expect(summarySection(page, 'address')).toContainText(pickup);
  await expect(summarySection(page, 'details')).toContainText('Facturarme más tarde');
  await expect(summarySection(page, 'details')).toContainText('Curitas');
  await expect(button(page, 'Modificar Fecha de entrega')).toBeVisible();
  await expectRefillInSpanish(page, 'review');
  await expectAxeClean(page, 'review (es)');

  await button(page, 'Enviar').click();
  await expect(refill(page).getByText('Su solicitud de resurtido fue enviada.')).toBeVisible();
  await expect(refill(page).getByText(`Entregaremos su resurtido el ${shownDate(date)}.`)).toBeVisible();
  await expectRefillInSpanish(page, 'confirmation');
  // What is stored does not depend on the language: the supplies' values are the English names.
  const stored = await storedRefills(request, patient.username);
  expect(stored.count).toBe(1);
  expect(stored.refills[0]).toMatchObject({ deliveryDate: date, isPickup: 1, paymentMethod: 1, supplies: [{ supId: 3, value: 'Band Aids' }] });
  expect(errors).toEqual([]);
});

test('axe finds nothing on every step, with an alert, in the dialogs, on the confirmation, the active-order notice and its view', async ({ page, request }) => {
  test.slow(); // axe runs over a dozen screens
  const patient = await newRefillPatient(request);
  await signInToRefill(page, patient);
  await expectAxeClean(page, 'medications');
  await button(page, 'Next').click();
  await expect(alertOf(page)).toBeVisible();
  await expectAxeClean(page, 'medications with the selectMed alert');

  // The required-assessments dialog: Cancel stays on the step.
  await chooseMedications(page, [MEDS.xeljanz]);
  const assessments = refill(page).getByRole('dialog', { name: 'Assessment required' });
  await expect(assessments).toBeVisible();
  await expect(assessments.getByRole('listitem')).toHaveText(['Xeljanz Safety Check-in']);
  await expect(assessments.getByRole('button', { name: 'Continue assessment' })).toBeVisible();
  await expectAxeClean(page, 'the assessments dialog');
  await assessments.getByRole('button', { name: 'Cancel' }).click();
  await expect(assessments).toHaveCount(0);
  await expect(stepHeading(page)).toHaveText(HEADINGS.medications);
  await refill(page).getByRole('checkbox', { name: MEDS.xeljanz }).uncheck();

  // The confirm-instructions dialog: No stays, Yes goes on.
  await chooseMedications(page, [MEDS.methotrexate]);
  const instructions = refill(page).getByRole('alertdialog', { name: 'Instructions missing' });
  await expect(instructions).toBeVisible();
  await expect(instructions.getByRole('listitem')).toHaveText([MEDS.methotrexate]);
  await expectAxeClean(page, 'the instructions dialog');
  await instructions.getByRole('button', { name: 'No' }).click();
  await expect(instructions).toHaveCount(0);
  await expect(stepHeading(page)).toHaveText(HEADINGS.medications);
  await button(page, 'Next').click();
  await instructions.getByRole('button', { name: 'Yes' }).click();

  await expect(stepHeading(page)).toHaveText(HEADINGS.deliveryDate);
  await expectAxeClean(page, 'delivery date');
  await button(page, 'Next').click();
  await expect(alertOf(page)).toHaveText('Please choose one of the available delivery dates.');
  await expectAxeClean(page, 'delivery date with the deliveryDate alert');
  const field = dateField(page);
  await field.selectOption((await offeredDates(field))[0]!);
  await expectAxeClean(page, 'delivery date with a date chosen');
  await button(page, 'Next').click();

  await expect(stepHeading(page)).toHaveText(HEADINGS.address);
  await expectAxeClean(page, 'address');
  await button(page, 'Add address').click();
  const addAddress = refill(page).getByRole('dialog', { name: 'Add an address' });
  await expect(addAddress).toBeVisible();
  await expectAxeClean(page, 'the add-address dialog');
  await addAddress.getByRole('button', { name: 'Close' }).click();
  await expect(addAddress).toHaveCount(0);
  await refill(page).getByRole('radio', { name: HOME_ADDRESS }).check();
  await button(page, 'Next').click();

  await expect(stepHeading(page)).toHaveText(HEADINGS.payment);
  await expectAxeClean(page, 'payment and supplies');
  await refill(page).getByRole('radio', { name: 'I will call the pharmacy to pay' }).check();
  await refill(page).getByRole('radiogroup', { name: 'Do you need any supplies?' }).getByRole('radio', { name: 'Yes' }).check();
  await refill(page).getByRole('checkbox', { name: 'Other' }).check();
  await refill(page).getByRole('radiogroup', { name: 'Do you have delivery instructions?' }).getByRole('radio', { name: 'Yes' }).check();
  await expectAxeClean(page, 'payment and supplies, everything open');
  await refill(page).getByRole('radio', { name: 'Use the card on file' }).check();
  await refill(page).getByRole('textbox', { name: 'Other supplies you need' }).fill('Cooler bag');
  await refill(page).getByRole('textbox', { name: 'Delivery instructions' }).fill('Ring twice.');
  await button(page, 'Next').click();

  await expect(stepHeading(page)).toHaveText(HEADINGS.review);
  await expectAxeClean(page, 'review');
  await button(page, 'Submit').click();
  await expect(refill(page).getByText('Your refill request has been submitted.')).toBeVisible();
  await expectAxeClean(page, 'confirmation');

  await expect(page).toHaveURL(/\/portal\/nps-form$/, { timeout: 6_000 });
  await goInApp(page, '/home');
  await openRefillFromHome(page, 'You have an order in progress');
  await expectAxeClean(page, 'the active-order notice');
  await button(page, 'View order').click();
  await expect(stepHeading(page)).toHaveText('Your current order');
  await expect(refill(page).locator('[part="order-view"]')).toContainText('Ring twice.');
  await expectAxeClean(page, 'the view of the active order');
});

test('the whole wizard by keyboard alone, to a stored order', async ({ page, request }) => {
  const errors = collectErrors(page);
  const patient = await newRefillPatient(request);
  await page.goto('/portal/');
  await tabTo(page, portal(page).getByLabel('Mobile phone or e-mail'));
  await page.keyboard.type(patient.username);
  await tabTo(page, portal(page).getByLabel('Password', { exact: true }));
  await page.keyboard.type(patient.password);
  await tabTo(page, portal(page).getByRole('button', { name: 'Log in', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/portal\/home$/, { timeout: 15_000 });
  const tile = portal(page).locator('rx-home [data-tile="Refill"]');
  await expect(tile).toBeVisible();
  await tabTo(page, tile);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/portal\/refill$/);
  await expect(stepHeading(page)).toHaveText(HEADINGS.medications);
  // The step stays inert under the loading spinner until every list it needs has arrived.
  await expect(refill(page).locator('[part="loading-container"]')).toHaveAttribute('aria-busy', 'false');

  // Medications: Space ticks, Enter on Next; focus moves to the new step's heading.
  const lisinopril = refill(page).getByRole('checkbox', { name: MEDS.lisinopril });
  await tabTo(page, lisinopril);
  await page.keyboard.press('Space');
  await expect(lisinopril).toBeChecked();
  await tabTo(page, button(page, 'Next'));
  await page.keyboard.press('Enter');
  await expect(stepHeading(page)).toHaveText(HEADINGS.deliveryDate);
  expect(await isFocused(stepHeading(page))).toBe(true);

  // Delivery date: Tab to the list, then the arrow keys and type-ahead (the list stays closed).
  const window = await expectedWindow(page, [MEDS.lisinopril], false);
  const field = dateField(page);
  await tabTo(page, field);
  await expect(field).toHaveValue('');
  await page.keyboard.press('ArrowDown');
  await expect(field).toHaveValue(window.allowed[0]!);
  await page.keyboard.press('End');
  await expect(field).toHaveValue(window.allowed.at(-1)!);
  // Type-ahead on the empty choice's text goes back to it.
  await page.keyboard.type('Choose');
  await expect(field).toHaveValue('');
  const date = window.allowed[2]!;
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
  await expect(field).toHaveValue(date);
  expect(await isFocused(field)).toBe(true);
  await tabTo(page, button(page, 'Next'));
  await page.keyboard.press('Enter');

  // Address: arrow keys move through the radio group and choose.
  await expect(stepHeading(page)).toHaveText(HEADINGS.address);
  const home = refill(page).getByRole('radio', { name: HOME_ADDRESS });
  await tabTo(page, home);
  await page.keyboard.press('Space');
  await expect(home).toBeChecked();
  await page.keyboard.press('ArrowDown');
  await expect(refill(page).getByRole('radio', { name: PICKUP_ADDRESS })).toBeChecked();
  await page.keyboard.press('ArrowUp');
  await expect(home).toBeChecked();
  await tabTo(page, button(page, 'Next'));
  await page.keyboard.press('Enter');

  // Payment and supplies.
  await expect(stepHeading(page)).toHaveText(HEADINGS.payment);
  const card = refill(page).getByRole('radio', { name: 'Use the card on file' });
  await tabTo(page, card);
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await expect(refill(page).getByRole('radio', { name: 'Bill me later' })).toBeChecked();
  const needSupplies = refill(page).getByRole('radiogroup', { name: 'Do you need any supplies?' });
  await tabTo(page, needSupplies.getByRole('radio', { name: 'Yes' }));
  await page.keyboard.press('Space');
  await expect(needSupplies.getByRole('radio', { name: 'Yes' })).toBeChecked();
  const sharps = refill(page).getByRole('checkbox', { name: 'Sharps container' });
  await tabTo(page, sharps);
  await page.keyboard.press('Space');
  await expect(sharps).toBeChecked();
  const wantsInstructions = refill(page).getByRole('radiogroup', { name: 'Do you have delivery instructions?' });
  await tabTo(page, wantsInstructions.getByRole('radio', { name: 'Yes' }));
  await page.keyboard.press('ArrowRight');
  await expect(wantsInstructions.getByRole('radio', { name: 'No' })).toBeChecked();
  await tabTo(page, button(page, 'Next'));
  await page.keyboard.press('Enter');

  // Review: Shift+Tab back to an Edit button, change the address, and forward again.
  await expect(stepHeading(page)).toHaveText(HEADINGS.review);
  await tabTo(page, button(page, 'Edit Delivery address'), { backwards: false });
  await page.keyboard.press('Enter');
  await expect(stepHeading(page)).toHaveText(HEADINGS.address);
  await tabTo(page, home);
  await page.keyboard.press('ArrowDown');
  await expect(refill(page).getByRole('radio', { name: PICKUP_ADDRESS })).toBeChecked();
  await tabTo(page, button(page, 'Next'));
  await page.keyboard.press('Enter');
  await expect(stepHeading(page)).toHaveText(HEADINGS.payment);
  await tabTo(page, button(page, 'Next'));
  await page.keyboard.press('Enter');
  await expect(stepHeading(page)).toHaveText(HEADINGS.review);
  await expect(summarySection(page, 'address')).toContainText(PICKUP_ADDRESS);
  await expect(summarySection(page, 'details')).toContainText('Sharps container');
  await tabTo(page, button(page, 'Submit'));
  await tabTo(page, button(page, 'Edit Payment, supplies and instructions'), { backwards: true });
  await tabTo(page, button(page, 'Submit'));
  await page.keyboard.press('Enter');
  await expect(refill(page).getByText('Your refill request has been submitted.')).toBeVisible();

  const stored = await storedRefills(request, patient.username);
  expect(stored.count).toBe(1);
  expect(stored.refills[0]).toMatchObject({
    deliveryDate: date,
    isPickup: 1,
    paymentMethod: 1,
    supplies: [{ supId: 2, value: 'Sharps Container' }],
    deliveryInstructions: null,
  });
  expect(errors).toEqual([]);
});

test('a submit that fails keeps every choice; the retry with the same Idempotency-Key makes one order', async ({ page, request }) => {
  const patient = await newRefillPatient(request);
  await signInToRefill(page, patient);
  const { date } = await fillWizard(page, { medications: [MEDS.lisinopril], address: PICKUP_ADDRESS });
  const keys: string[] = [];
  let attempt = 0;
  await page.route('**/api/refill-requests', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    attempt += 1;
    if (attempt === 1) await route.abort('connectionreset');
    else if (attempt === 2) {
      // The server makes the order, but its answer is lost on the way back.
      await route.fetch();
      await route.abort('connectionreset');
    } else await route.continue();
  });

  await button(page, 'Submit').click();
  await expect(alertOf(page)).toContainText('We could not submit your refill request. Your choices are kept; please try again.');
  await expect(stepHeading(page)).toHaveText(HEADINGS.review);
  await expect(summarySection(page, 'date')).toContainText(shownDate(date));
  await expect(summarySection(page, 'address')).toContainText(PICKUP_ADDRESS);
  expect((await storedRefills(request, patient.username)).count).toBe(0);

  const refreshed = page.waitForResponse((r) => r.url().includes('/api/user/medications?'));
  await button(page, 'Submit').click();
  await expect(alertOf(page)).toContainText('We could not submit your refill request.');
  expect((await storedRefills(request, patient.username)).count).toBe(1);
  // The wizard reloads the medications after a failed submit; the patient stays on the review.
  await refreshed;
  await page.waitForTimeout(1_000);
  await expect(stepHeading(page)).toHaveText(HEADINGS.review);

  await button(page, 'Submit').click();
  await expect(refill(page).getByText('Your refill request has been submitted.')).toBeVisible();
  expect(keys).toHaveLength(3);
  expect(new Set(keys).size).toBe(1);
  const stored = await storedRefills(request, patient.username);
  expect(stored.count).toBe(1);
  expect(stored.refills[0]).toMatchObject({ deliveryDate: date, isPickup: 1 });
});
