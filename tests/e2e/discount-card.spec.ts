import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import type { DiscountCardResponse } from '../../src/domain/patient/discount-card.schema';
import { freshPatient, portal, type FreshPatient } from './support/fresh-patient';
import { apiAsPatient, collectErrors, logIn } from './support/refill';
import { expectAxeClean } from './support/discount-card';

/**
 * <rx-discount-card> in the portal against the reference server: a fresh patient with the demo
 * discount card (server/modules/discount-card/discount-card.seed.ts), the real sign-in and API.
 */
const discountCard = (page: Page) => portal(page).locator('rx-discount-card');
const next = (page: Page, name: string) => discountCard(page).getByRole('button', { name, exact: true });

async function cardHolder(request: APIRequestContext): Promise<FreshPatient> {
  const patient = await freshPatient(request);
  const response = await request.post('/api/dev/discount-cards', { data: { username: patient.username } });
  expect(response.status()).toBe(200);
  return patient;
}


test('shows the card, takes the tutorial with back and progress, then the follow-up redeems the card exactly once', async ({ page, request }) => {
  const errors = collectErrors(page);
  const patient = await cardHolder(request);
  const redemptions: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().includes('/api/discount-cards/redemptions')) redemptions.push(req.url());
  });
  await page.goto('/portal/');
  await logIn(page, patient);
  await page.goto('/portal/discount-card');

  await expect(discountCard(page).getByRole('heading', { name: 'Your discount card', level: 2 })).toBeVisible();
  const fields = discountCard(page).locator('[part="card-fields"]');
  await expect(fields.locator('dt')).toHaveText(['ID', 'BIN', 'GRP', 'PCN']);
  await expect(fields.locator('dd')).toHaveText(['RXD4471902815', '610494', 'RXSAVE20', 'DISC']);
  await expect(discountCard(page).getByText('Save up to $20 on your prescription')).toBeVisible();
  await expect(discountCard(page).getByRole('link', { name: '800-555-0175' })).toHaveAttribute('href', 'tel:+18005550175');
  await expectAxeClean(page, 'the card and the first tutorial question');

  // The tutorial: a choice is needed before Next; the back arrow returns with the answer kept.
  const progress = discountCard(page).getByRole('progressbar');
  await expect(progress).toHaveAttribute('aria-label', 'Question 1 of 3');
  await expect(next(page, 'Next')).toBeDisabled();
  await discountCard(page).getByRole('radio', { name: 'Yes' }).check();
  await next(page, 'Next').click();
  await expect(progress).toHaveAttribute('aria-label', 'Question 2 of 3');
  await discountCard(page).getByRole('button', { name: 'Back to the previous question' }).click();
  await expect(discountCard(page).getByRole('radio', { name: 'Yes' })).toBeChecked();
  await next(page, 'Next').click();
  // Keyboard only from here: arrows choose, Tab and Enter go on.
  await discountCard(page).getByRole('radio', { name: 'At my usual pharmacy' }).focus();
  await page.keyboard.press('Space');
  await expect(discountCard(page).getByRole('radio', { name: 'At my usual pharmacy' })).toBeChecked();
  await next(page, 'Next').focus();
  await page.keyboard.press('Enter');
  await discountCard(page).getByLabel('Which medication do you plan to use it for? (optional)').fill('Eliquis');
  await next(page, 'Finish').click();
  await expect(discountCard(page).getByRole('status').filter({ hasText: 'Thank you for your answers!' })).toBeVisible();
  expect(redemptions).toEqual([]);

  // Back on the page the follow-up is asked; picking up the prescription redeems the card once.
  await page.reload();
  await expect(discountCard(page).getByRole('radio', { name: 'I have picked up my prescription' })).toBeVisible();
  await discountCard(page).getByRole('radio', { name: 'I have picked up my prescription' }).check();
  await next(page, 'Next').click();
  await discountCard(page).getByLabel('How was your experience? (optional)').fill('Quick and easy.');
  await next(page, 'Finish').dblclick();
  await expect(discountCard(page).getByRole('status').filter({ hasText: 'Your discount has been redeemed.' })).toBeVisible();
  const { survey } = await apiAsPatient<DiscountCardResponse>(page, '/discount-cards?u_id={uId}');
  expect(survey.redeemed).toBe(true);
  expect(redemptions).toHaveLength(1);
  // Redeemed: coming back, the question that redeems it is not asked again; the others are.
  await page.reload();
  await expect(discountCard(page).getByLabel('How was your experience? (optional)')).toBeVisible();
  await expect(discountCard(page).getByRole('radiogroup', { name: 'Did you use your card at the pharmacy?' })).toHaveCount(0);
  await next(page, 'Finish').click();
  await expect(discountCard(page).getByRole('status').filter({ hasText: 'Thank you for your answers!' })).toBeVisible();
  expect(redemptions).toHaveLength(1);
  // The promotional carousel follows; the pointer on it pauses it, so no slide is caught half faded.
  await discountCard(page).getByRole('region', { name: 'Ways to save with your card' }).hover();
  await expectAxeClean(page, 'the finished follow-up and the carousel');
  expect(errors).toEqual([]);
});

test('in Spanish the card, the questions and the labels are Spanish and axe clean', async ({ page, request }) => {
  const patient = await cardHolder(request);
  await page.goto('/portal/');
  await portal(page).getByLabel('Language').selectOption('es');
  await portal(page).getByLabel('Teléfono móvil o correo electrónico').fill(patient.username);
  await portal(page).getByLabel('Contraseña', { exact: true }).fill(patient.password);
  await portal(page).getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page).toHaveURL(/\/portal\/home$/, { timeout: 15_000 });
  await page.goto('/portal/discount-card');

  await expect(discountCard(page).getByRole('heading', { name: 'Su tarjeta de descuento', level: 2 })).toBeVisible();
  await expect(discountCard(page).getByText('Ahorre hasta $20 en su receta')).toBeVisible();
  await expect(discountCard(page).getByRole('radiogroup', { name: '¿Ha usado antes una tarjeta de descuento para recetas?' })).toBeVisible();
  await expect(next(page, 'Siguiente')).toBeDisabled();
  await discountCard(page).getByRole('radio', { name: 'Sí' }).check();
  await expect(next(page, 'Siguiente')).toBeEnabled();
  await expectAxeClean(page, 'the card in Spanish');
});
