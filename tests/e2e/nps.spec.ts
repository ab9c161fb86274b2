import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import type { FeedbackLookupResponse } from '../../src/domain/survey/feedback.schema';
import { freshPatient, portal } from './support/fresh-patient';
import { apiAsPatient, button as refillButton, collectErrors, fillWizard, logIn, MEDS, newRefillPatient, refill, signInToRefill } from './support/refill';
import { expectAxeCleanIn, expectAxeCleanInBothSchemes, holdRequests, signInInSpanish } from './support/axe-schemes';
import { isFocused, tabTo } from './support/keyboard';

/**
 * <rx-nps> (/nps-form) in the portal against the reference server: reached after a refill by a
 * patient who never gave feedback, scored by keyboard or by dragging, sent to POST /feedback.
 */
const nps = (page: Page) => portal(page).locator('rx-nps');
const score = (page: Page, value: number, label = `${value} out of 10`) => nps(page).getByRole('radio', { name: label, exact: true });
const submit = (page: Page, name = 'Submit') => nps(page).getByRole('button', { name, exact: true });

async function expectAxeClean(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).include({ fromShadowDom: ['rx-portal', 'rx-nps'] }).analyze();
  expect(results.passes.length, `axe checked something on ${what}`).toBeGreaterThan(0);
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`), `axe on ${what}`).toEqual([]);
}

test('after a first refill the patient scores by keyboard, a failed send says so, the retry is stored and home follows', async ({ page, request }) => {
  const errors = collectErrors(page);
  const patient = await newRefillPatient(request);
  await signInToRefill(page, patient);
  await fillWizard(page, { medications: [MEDS.lisinopril] });
  await refillButton(page, 'Submit').click();
  await expect(refill(page).getByText('Your refill request has been submitted.')).toBeVisible();
  await expect(page).toHaveURL(/\/portal\/nps-form$/, { timeout: 6_000 });

  await expect(nps(page).getByRole('heading', { name: 'Tell us how we did' })).toBeVisible();
  const group = nps(page).getByRole('group', { name: 'How likely are you to recommend Rx Portal to a friend or family member?' });
  await expect(group.getByRole('radio')).toHaveCount(10);
  await expect(submit(page)).toBeDisabled();
  await expect(nps(page).locator('[part="score-required"]')).toHaveText('Please choose a score from 1 to 10.');
  await expectAxeClean(page, 'the empty form');

  // Keyboard only: Tab into the group, arrows move the score, Tab leaves it for the comment.
  await tabTo(page, score(page, 1));
  await expect(score(page, 1)).not.toBeChecked();
  for (let presses = 0; presses < 8; presses++) await page.keyboard.press('ArrowRight');
  await expect(score(page, 9)).toBeChecked();
  expect(await isFocused(score(page, 9))).toBe(true);
  await page.keyboard.press('ArrowLeft');
  await expect(score(page, 8)).toBeChecked();
  await page.keyboard.press('End');
  await expect(score(page, 10)).toBeChecked();
  expect(await isFocused(score(page, 10))).toBe(true);
  await page.keyboard.press('Home');
  await expect(score(page, 1)).toBeChecked();
  for (let presses = 0; presses < 8; presses++) await page.keyboard.press('ArrowDown');
  await expect(score(page, 9)).toBeChecked();
  await expect(submit(page)).toBeEnabled();
  await expect(nps(page).locator('[part="score-required"]')).toHaveCount(0);
  await page.keyboard.press('Tab');
  const comment = nps(page).getByRole('textbox', { name: 'Anything else you would like to tell us? (optional)' });
  expect(await isFocused(comment)).toBe(true);
  await page.keyboard.type('Quick delivery, thank you.');
  await expectAxeClean(page, 'a chosen score');

  // The network fails once: requestFailed, the form kept.
  await page.route('**/api/feedback', (route) => route.abort('failed'), { times: 1 });
  await submit(page).click();
  await expect(nps(page).getByRole('alert')).toContainText('We could not send your feedback right now. Please try again later.');
  await expect(score(page, 9)).toBeChecked();
  await expect(comment).toHaveValue('Quick delivery, thank you.');
  await expectAxeCleanInBothSchemes(page, ['rx-portal', 'rx-nps'], 'the failed send');
  expect((await apiAsPatient<FeedbackLookupResponse>(page, '/feedback?u_id={uId}&feedback_type=NPS')).patientFeedback).toBeNull();

  const posted = page.waitForRequest((r) => r.url().endsWith('/api/feedback') && r.method() === 'POST');
  await submit(page).click();
  const body = (await posted).postDataJSON() as { feedback_type: string; feedback: Array<{ name: string; value: string }> };
  expect(body.feedback_type).toBe('NPS');
  expect(body.feedback.map((item) => [item.name, item.value])).toEqual([
    ['score', '9'],
    ['comment', 'Quick delivery, thank you.'],
  ]);
  await expect(nps(page).getByRole('status')).toContainText('Thank you for your feedback!');
  await expect(page).toHaveURL(/\/portal\/home$/, { timeout: 6_000 });
  // What the refill wizard reads as "days since last feedback" is now today.
  const { patientFeedback } = await apiAsPatient<FeedbackLookupResponse>(page, '/feedback?u_id={uId}&feedback_type=NPS');
  expect(Date.now() - Date.parse(patientFeedback!.timeReceived)).toBeLessThan(60_000);
  expect(errors).toEqual([]);
});

test('in Spanish the score drags like a slider (27 px a step), the texts are Spanish and axe clean', async ({ page, request }) => {
  const patient = await freshPatient(request);
  await page.goto('/portal/');
  await portal(page).getByLabel('Language').selectOption('es');
  await portal(page).getByLabel('Teléfono móvil o correo electrónico').fill(patient.username);
  await portal(page).getByLabel('Contraseña', { exact: true }).fill(patient.password);
  await portal(page).getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page).toHaveURL(/\/portal\/home$/, { timeout: 15_000 });
  await page.goto('/portal/nps-form');

  await expect(nps(page).getByRole('heading', { name: 'Cuéntenos cómo lo hicimos' })).toBeVisible();
  await expect(submit(page, 'Enviar')).toBeDisabled();
  await expect(nps(page).locator('[part="score-required"]')).toHaveText('Elija una puntuación del 1 al 10.');
  const track = nps(page).locator('[part="slider"]');
  const box = (await track.boundingBox())!;
  expect(Math.round(box.width)).toBe(270);
  const y = box.y + 20;
  await page.mouse.move(box.x + 4 * 27 + 13, y);
  await page.mouse.down();
  await expect(score(page, 5, '5 de 10')).toBeChecked();
  await page.mouse.move(box.x + 7 * 27 + 5, y, { steps: 4 });
  await expect(score(page, 8, '8 de 10')).toBeChecked();
  await page.mouse.move(box.x + box.width + 40, y, { steps: 4 });
  await page.mouse.up();
  await expect(score(page, 10, '10 de 10')).toBeChecked();
  await expect(submit(page, 'Enviar')).toBeEnabled();
  await expectAxeClean(page, 'the form in Spanish');
  await nps(page).getByRole('button', { name: 'Ahora no' }).click();
  await expect(page).toHaveURL(/\/portal\/home$/);
});

test('in Spanish by keyboard only: the empty form and a failed send (requestFailed) axe clean in both colour schemes, the thank-you in the dark one', async ({ page, request }) => {
  const errors = collectErrors(page);
  const patient = await freshPatient(request);
  await signInInSpanish(page, patient, /\/portal\/home$/);
  await page.goto('/portal/nps-form');

  await expect(nps(page).getByRole('heading', { name: 'Cuéntenos cómo lo hicimos' })).toBeVisible();
  await expect(submit(page, 'Enviar')).toBeDisabled();
  await expect(nps(page).locator('[part="score-required"]')).toHaveText('Elija una puntuación del 1 al 10.');
  await expectAxeCleanInBothSchemes(page, ['rx-portal', 'rx-nps'], 'the empty form in Spanish');

  // The score is a radio group by keyboard: one Tab stop, arrows move, Space picks the first.
  await tabTo(page, score(page, 1, '1 de 10'));
  await page.keyboard.press('Space');
  await expect(score(page, 1, '1 de 10')).toBeChecked();
  for (let presses = 0; presses < 6; presses++) await page.keyboard.press('ArrowRight');
  await expect(score(page, 7, '7 de 10')).toBeChecked();
  await page.keyboard.press('Tab');
  const comment = nps(page).getByRole('textbox', { name: '¿Algo más que quiera contarnos? (opcional)' });
  expect(await isFocused(comment)).toBe(true);
  await page.keyboard.type('Muy amables.');

  // No request the form can make is refused by the server (the score is checked before), so the network fails once here.
  await page.route('**/api/feedback', (route) => route.abort('failed'), { times: 1 });
  await tabTo(page, submit(page, 'Enviar'));
  await page.keyboard.press('Enter');
  const failure = nps(page).getByRole('alert');
  await expect(failure).toContainText('No pudimos enviar sus comentarios en este momento. Inténtelo de nuevo más tarde.');
  await expect(score(page, 7, '7 de 10')).toBeChecked();
  await expect(comment).toHaveValue('Muy amables.');
  await expectAxeCleanInBothSchemes(page, ['rx-portal', 'rx-nps'], 'the failed send in Spanish');

  // The thank-you lasts 2 s before home: one scheme here (dark), the light one in the English test.
  await page.emulateMedia({ colorScheme: 'dark' });
  await tabTo(page, submit(page, 'Enviar'));
  await page.keyboard.press('Enter');
  await expect(nps(page).getByRole('status')).toContainText('¡Gracias por sus comentarios! Lo llevamos al inicio…');
  await expectAxeCleanIn(page, 'dark', ['rx-portal', 'rx-nps'], 'the thank-you in Spanish');
  await expect(page).toHaveURL(/\/portal\/home$/, { timeout: 6_000 });
  const { patientFeedback } = await apiAsPatient<FeedbackLookupResponse>(page, '/feedback?u_id={uId}&feedback_type=NPS');
  expect(patientFeedback).not.toBeNull();
  expect(errors).toEqual([]);
});

test('in English the empty form and a chosen score are axe clean in both colour schemes, the thank-you in the light one', async ({ page, request }) => {
  const patient = await freshPatient(request);
  await page.goto('/portal/');
  await logIn(page, patient);
  await expect(page).toHaveURL(/\/portal\/home$/, { timeout: 15_000 });
  await page.goto('/portal/nps-form');
  await expect(submit(page)).toBeDisabled();
  await expectAxeCleanInBothSchemes(page, ['rx-portal', 'rx-nps'], 'the empty form');
  await score(page, 10).check();
  await expect(submit(page)).toBeEnabled();
  await expectAxeCleanInBothSchemes(page, ['rx-portal', 'rx-nps'], 'a chosen score');
  await submit(page).click();
  await expect(nps(page).getByRole('status')).toContainText('Thank you for your feedback!');
  await expectAxeCleanIn(page, 'light', ['rx-portal', 'rx-nps'], 'the thank-you');
});

test('while the score is being sent Submit is busy and a second Enter sends nothing more', async ({ page, request }) => {
  const patient = await freshPatient(request);
  await page.goto('/portal/');
  await logIn(page, patient);
  await page.goto('/portal/nps-form');
  await score(page, 6).check();
  const held = await holdRequests(page, /\/api\/feedback$/);
  const button = nps(page).locator('[part~="submit-button"]');
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-busy', 'true');
  await expect(button).toContainText('Sending your feedback');
  await page.keyboard.press('Enter');
  await expectAxeCleanInBothSchemes(page, ['rx-portal', 'rx-nps'], 'the sending form');
  expect(held.count()).toBe(1);
  await held.release();
  await expect(nps(page).getByRole('status')).toContainText('Thank you for your feedback!');
  expect(held.count()).toBe(1);
});
