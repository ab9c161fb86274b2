import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

test('the catalogue shows every element live, edits attributes, logs events and gives snippets', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');

  const unsubscribeCard = page.locator('#element-rx-unsubscribe');
  const bannerCard = page.locator('#element-rx-outage-banner');
  await expect(unsubscribeCard.getByRole('heading', { name: 'E-mail preferences', exact: true })).toBeVisible();
  await expect(bannerCard.getByText('Scheduled maintenance', { exact: false })).toBeVisible();
  await expect(page.locator('#element-rx-config')).toBeVisible();

  // Editing an attribute changes the live element and its snippet.
  const emailAttribute = unsubscribeCard.getByRole('form', { name: 'rx-unsubscribe attributes' }).getByLabel(/email/);
  await emailAttribute.fill('maria.demo@example.com');
  await expect(unsubscribeCard.getByLabel('E-mail address')).toHaveValue('maria.demo@example.com');
  await expect(unsubscribeCard.locator('pre')).toContainText('<rx-unsubscribe email="maria.demo@example.com"></rx-unsubscribe>');
  await expect(unsubscribeCard.locator('pre')).toContainText('<script type="module" src=');

  // Events from the live element reach the log.
  await unsubscribeCard.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
  await expect(unsubscribeCard.getByText('You have been unsubscribed')).toBeVisible();
  const log = page.locator('#event-log');
  await expect(log).toContainText('rx-email-unsubscribed');
  await expect(log).toContainText('maria.demo@example.com');

  await bannerCard.getByRole('button', { name: 'Dismiss notice' }).first().click();
  await expect(log).toContainText('rx-notice-dismissed');

  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  expect(errors).toEqual([]);
});

test('the catalogue switches every widget to Spanish through the shared locale', async ({ page }) => {
  await page.goto('/');
  const configCard = page.locator('#element-rx-config');
  await configCard.getByRole('form', { name: 'rx-config attributes' }).getByLabel(/locale/).fill('es');
  await expect(page.getByRole('heading', { name: 'Preferencias de correo electrónico' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Descartar aviso' }).first()).toBeVisible();

  // The outage notices come from the server again, in Spanish.
  const bannerCard = page.locator('#element-rx-outage-banner');
  await expect(bannerCard.getByText('Mantenimiento programado: es posible que el portal no esté disponible', { exact: false })).toBeVisible();
  await expect(bannerCard.getByText('Las solicitudes de resurtido hechas esta semana', { exact: false })).toBeVisible();
  await expect(bannerCard.getByText('Scheduled maintenance', { exact: false })).toHaveCount(0);
});
