import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { freshPatient, portal, signInToPortal } from './support/fresh-patient';

/**
 * Signing out on a shared computer: from the portal's account menu and from a signed-in
 * <rx-login> on the intranet page, behind the confirm dialog; every tab of the browser follows.
 */

const storedSession = (page: import('@playwright/test').Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('rx-session') ?? '{}') as { state?: { identity?: unknown; lastSignOut?: string } });

const amplifyKeys = (page: import('@playwright/test').Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('CognitoIdentityServiceProvider') && !key.endsWith('LastAuthUser')));

test('portal account menu: Sign out asks first, then ends the session in this tab and in a second one within 2 s', async ({ context, request }) => {
  const patient = await freshPatient(request, { fname: 'Shared', lname: 'Computer' });
  const first = await context.newPage();
  await signInToPortal(first, patient, /\/portal\/home$/);
  await first.evaluate(() => sessionStorage.setItem('rx-draft:refill', '{"kept":"until sign-out"}'));
  const second = await context.newPage();
  await second.goto('/portal/home');
  await expect(portal(second).locator('rx-home')).toBeAttached();

  const menuButton = portal(first).getByRole('button', { name: 'Account menu' });
  await menuButton.click();
  const menu = portal(first).getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['Profile', 'Settings', 'Sign out']);
  const axeMenu = await new AxeBuilder({ page: first }).include('rx-portal').analyze();
  expect(axeMenu.violations.map((v) => v.id)).toEqual([]);

  // Cancel keeps the session and gives focus back to the menu button.
  await menu.getByRole('menuitem', { name: 'Sign out' }).click();
  const dialog = portal(first).getByRole('alertdialog', { name: 'Sign out?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await first.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Sign out' })).toBeFocused();
  // Past the last button of the modal dialog focus leaves the page (for the browser's own
  // controls), never to the page behind it; the next Tab is back on Cancel.
  await first.keyboard.press('Tab');
  expect(await first.evaluate(() => document.activeElement === document.body || document.activeElement === null)).toBe(true);
  await first.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await first.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(menuButton).toBeFocused();
  expect((await storedSession(first)).state?.identity).toBeTruthy();

  await menuButton.click();
  await portal(first).getByRole('menuitem', { name: 'Sign out' }).click();
  await dialog.getByRole('button', { name: 'Sign out' }).click();
  await expect(first).toHaveURL(/\/portal\/login$/);
  await expect(portal(first).getByRole('heading', { name: 'Log in', exact: true })).toBeVisible();
  await expect(second).toHaveURL(/\/portal\/login$/, { timeout: 2_000 });
  expect((await storedSession(first)).state).toMatchObject({ identity: null, lastSignOut: 'user' });
  expect(await first.evaluate(() => sessionStorage.getItem('rx-draft:refill'))).toBeNull();
  await expect.poll(() => amplifyKeys(first)).toEqual([]);
  await second.goto('/portal/home');
  await expect(second).toHaveURL(/\/portal\/login$/);
});

test("intranet <rx-login>: signed in it shows the patient's name and Sign out; signing out signs out a second tab", async ({ context, request }) => {
  const patient = await freshPatient(request, { fname: 'Intra', lname: 'Net' });
  const page = await context.newPage();
  await page.goto('/intranet/');
  const login = page.locator('rx-login');
  await login.getByLabel('Mobile phone or e-mail').fill(patient.username);
  await login.getByLabel('Password', { exact: true }).fill(patient.password);
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(login.getByText('Signed in as Intra Net')).toBeVisible({ timeout: 15_000 });

  const second = await context.newPage();
  await second.goto('/intranet/');
  await expect(second.locator('rx-login').getByText('Signed in as Intra Net')).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('rx-login').analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  await login.getByRole('button', { name: 'Sign out' }).click();
  const dialog = login.getByRole('alertdialog', { name: 'Sign out?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Sign out' }).click();
  await expect(login.getByRole('heading', { name: 'Log in', exact: true })).toBeVisible();
  await expect(second.locator('rx-login').getByRole('heading', { name: 'Log in', exact: true })).toBeVisible({ timeout: 2_000 });
  await expect(page.locator('rx-refill').getByText('Please sign in to schedule a refill.')).toBeVisible();
});
