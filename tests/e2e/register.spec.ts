import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { codeFor } from './support/dev-api';
import { openHostPage } from './support/host-page';

/**
 * Registration against the reference server with the development test registration code:
 * lookup, encrypted password (the server decrypts it with its private key), sign-up with the
 * identity server (a confirmation code arrives in the development mailbox), the visited call, and the way back
 * to /login with the success message. Keyboard only.
 */
const TEST_REGISTRATION_CODE = 'RX-TEST-0000';
const PASSWORD = 'Register#E2e2024';


async function openRegisterPage(page: Page, search: string) {
  await page.addInitScript(() => {
    const log: unknown[] = [];
    (window as unknown as { __navigations: unknown[] }).__navigations = log;
    document.addEventListener('rx-navigate', (event) => log.push((event as CustomEvent).detail));
  });
  await openHostPage(page, { name: 'register-page', title: 'Register', element: '<rx-register></rx-register>' }, search);
}

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const navigations = (page: Page) => page.evaluate(() => (window as unknown as { __navigations: unknown[] }).__navigations);


test('registers with the test registration code, by keyboard, and returns to login with the success message', async ({ page }) => {
  const username = `e2e.register.${Date.now()}@example.com`;
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await openRegisterPage(page, `?id=${TEST_REGISTRATION_CODE}`);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();

  const typeInto = async (name: string, text: string) => {
    await textbox(page, name).focus();
    await page.keyboard.type(text);
  };
  await typeInto('First name', 'Robin');
  await typeInto('Last name', 'Register');
  await typeInto('Username (mobile phone or e-mail)', username);
  await typeInto('Confirm username', username);
  await typeInto('Password', PASSWORD);
  await typeInto('Confirm password', PASSWORD);
  await page.getByRole('combobox', { name: 'Month' }).focus();
  await page.getByRole('combobox', { name: 'Month' }).selectOption('4');
  await typeInto('Day', '12');
  await typeInto('Year', '1975');

  const consent = page.getByRole('checkbox', { name: /I have read and agree to the terms and conditions/ });
  await consent.focus();
  await page.keyboard.press('Space');
  const dialog = page.getByRole('dialog', { name: 'Terms and conditions' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Agree' }).focus();
  await page.keyboard.press('Enter');
  await expect(consent).toBeChecked();

  const axe = await new AxeBuilder({ page }).include('rx-register').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  await page.getByRole('button', { name: 'Create account' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your account was created successfully.')).toBeVisible({ timeout: 15_000 });
  expect(await navigations(page)).toEqual([{ path: '/login', state: { message: 'successfullyRegistered', notice: 'registered' } }]);

  // The identity server e-mailed the sign-up confirmation code to the new username (the development mailbox got it).
  expect(await codeFor(page.request, username, 'sign-up', 0)).toMatch(/^\d{6}$/);

  // The same username again is refused with usernameExists.
  await openRegisterPage(page, `?id=${TEST_REGISTRATION_CODE}`);
  await textbox(page, 'First name').fill('Robin');
  await textbox(page, 'Last name').fill('Register');
  await textbox(page, 'Username (mobile phone or e-mail)').fill(username);
  await textbox(page, 'Confirm username').fill(username);
  await textbox(page, 'Password').fill(PASSWORD);
  await textbox(page, 'Confirm password').fill(PASSWORD);
  await page.getByRole('combobox', { name: 'Month' }).selectOption('4');
  await textbox(page, 'Day').fill('12');
  await textbox(page, 'Year').fill('1975');
  await consent.click();
  await dialog.getByRole('button', { name: 'Agree' }).click();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'An account with this username already exists.' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('an unknown registration code goes back to login', async ({ page }) => {
  await openRegisterPage(page, '?id=NO-SUCH-CODE-1');
  await expect(page.getByText('This registration link is not valid')).toBeVisible();
  expect(await navigations(page)).toEqual([{ path: '/login', replace: true }]);
});
