import { test, expect, type APIRequestContext, type Page, type Request } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import type { UserResponse } from '../../src/domain/account/user.schema';
import type { CareGroupMappingResponse } from '../../src/domain/patient/care-program.schema';
import { freshPatient, portal, signInToPortal, type FreshPatient } from './support/fresh-patient';
import { isFocused, tabTo } from './support/keyboard';
import { expectAxeCleanIn, expectAxeCleanInBothSchemes, holdRequests, signInInSpanish } from './support/axe-schemes';
import { apiAsPatient, collectErrors } from './support/refill';

/**
 * <rx-care-programs> (/care-programs) in the portal against the reference server: a fresh
 * care-program patient with drugs to map is routed here after sign-in, maps each drug to a
 * disease, edits a choice, confirms (POST /v2/patient/care-groups, groups_mapped 2) and is no
 * longer routed here.
 */
const carePrograms = (page: Page) => portal(page).locator('rx-care-programs');
const button = (page: Page, name: string) => carePrograms(page).getByRole('button', { name, exact: true });
const radio = (page: Page, name: string) => carePrograms(page).getByRole('radio', { name, exact: true });
const stepHeading = (page: Page, name: string) => carePrograms(page).getByRole('heading', { name, exact: true });

async function carePatient(request: APIRequestContext, options: { sameGroupDrug?: boolean; nothingToMap?: boolean } = {}): Promise<FreshPatient> {
  const response = await request.post('/api/dev/care-program-patients', { data: options });
  expect(response.status()).toBe(200);
  return (await response.json()) as FreshPatient;
}

async function expectAxeClean(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).include({ fromShadowDom: ['rx-portal', 'rx-care-programs'] }).analyze();
  expect(results.passes.length, `axe checked something on ${what}`).toBeGreaterThan(0);
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`), `axe on ${what}`).toEqual([]);
}

const groupsMappedPut = (request: Request) => request.method() === 'PUT' && (request.postData() ?? '').includes('groups_mapped');
const groupsMapped = async (page: Page) => (await apiAsPatient<UserResponse>(page, '/user?u_id={uId}')).user.groupsMapped;

test('a patient with care groups to map is routed here, maps each drug by keyboard, edits one, survives a failed save and is not routed here again', async ({ page, request, browser }) => {
  const errors = collectErrors(page);
  const patient = await carePatient(request);
  await signInToPortal(page, patient, /\/portal\/care-programs$/);

  await expect(carePrograms(page).getByRole('heading', { name: 'Care programs', exact: true })).toBeVisible();
  await expect(stepHeading(page, 'Medication 1 of 2')).toBeVisible();
  await expect(carePrograms(page).locator('[part="drug-name"]')).toHaveText('Enbrel SureClick');
  const firstGroup = carePrograms(page).getByRole('radiogroup', { name: 'Which condition is Enbrel SureClick for?' });
  await expect(firstGroup.getByRole('radio')).toHaveCount(3);
  await expect(button(page, 'Next')).toBeDisabled();
  await expect(carePrograms(page).locator('[part="hint"]')).toHaveText('Choose a condition to continue.');
  await expectAxeClean(page, 'the first drug');

  // Keyboard only: Tab into the radios, arrows choose, Tab to Next, Enter.
  await tabTo(page, radio(page, 'Rheumatoid arthritis'));
  await page.keyboard.press('Space');
  await expect(radio(page, 'Rheumatoid arthritis')).toBeChecked();
  await page.keyboard.press('ArrowDown');
  await expect(radio(page, 'Psoriatic arthritis')).toBeChecked();
  await expect(button(page, 'Next')).toBeEnabled();
  await tabTo(page, button(page, 'Next'));
  await page.keyboard.press('Enter');
  await expect(stepHeading(page, 'Medication 2 of 2')).toBeVisible();
  expect(await isFocused(stepHeading(page, 'Medication 2 of 2'))).toBe(true);
  await expect(carePrograms(page).locator('[part="drug-name"]')).toHaveText('Ozempic Pen');
  await expect(button(page, 'Next')).toBeDisabled();

  // Back keeps the first choice.
  await button(page, 'Back').click();
  await expect(radio(page, 'Psoriatic arthritis')).toBeChecked();
  await button(page, 'Next').click();
  await radio(page, 'Weight management').check();
  await button(page, 'Next').click();

  await expect(stepHeading(page, 'Review your choices')).toBeVisible();
  expect(await isFocused(stepHeading(page, 'Review your choices'))).toBe(true);
  const items = carePrograms(page).locator('[part="review-item"] p');
  await expect(items).toHaveText(['Enbrel SureClick: Psoriatic arthritis', 'Ozempic Pen: Weight management']);
  await expectAxeClean(page, 'the review');

  // Edit the first choice by keyboard: back on its step (focus on its heading) with the choice kept, Done returns to the review.
  await tabTo(page, carePrograms(page).getByRole('button', { name: 'Edit the condition for Enbrel SureClick' }));
  await page.keyboard.press('Enter');
  await expect(stepHeading(page, 'Medication 1 of 2')).toBeVisible();
  expect(await isFocused(stepHeading(page, 'Medication 1 of 2'))).toBe(true);
  await expect(radio(page, 'Psoriatic arthritis')).toBeChecked();
  await tabTo(page, radio(page, 'Psoriatic arthritis'));
  await page.keyboard.press('ArrowUp');
  await expect(radio(page, 'Rheumatoid arthritis')).toBeChecked();
  await tabTo(page, button(page, 'Done'));
  await page.keyboard.press('Enter');
  await expect(stepHeading(page, 'Review your choices')).toBeVisible();
  expect(await isFocused(stepHeading(page, 'Review your choices'))).toBe(true);
  await expect(items).toHaveText(['Enbrel SureClick: Rheumatoid arthritis', 'Ozempic Pen: Weight management']);

  // The save fails once: navigationFailed, nothing stored, the choices kept.
  await page.route('**/api/v2/patient/care-groups', (route) => route.abort('failed'), { times: 1 });
  await button(page, 'Confirm').click();
  await expect(carePrograms(page).getByRole('alert')).toContainText('We could not save your care programs. Please try again.');
  await expect(items).toHaveText(['Enbrel SureClick: Rheumatoid arthritis', 'Ozempic Pen: Weight management']);
  await expectAxeCleanInBothSchemes(page, ['rx-portal', 'rx-care-programs'], 'the failed save');
  expect(await groupsMapped(page)).toBe(0);

  const posted = page.waitForRequest((r) => r.url().endsWith('/api/v2/patient/care-groups') && r.method() === 'POST');
  await button(page, 'Confirm').click();
  const clicked = Date.now();
  expect((await posted).postDataJSON()).toEqual({ u_id: patient.uId, gIds: [101, 202, 203], groupAssessmentReady: true });
  await expect(carePrograms(page).locator('[part="status"]')).toContainText('Your care programs are confirmed. Taking you home…');
  await expect(page).toHaveURL(/\/portal\/home$/, { timeout: 6_000 });
  expect(Date.now() - clicked, 'home follows after the 2 s navigation delay').toBeGreaterThanOrEqual(1_900);

  expect(await groupsMapped(page)).toBe(2);
  expect((await apiAsPatient<CareGroupMappingResponse>(page, '/care-groups/mapping?u_id={uId}')).initialSetup).toBe(false);

  // A new sign-in is no longer routed to the care programs.
  const again = await browser.newContext();
  const second = await again.newPage();
  await signInToPortal(second, patient, /\/portal\/home$/);
  await again.close();
  expect(errors).toEqual([]);
});

test('in Spanish the steps, review and confirmation are Spanish and axe clean', async ({ page, request }) => {
  const patient = await carePatient(request);
  await page.goto('/portal/');
  await portal(page).getByLabel('Language').selectOption('es');
  await portal(page).getByLabel('Teléfono móvil o correo electrónico').fill(patient.username);
  await portal(page).getByLabel('Contraseña', { exact: true }).fill(patient.password);
  await portal(page).getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page).toHaveURL(/\/portal\/care-programs$/, { timeout: 15_000 });

  await expect(carePrograms(page).getByRole('heading', { name: 'Programas de atención', exact: true })).toBeVisible();
  await expect(stepHeading(page, 'Medicamento 1 de 2')).toBeVisible();
  await expect(button(page, 'Siguiente')).toBeDisabled();
  await expect(carePrograms(page).locator('[part="hint"]')).toHaveText('Elija una afección para continuar.');
  await expectAxeClean(page, 'the first drug in Spanish');
  await radio(page, 'Plaque psoriasis').check();
  await button(page, 'Siguiente').click();
  await radio(page, 'Type 2 diabetes').check();
  await button(page, 'Siguiente').click();
  await expect(stepHeading(page, 'Revise sus elecciones')).toBeVisible();
  await expect(carePrograms(page).getByRole('button', { name: 'Editar la afección de Ozempic Pen' })).toBeVisible();
  await expectAxeClean(page, 'the review in Spanish');
  await button(page, 'Confirmar').click();
  await expect(carePrograms(page).locator('[part="status"]')).toContainText('Sus programas de atención están confirmados.');
  await expect(page).toHaveURL(/\/portal\/home$/, { timeout: 6_000 });
  expect(await groupsMapped(page)).toBe(2);
});

test('a care-program patient with nothing to map is routed here, told so, groups_mapped becomes 3 and the portal goes on home without a click', async ({ page, request }) => {
  const patient = await carePatient(request, { nothingToMap: true });
  // PUT /user of groups_mapped waits, so the notice can be checked before the navigation goes on.
  const held = await holdRequests(page, /\/api\/user$/, groupsMappedPut);
  await signInToPortal(page, patient, /\/portal\/care-programs$/);
  await expect(carePrograms(page).getByText('There are no care programs to choose for your medications right now.')).toBeVisible();
  await expectAxeCleanInBothSchemes(page, ['rx-portal', 'rx-care-programs'], 'nothing to map');
  await held.release();
  await expect(page).toHaveURL(/\/portal\/home$/, { timeout: 6_000 });
  expect(await groupsMapped(page)).toBe(3);
});

test('a failed load shows loadFailed (GET /care-groups/mapping failed in the browser); Try again by keyboard brings the first drug; axe clean in both schemes', async ({ page, request }) => {
  const patient = await carePatient(request);
  // The mapping route answers any patient their own drugs; no real request makes it fail.
  const mappingCall = /\/api\/care-groups\/mapping\?/;
  await page.route(mappingCall, (route) => route.abort('failed'));
  await signInToPortal(page, patient, /\/portal\/care-programs$/);
  const failure = carePrograms(page).getByRole('alert');
  await expect(failure).toContainText('We could not load your care programs right now.', { timeout: 15_000 });
  await expect(stepHeading(page, 'Medication 1 of 2')).toHaveCount(0);
  await expectAxeCleanInBothSchemes(page, ['rx-portal', 'rx-care-programs'], 'the load failure');

  await page.unroute(mappingCall);
  await tabTo(page, failure.getByRole('button', { name: 'Try again' }));
  await page.keyboard.press('Enter');
  await expect(stepHeading(page, 'Medication 1 of 2')).toBeVisible();
  await expect(carePrograms(page).getByRole('alert')).toHaveCount(0);
  expect(await groupsMapped(page)).toBe(0);
});

test('in Spanish by keyboard only: both drugs, a save refused with 400 (navigationFailed), then confirmGroups; each step axe clean in the dark scheme', async ({ page, request }) => {
  const errors = collectErrors(page);
  const patient = await carePatient(request);
  await signInInSpanish(page, patient, /\/portal\/care-programs$/);
  await page.emulateMedia({ colorScheme: 'dark' });

  await expect(stepHeading(page, 'Medicamento 1 de 2')).toBeVisible();
  await expectAxeCleanIn(page, 'dark', ['rx-portal', 'rx-care-programs'], 'the first drug in Spanish');
  await tabTo(page, carePrograms(page).getByRole('radio').first());
  await page.keyboard.press('Space');
  await tabTo(page, button(page, 'Siguiente'));
  await page.keyboard.press('Enter');
  await expect(stepHeading(page, 'Medicamento 2 de 2')).toBeVisible();
  await tabTo(page, carePrograms(page).getByRole('radio').first());
  await page.keyboard.press('Space');
  await tabTo(page, button(page, 'Siguiente'));
  await page.keyboard.press('Enter');
  await expect(stepHeading(page, 'Revise sus elecciones')).toBeVisible();
  await expectAxeCleanIn(page, 'dark', ['rx-portal', 'rx-care-programs'], 'the review in Spanish');

  // The server accepts every choice the page offers, so its 400 (spec 02 §7: 200 or 400) is answered in the browser once.
  await page.route(
    '**/api/v2/patient/care-groups',
    (route) => route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ message: 'body/gIds: not offered to this patient: 999' }) }),
    { times: 1 },
  );
  await tabTo(page, button(page, 'Confirmar'));
  await page.keyboard.press('Enter');
  await expect(carePrograms(page).getByRole('alert')).toContainText('No pudimos guardar sus programas de atención. Inténtelo de nuevo.');
  await expectAxeCleanIn(page, 'dark', ['rx-portal', 'rx-care-programs'], 'the failed save in Spanish');
  expect(await groupsMapped(page)).toBe(0);

  await tabTo(page, button(page, 'Confirmar'));
  await page.keyboard.press('Enter');
  await expect(carePrograms(page).locator('[part="status"]')).toContainText('Sus programas de atención están confirmados. Le llevamos al inicio…');
  // The confirmation lasts 2 s before home: one scheme.
  await expectAxeCleanIn(page, 'dark', ['rx-portal', 'rx-care-programs'], 'the confirmation in Spanish');
  await expect(page).toHaveURL(/\/portal\/home$/, { timeout: 6_000 });
  expect(await groupsMapped(page)).toBe(2);
  expect(errors).toEqual([]);
});

test('in Spanish a patient with nothing to map is told so; axe clean in both schemes; Go to home by keyboard before the navigation goes on', async ({ page, request }) => {
  const patient = await freshPatient(request);
  await signInInSpanish(page, patient, /\/portal\/home$/);
  const held = await holdRequests(page, /\/api\/user$/, groupsMappedPut);
  await page.goto('/portal/care-programs');
  await expect(carePrograms(page).getByText('En este momento no hay programas de atención para elegir para sus medicamentos.')).toBeVisible();
  await expectAxeCleanInBothSchemes(page, ['rx-portal', 'rx-care-programs'], 'nothing to map in Spanish');
  await tabTo(page, button(page, 'Ir al inicio'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/portal\/home$/);
  await held.release();
  await expect.poll(() => groupsMapped(page)).toBe(3);
});

test('two drugs of one GPI group (first 8 digits, dashes ignored) are mapped in one step and saved with the care groups of both', async ({ page, request }) => {
  const patient = await carePatient(request, { sameGroupDrug: true });
  await signInToPortal(page, patient, /\/portal\/care-programs$/);
  await expect(stepHeading(page, 'Medication 1 of 2')).toBeVisible();
  await expect(carePrograms(page).locator('[part="drug-name"]')).toHaveText('Enbrel SureClick, Enbrel Mini');
  const group = carePrograms(page).getByRole('radiogroup', { name: 'Which condition is Enbrel SureClick, Enbrel Mini for?' });
  await expect(group.getByRole('radio')).toHaveCount(3);
  await radio(page, 'Rheumatoid arthritis').check();
  await button(page, 'Next').click();
  await expect(stepHeading(page, 'Medication 2 of 2')).toBeVisible();
  await radio(page, 'Type 2 diabetes').check();
  await button(page, 'Next').click();
  await expect(carePrograms(page).locator('[part="review-item"] p')).toHaveText(['Enbrel SureClick, Enbrel Mini: Rheumatoid arthritis', 'Ozempic Pen: Type 2 diabetes']);
  const posted = page.waitForRequest((r) => r.url().endsWith('/api/v2/patient/care-groups') && r.method() === 'POST');
  await button(page, 'Confirm').click();
  expect((await posted).postDataJSON()).toEqual({ u_id: patient.uId, gIds: [101, 104, 201], groupAssessmentReady: true });
  await expect(carePrograms(page).locator('[part="status"]')).toContainText('Your care programs are confirmed. Taking you home…');
  // The confirmation lasts 2 s before home: the light scheme here, the dark one in the Spanish test.
  await expectAxeCleanIn(page, 'light', ['rx-portal', 'rx-care-programs'], 'the confirmation');
  await expect(page).toHaveURL(/\/portal\/home$/, { timeout: 6_000 });
  expect(await groupsMapped(page)).toBe(2);
});

test('while the drugs load and while the choice is saved the page says so; a second Confirm saves nothing more', async ({ page, request }) => {
  const patient = await carePatient(request);
  const loading = await holdRequests(page, /\/api\/care-groups\/mapping\?/);
  await signInToPortal(page, patient, /\/portal\/care-programs$/);
  await expect(carePrograms(page).getByRole('status').filter({ hasText: 'Loading your medications' })).toBeAttached();
  await expectAxeCleanInBothSchemes(page, ['rx-portal', 'rx-care-programs'], 'the loading drugs');
  await loading.release();

  await radio(page, 'Plaque psoriasis').check();
  await button(page, 'Next').click();
  await radio(page, 'Type 2 diabetes').check();
  await button(page, 'Next').click();
  const saving = await holdRequests(page, /\/api\/v2\/patient\/care-groups$/);
  const confirm = carePrograms(page).locator('[part~="confirm-button"]');
  await confirm.focus();
  await page.keyboard.press('Enter');
  await expect(confirm).toHaveAttribute('aria-busy', 'true');
  await expect(confirm).toContainText('Saving your care programs');
  await page.keyboard.press('Enter');
  expect(saving.count()).toBe(1);
  await saving.release();
  await expect(carePrograms(page).locator('[part="status"]')).toContainText('Your care programs are confirmed.');
  expect(saving.count()).toBe(1);
  await expect(page).toHaveURL(/\/portal\/home$/, { timeout: 6_000 });
});
