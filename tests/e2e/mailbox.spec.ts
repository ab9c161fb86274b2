import AxeBuilder from '@axe-core/playwright';
import { test, expect, type Page } from '@playwright/test';
import { portal } from './support/fresh-patient';

/**
 * The development mailbox as a partner trying the demo meets it: a new patient signs up on the
 * demo portal, opens the Mailbox page, reads the confirmation code there (from the page, as a
 * patient reads an e-mail; the server sent it through its real SMTP transport and queue to the
 * mailbox on loopback), types it in and signs in. The page is used by keyboard and is axe clean in
 * the light and the dark colour scheme.
 */

/** The development registration code: any name and date of birth, any new username. */
const TEST_REGISTRATION_CODE = 'RX-TEST-0000';
const PASSWORD = 'Mailbox#E2e2026';

const freshUsername = () => `mailbox.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

async function signUpOnThePortal(page: Page, username: string) {
  await page.goto(`/portal/register?id=${TEST_REGISTRATION_CODE}`);
  await expect(portal(page).getByRole('heading', { name: 'Create your account' })).toBeVisible();
  const register = portal(page).locator('rx-register');
  const textbox = (name: string) => register.getByRole('textbox', { name, exact: true });
  await textbox('First name').fill('Morgan');
  await textbox('Last name').fill('Mailbox');
  await textbox('Username (mobile phone or e-mail)').fill(username);
  await textbox('Confirm username').fill(username);
  await textbox('Password').fill(PASSWORD);
  await textbox('Confirm password').fill(PASSWORD);
  await register.getByRole('combobox', { name: 'Month' }).selectOption('6');
  await textbox('Day').fill('21');
  await textbox('Year').fill('1984');
  await register.getByRole('checkbox', { name: /I have read and agree to the terms and conditions/ }).click();
  await portal(page).getByRole('dialog', { name: 'Terms and conditions' }).getByRole('button', { name: 'Agree' }).click();
  await register.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/portal\/login$/, { timeout: 15_000 });
}

async function expectAxeClean(page: Page, what: string) {
  const background: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    background.push(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor));
    // The page, not the e-mails it frames: their HTML is the sender's (the e-mail tests check it),
    // and axe cannot run inside a frame whose empty sandbox forbids scripts (it would wait for it).
    const results = await new AxeBuilder({ page }).exclude('iframe.message-html').analyze();
    expect(results.passes.length, `axe checked something on ${what} (${colorScheme})`).toBeGreaterThan(0);
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`),
      `axe on ${what} (${colorScheme})`,
    ).toEqual([]);
  }
  expect(background[1], 'the dark scheme changes the page').not.toBe(background[0]);
  await page.emulateMedia({ colorScheme: 'light' });
}

test('sign up on the demo, read the confirmation code on the Mailbox page, confirm and sign in', async ({ page, context }) => {
  const username = freshUsername();
  await signUpOnThePortal(page, username);

  // First sign-in: not confirmed yet; Confirm sends a fresh code.
  await portal(page).getByLabel('Mobile phone or e-mail').fill(username);
  await portal(page).getByLabel('Password', { exact: true }).fill(PASSWORD);
  await portal(page).getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(portal(page).getByRole('heading', { name: 'Confirm your account' })).toBeVisible();
  await portal(page).getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(portal(page).getByRole('heading', { name: 'Enter your confirmation code' })).toBeVisible();

  // The Mailbox page, by keyboard: narrowed to the new address, it shows both e-mails (the sign-up
  // one and the one Confirm sent), newest first, each with its code in plain sight.
  const mailbox = await context.newPage();
  await mailbox.goto('/mailbox/');
  await expect(mailbox.getByRole('heading', { level: 1, name: 'Mailbox' })).toBeVisible();
  await mailbox.getByRole('searchbox', { name: 'Only to' }).focus();
  await mailbox.keyboard.type(username);
  const messages = mailbox.getByRole('article', { name: `E-mail to ${username}`, exact: false });
  // Delivery goes through the queue; the page refreshes itself every 2 seconds.
  await expect(messages).toHaveCount(2, { timeout: 15_000 });
  await expect(mailbox.getByRole('status')).toHaveText(/, 2 shown\.$/);
  const newest = messages.first();
  await expect(newest.getByRole('heading', { level: 3 })).toContainText(`E-mail to ${username}`);
  await expect(newest).toContainText('Sign-up confirmation (sign-up)');
  const code = (await newest.getByText(/^\d{6}$/).textContent())!;
  expect(code).toMatch(/^\d{6}$/);
  await expectAxeClean(mailbox, 'the Mailbox page');

  // Refresh by keyboard: the list stays as it is (nothing new arrived).
  await mailbox.getByRole('button', { name: 'Refresh' }).focus();
  await mailbox.keyboard.press('Enter');
  await expect(mailbox.getByRole('status')).toHaveText(/, 2 shown\.$/);
  await expect(messages.first().getByText(code, { exact: true })).toBeVisible();

  // Back on the portal: the code from the Mailbox page confirms the account, and it signs in.
  await page.bringToFront();
  await portal(page).getByRole('textbox', { name: 'Confirmation code' }).fill(code);
  await portal(page).getByRole('button', { name: 'Verify' }).click();
  await expect(portal(page).getByRole('status').filter({ hasText: 'Your account is confirmed. You can log in now.' })).toBeVisible();
  await portal(page).getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/portal\/home$/, { timeout: 15_000 });
  await expect(portal(page).locator('rx-home').getByRole('heading', { name: /^Hello/ })).toHaveText('Hello, Morgan');
});

test('the Mailbox page is linked from the catalogue and says when nothing matches', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: /^Mailbox/ }).click();
  await expect(page).toHaveURL(/\/mailbox\/$/);
  await expect(page.getByRole('status')).toHaveText(/messages?|No messages yet/);
  await page.getByRole('searchbox', { name: 'Only to' }).fill(freshUsername());
  await expect(page.getByRole('status')).toHaveText(/, 0 shown\.$/);
  await expect(page.getByRole('article')).toHaveCount(0);
  await expectAxeClean(page, 'the Mailbox page with nothing shown');
});
