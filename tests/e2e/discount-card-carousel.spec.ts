import { test, expect, type Page } from '@playwright/test';
import { portal } from './support/fresh-patient';
import { collectErrors, logIn } from './support/refill';
import { cardButton, cardHolder, discountCard, expectAxeClean, fillLogin, finishTutorial } from './support/discount-card';

/**
 * After the questions, <rx-discount-card> shows three promotional slides (spec 02 §2) as the
 * WAI-ARIA carousel, against the reference server with the real sign-in.
 */
const carousel = (page: Page) => discountCard(page).getByRole('region', { name: 'Ways to save with your card' });
const slide = (page: Page, label: string) => carousel(page).getByRole('group', { name: label, exact: true });

async function expectShown(page: Page, label: '1 of 3' | '2 of 3' | '3 of 3') {
  for (const other of ['1 of 3', '2 of 3', '3 of 3']) {
    if (other === label) await expect(slide(page, other)).toBeVisible();
    else await expect(slide(page, other)).toBeHidden();
  }
}

test('the tutorial and the carousel by keyboard only: slides labelled "1 of 3", previous, next around the ends, the rotation control', async ({ page, request }) => {
  const errors = collectErrors(page);
  const patient = await cardHolder(request);
  await page.goto('/portal/');
  await logIn(page, patient);
  await page.goto('/portal/discount-card');
  await expect(discountCard(page).getByRole('radio', { name: 'Yes', exact: true })).toBeVisible();

  // Questions by keyboard: Tab to the choices, Space picks, Tab to Next, Enter.
  await discountCard(page).getByRole('radio', { name: 'Yes', exact: true }).focus();
  await page.keyboard.press('Space');
  await cardButton(page, 'Next').focus();
  await page.keyboard.press('Enter');
  await discountCard(page).getByRole('radio', { name: 'At my usual pharmacy' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(cardButton(page, 'Next')).toBeFocused();
  await page.keyboard.press('Enter');
  await discountCard(page).getByLabel('Which medication do you plan to use it for? (optional)').focus();
  await page.keyboard.type('Eliquis');
  await page.keyboard.press('Tab');
  await expect(cardButton(page, 'Finish')).toBeFocused();
  await page.keyboard.press('Enter');

  // The thanks and the carousel; focus moved off the vanished Finish button onto them.
  await expect(discountCard(page).getByRole('status').filter({ hasText: 'Thank you for your answers!' })).toBeVisible();
  await expect(carousel(page)).toHaveAttribute('aria-roledescription', 'carousel');
  await expect(discountCard(page).locator('[part="finished"]')).toBeFocused();
  await expect(slide(page, '1 of 3')).toHaveAttribute('aria-roledescription', 'slide');
  await expect(slide(page, '1 of 3')).toContainText('Save up to $20 on your prescription');
  await expectShown(page, '1 of 3');

  // Tab into the carousel: the rotation control first; focus inside pauses the turning.
  await page.keyboard.press('Tab');
  await expect(cardButton(page, 'Stop slide show')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(cardButton(page, 'Previous slide')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(cardButton(page, 'Next slide')).toBeFocused();
  await expect(cardButton(page, 'Next slide')).toHaveAttribute('aria-controls', 'rx-discount-slides');
  // Paused by focus, the slides are announced as the patient moves them.
  await expect(discountCard(page).locator('#rx-discount-slides')).toHaveAttribute('aria-live', 'polite');
  await page.keyboard.press('Enter');
  await expectShown(page, '2 of 3');
  await expect(slide(page, '2 of 3')).toContainText('Use it at the pharmacy counter');
  await page.keyboard.press('Enter');
  await expectShown(page, '3 of 3');
  await page.keyboard.press('Enter');
  await expectShown(page, '1 of 3');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expectShown(page, '3 of 3');
  await expect(slide(page, '3 of 3')).toContainText('We are here to help');
  await page.keyboard.press('Shift+Tab');
  await expect(cardButton(page, 'Stop slide show')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(cardButton(page, 'Start slide show')).toBeFocused();
  await expectAxeClean(page, 'the carousel');
  await page.keyboard.press('Space');
  await expect(cardButton(page, 'Stop slide show')).toBeFocused();
  // Started on purpose it turns although focus is on the control (9 s a slide).
  await expectShown(page, '3 of 3');
  await expect(slide(page, '1 of 3')).toBeVisible({ timeout: 12_000 });
  expect(errors).toEqual([]);
});

test('left alone the carousel turns by itself; with reduced motion asked for it waits for Start', async ({ page, request }) => {
  const patient = await cardHolder(request);
  await page.goto('/portal/');
  await logIn(page, patient);
  await page.goto('/portal/discount-card');
  await finishTutorial(page);
  await expect(slide(page, '1 of 3')).toBeVisible();
  // Pointer away from the carousel and focus not in it (on the thanks box).
  await page.mouse.move(0, 0);
  await expect(discountCard(page).locator('#rx-discount-slides')).toHaveAttribute('aria-live', 'off');
  await expect(slide(page, '2 of 3')).toBeVisible({ timeout: 12_000 });
  await expect(slide(page, '1 of 3')).toBeHidden();

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(cardButton(page, 'Start slide show')).toBeVisible();
  await expect(discountCard(page).locator('#rx-discount-slides')).toHaveAttribute('aria-live', 'polite');
  const fade = await slide(page, '2 of 3').evaluate((el) => getComputedStyle(el).animationName);
  expect(fade).toBe('none');
});

for (const { locale, scheme } of [
  { locale: 'en', scheme: 'dark' },
  { locale: 'es', scheme: 'light' },
  { locale: 'es', scheme: 'dark' },
] as const) {
  test(`the card, the questions and the carousel are axe clean in ${locale}, ${scheme} colour scheme`, async ({ page, request }) => {
    await page.emulateMedia({ colorScheme: scheme });
    const patient = await cardHolder(request);
    await page.goto('/portal/');
    if (locale === 'es') await portal(page).getByLabel('Language').selectOption('es');
    await fillLogin(page, patient, locale);
    await expect(page).toHaveURL(/\/portal\/home$/, { timeout: 15_000 });
    await page.goto('/portal/discount-card');
    const spanish = locale === 'es';
    await expect(discountCard(page).getByRole('heading', { name: spanish ? 'Su tarjeta de descuento' : 'Your discount card', level: 2 })).toBeVisible();
    await expect(discountCard(page).getByRole('link', { name: spanish ? 'Configuración' : 'Settings' })).toBeVisible();
    await expectAxeClean(page, `the card and the first question (${locale}, ${scheme})`);
    await finishTutorial(page, locale);
    const region = discountCard(page).getByRole('region', { name: spanish ? 'Formas de ahorrar con su tarjeta' : 'Ways to save with your card' });
    await expect(region).toHaveAttribute('aria-roledescription', spanish ? 'carrusel' : 'carousel');
    const first = region.getByRole('group', { name: spanish ? '1 de 3' : '1 of 3', exact: true });
    await expect(first).toHaveAttribute('aria-roledescription', spanish ? 'diapositiva' : 'slide');
    await expect(first).toContainText(spanish ? 'Ahorre hasta $20 en su receta' : 'Save up to $20 on your prescription');
    await expect(region.getByRole('button', { name: spanish ? 'Diapositiva siguiente' : 'Next slide' })).toBeVisible();
    // The pointer on it pauses the turning, so no slide is caught half faded.
    await region.hover();
    await expectAxeClean(page, `the carousel (${locale}, ${scheme})`);

    // The rotate hint on a phone held upright.
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(discountCard(page).locator('[part="rotate-hint"]')).toBeVisible();
    await expect(discountCard(page).locator('[part="rotate-hint"]')).toContainText(spanish ? 'Gire su teléfono de lado' : 'Turn your phone sideways');
    await expectAxeClean(page, `the rotate hint (${locale}, ${scheme})`);
  });
}
