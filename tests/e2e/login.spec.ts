import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { codeFor, demoAccount, lastOutboxId } from './support/dev-api';
import { freshPatient } from './support/fresh-patient';

/**
 * <rx-login> journeys against the reference server: real aws-amplify sign-in (SRP) on the local
 * identity server, codes read from the development mailbox, the demo accounts of /api/dev/accounts.
 */
async function openLogin(page: Page, query = '') {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`/test-fixtures/login/${query}`);
  await expect(page.getByRole('heading', { name: 'Log in', exact: true })).toBeVisible();
  return errors;
}

async function expectNoAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).include('rx-login').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

// In order in one worker: two journeys sign in the one SMS multi-factor demo account, and each
// reads "the next sms-mfa code to that number" from the mailbox.
test.describe.configure({ mode: 'default' });

const usernameField = (page: Page) => page.getByLabel('Mobile phone or e-mail');
const passwordField = (page: Page) => page.getByLabel('Password', { exact: true });
const events = (page: Page) => page.locator('#events');

test('wrong password: invalid credentials, nothing signed in', async ({ page, request }) => {
  const account = await demoAccount(request, /^Plain sign-in/);
  const errors = await openLogin(page);
  await usernameField(page).fill(account.username);
  await passwordField(page).fill('Wrong#Password1');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Incorrect username or password.' })).toBeVisible();
  await expect(events(page)).toBeEmpty();
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test('SMS multi-factor: the texted code from the outbox signs in and routes home', async ({ page, request }) => {
  const account = await demoAccount(request, /SMS multi-factor/);
  const errors = await openLogin(page);
  const before = await lastOutboxId(request);
  // Typed as a person would: the field formats the phone ddd-ddd-dddd; it is sent as +1 and ten digits.
  await usernameField(page).pressSequentially(account.username.replace(/^\+1/, ''));
  await expect(usernameField(page)).toHaveValue(account.username.replace(/^\+1(\d{3})(\d{3})(\d{4})$/, '$1-$2-$3'));
  await passwordField(page).fill(account.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Enter the code we texted you' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Authenticate' })).toBeDisabled();
  await expectNoAxeViolations(page);

  // A wrong code first: incorrect code, still on the screen.
  const code = await codeFor(request, account.username, 'sms-mfa', before);
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByRole('textbox', { name: 'Code', exact: true }).fill(wrong);
  await page.getByRole('button', { name: 'Authenticate' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Incorrect code. Please try again.' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
  await page.getByRole('button', { name: 'Authenticate' }).click();
  await expect(events(page)).toContainText('rx-signed-in {"uId":');
  await expect(events(page)).toContainText('rx-navigate {"path":"/home","replace":true}');
  await expect(page.getByText('You are logged in.')).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('rx-session') ?? '{}') as { state?: { identity?: { username?: string; pool?: string } } });
  expect(stored.state?.identity).toMatchObject({ username: account.username, pool: 'standard' });
  expect(errors).toEqual([]);
});

test('forgot password: a code from the outbox and a new password, then sign-in with it', async ({ page, request }) => {
  // A patient of its own: the demo accounts keep their password for the journeys running beside it.
  const account = await freshPatient(request);
  const newPassword = 'Fresh#Pass2025';
  const errors = await openLogin(page);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expect(page.getByText('Step 1 of 2')).toBeVisible();
  await expectNoAxeViolations(page);

  const before = await lastOutboxId(request);
  await usernameField(page).fill(account.username);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  const code = await codeFor(request, account.username, 'forgot-password', before);

  // The rules of spec 01 §5 hold before anything is sent.
  await page.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
  await page.getByLabel('New password', { exact: true }).fill('too-weak');
  await page.getByLabel('Confirm new password').fill('too-weak');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('The password does not meet all the rules below.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password was reset. Log in with your new password.' })).toBeVisible();

  // The old password no longer works; the new one does.
  await usernameField(page).fill(account.username);
  await passwordField(page).fill(account.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Incorrect username or password.' })).toBeVisible();
  await passwordField(page).fill(newPassword);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(events(page)).toContainText('rx-navigate {"path":"/home","replace":true}');
  expect(errors).toEqual([]);
});

test('unconfirmed account: the warning, Confirm, the code from the outbox, then sign-in', async ({ page, request }) => {
  const account = await demoAccount(request, /^Unconfirmed account/);
  const errors = await openLogin(page);
  await usernameField(page).fill(account.username);
  await passwordField(page).fill(account.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Confirm your account' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Your account is not confirmed yet.' })).toBeVisible();
  await expectNoAxeViolations(page);

  const before = await lastOutboxId(request);
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Enter your confirmation code' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend code' })).toBeDisabled();
  await expect(page.getByText(/You can ask for a new code in \d+ seconds?\./)).toBeVisible();
  await expectNoAxeViolations(page);
  const code = await codeFor(request, account.username, 'sign-up', before);

  await page.getByRole('textbox', { name: 'Confirmation code' }).fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Incorrect code. Please try again.' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Confirmation code' }).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your account is confirmed. You can log in now.' })).toBeVisible();

  // The username and password are still there: one click signs in. The e-mailed code proved the
  // address, so there is no e-mail verification step.
  await expect(usernameField(page)).toHaveValue(account.username);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(events(page)).toContainText('rx-navigate {"path":"/home"');
  await expect(events(page)).not.toContainText('/email-verify');
  expect(errors).toEqual([]);
});

/** RFC 6238 code of a base32 secret (30-second steps, HMAC-SHA1, 6 digits), as an authenticator app shows it. */
async function totp(secret: string, at = Date.now()): Promise<string> {
  const { createHmac } = await import('node:crypto');
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const hmac = createHmac('sha1', key).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0xf;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

test('authenticator app: the code computed from the secret signs in', async ({ page, request }) => {
  const account = await demoAccount(request, /^Authenticator-app multi-factor/);
  const secret = /secret ([A-Z2-7]+)/.exec(account.demonstrates)![1]!;
  const errors = await openLogin(page);
  await usernameField(page).fill(account.username);
  await passwordField(page).fill(account.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Enter the code from your authenticator app' })).toBeVisible();
  await expectNoAxeViolations(page);
  // Keep clear of a step boundary so the code is still current when it arrives.
  if (Date.now() % 30_000 > 27_000) await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 200);
  await page.getByRole('textbox', { name: 'Code', exact: true }).fill(await totp(secret));
  await page.getByRole('button', { name: 'Authenticate' }).click();
  await expect(events(page)).toContainText('rx-signed-in {"uId":');
  await expect(events(page)).toContainText('"replace":true');
  expect(errors).toEqual([]);
});

test('lost device: the recovery request from the code screen, with the 48-hour notice', async ({ page, request }) => {
  const account = await demoAccount(request, /SMS multi-factor/);
  const errors = await openLogin(page);
  await usernameField(page).fill(account.username.replace(/^\+1/, ''));
  await passwordField(page).fill(account.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.getByRole('button', { name: 'Lost your device?' }).click();
  await expect(page.getByRole('heading', { name: 'Account recovery' })).toBeVisible();
  await expect(page.getByText('Phone ' + account.username.replace(/^\+1(\d{3})(\d{3})(\d{4})$/, '$1-$2-$3'))).toBeVisible();
  await expectNoAxeViolations(page);
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/account-recovery-request'));
  await page.getByRole('button', { name: 'Send request' }).click();
  const response = await answer;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toEqual({ mainContact: { type: 'phone', value: account.username } });
  expect(response.request().headers().authorization).toBeUndefined();
  await expect(page.getByRole('status').filter({ hasText: 'The pharmacy will contact you within 48 hours.' })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test('forced new password: the same password is refused, a new one signs out, then signs in', async ({ page, request }) => {
  const account = await demoAccount(request, /^New password required/);
  const newPassword = 'Chosen#Pass2025';
  const errors = await openLogin(page);
  await usernameField(page).fill(account.username);
  await passwordField(page).fill(account.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('New password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm new password').fill(account.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The new password must be different from your current password.' })).toBeVisible();

  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password was changed. Log in with your new password.' })).toBeVisible();
  await expect(events(page)).toBeEmpty();

  await passwordField(page).fill(newPassword);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(events(page)).toContainText('rx-navigate {"path":"/home","replace":true}');
  expect(errors).toEqual([]);
});

test('auth link: signs in on the basic pool, the secret leaves the address bar, the link parameters are kept', async ({ page, request }) => {
  const account = await demoAccount(request, /^Auth-link user of the basic pool/);
  expect(account.pool).toBe('basic');
  const made = await request.post('/api/dev/auth-links', { data: { username: account.username } });
  const { token } = (await made.json()) as { token: string };
  const clientIds: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/identity' && sent.headers()['x-amz-target']?.endsWith('.InitiateAuth'))
      clientIds.push((sent.postDataJSON() as { ClientId: string }).ClientId);
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`/test-fixtures/login/?auth=${token}&redirect=1`);
  await expect(events(page)).toContainText('rx-signed-in {"uId":');
  await expect(events(page)).toContainText('rx-navigate {"path":"/home?redirect=1","replace":true}');
  expect(new URL(page.url()).search).toBe('?redirect=1');
  expect(clientIds).toEqual(['rxbasicclient000000000000']);
  const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('rx-session') ?? '{}') as { state?: { identity?: { pool?: string } } });
  expect(stored.state?.identity?.pool).toBe('basic');
  expect(errors).toEqual([]);
});

test('auth link that is refused: the invalid-link splash, the secret removed all the same', async ({ page }) => {
  // The old kind of link, readable credentials in base64url JSON, is no longer accepted.
  const token = Buffer.from(JSON.stringify({ u: 'link.basic@example.com', p: 'Demo#Pass2024' })).toString('base64url');
  await page.goto(`/test-fixtures/login/?auth=${token}`);
  await expect(page.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Back to login' }).click();
  await expect(page.getByRole('heading', { name: 'Log in', exact: true })).toBeVisible();
});

test('in Spanish: the language chooser, then a wrong password', async ({ page, request }) => {
  const account = await demoAccount(request, /^Plain sign-in/);
  await openLogin(page);
  await page.getByLabel('Language').selectOption('es');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión', exact: true })).toBeVisible();
  await page.getByLabel('Teléfono móvil o correo electrónico').fill(account.username);
  await page.getByLabel('Contraseña', { exact: true }).fill('Incorrecta#1');
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Nombre de usuario o contraseña incorrectos.' })).toBeVisible();
  await expectNoAxeViolations(page);
});
