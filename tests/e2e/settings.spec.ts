import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { Secret, TOTP } from 'otpauth';
import { expectAxeCleanInBothSchemes } from './support/axe-schemes';
import { codeFor, demoAccount, lastOutboxId, queuedAfter } from './support/dev-api';
import { freshPatient, portal, signInToPortal, withOwnPassword } from './support/fresh-patient';
import { isFocused, tabTo } from './support/keyboard';
import { DEMO_COMPANIES } from '../../server/seed/reference-data';

/** Fresh patients belong to company 1: its number is where to text START or UNSTOP. */
const SENDER = DEMO_COMPANIES.find((company) => company.companyId === 1)!.textSenderNumber;

/**
 * <rx-settings> inside <rx-portal>: real aws-amplify against the local identity, the real API on
 * an in-memory database, codes read from the identity's outbox, authenticator codes computed here.
 */
async function expectNoAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).include('rx-portal').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function openSettingsFromHome(page: Page) {
  await portal(page).getByRole('button', { name: 'Account menu' }).click();
  await portal(page).getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/portal\/settings$/);
  await expect(portal(page).getByRole('heading', { name: 'Settings', level: 2 })).toBeVisible();
}

/** The MFA status the API's session reports (the patient record), asked with the page's own ID token. */
async function apiMfaStatus(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const key = Object.keys(sessionStorage).find((name) => name.startsWith('CognitoIdentityServiceProvider.') && name.endsWith('.idToken'));
    const response = await fetch('/api/session', { headers: { authorization: `Bearer ${sessionStorage.getItem(key!)}` } });
    return ((await response.json()) as { mfaStatus: string }).mfaStatus;
  });
}

const dialog = (page: Page) => portal(page).getByRole('dialog');
const toast = (page: Page, text: string | RegExp) => portal(page).getByText(text);

async function signOutFromSettings(page: Page) {
  await portal(page).getByRole('button', { name: 'Sign out' }).click();
  await portal(page).getByRole('alertdialog').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/portal\/login$/);
}

async function signIn(page: Page, username: string, password: string) {
  await portal(page).getByLabel('Mobile phone or e-mail').fill(username);
  await portal(page).getByLabel('Password', { exact: true }).fill(password);
  await portal(page).getByRole('button', { name: 'Log in', exact: true }).click();
}

/** The current authenticator code, clear of a step boundary so it is still valid when it arrives. */
async function totpCode(page: Page, secret: string): Promise<string> {
  if (Date.now() % 30_000 > 26_000) await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 300);
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();
}

test('username change by e-mail: the code from the outbox, signed out, then signing in with the new username', async ({ page, request }) => {
  const patient = await freshPatient(request);
  await signInToPortal(page, patient, /\/portal\/home$/);
  await openSettingsFromHome(page);
  await expectNoAxeViolations(page);

  await portal(page).getByRole('button', { name: /Login and security/ }).click();
  await expect(portal(page).getByRole('heading', { name: 'Login and security' })).toBeVisible();
  await expect(portal(page).getByText(patient.username, { exact: true })).toBeVisible();
  await expect(portal(page).getByRole('switch', { name: 'Multi-factor authentication' })).toHaveAttribute('aria-checked', 'false');
  await expectNoAxeViolations(page);

  await portal(page).getByRole('button', { name: 'Edit username' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Change your username' })).toBeVisible();
  const field = dialog(page).getByLabel('New e-mail or mobile number');
  // The current username is refused at once; the button stays disabled.
  await field.fill(patient.username.toUpperCase());
  await expect(dialog(page).getByText('This is your current username.')).toBeVisible();
  await expect(dialog(page).getByRole('button', { name: 'Send code' })).toBeDisabled();
  await expectNoAxeViolations(page);

  const newUsername = `settings-${Date.now()}@example.com`;
  const before = await lastOutboxId(request);
  await field.fill(newUsername);
  await dialog(page).getByRole('button', { name: 'Send code' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Enter the verification code' })).toBeVisible();
  await expect(dialog(page).getByText(/You can ask for a new code in \d+ s\./)).toBeVisible();
  await expect(dialog(page).getByRole('button', { name: 'Resend code' })).toBeDisabled();
  await expectNoAxeViolations(page);
  const code = await codeFor(request, newUsername, 'attribute-verification', before);

  // A wrong code first: "incorrect code", the dialog stays.
  await dialog(page).getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
  await dialog(page).getByRole('button', { name: 'Verify' }).click();
  await expect(dialog(page).getByText('Incorrect code. Please try again.')).toBeVisible();

  await dialog(page).getByLabel('Verification code').fill(code);
  await dialog(page).getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/portal\/login$/);
  await expect(portal(page).getByText('Your username was changed. Log in with your new username.')).toBeVisible();

  await signIn(page, newUsername, patient.password);
  await expect(page).toHaveURL(/\/portal\/home$/, { timeout: 15_000 });
  await openSettingsFromHome(page);
  await portal(page).getByRole('button', { name: /Login and security/ }).click();
  await expect(portal(page).getByText(newUsername, { exact: true })).toBeVisible();
});

test('opened by its address after a reload: the multi-factor state is read and a username change reaches the identity', async ({ page, request }) => {
  const patient = await freshPatient(request);
  await signInToPortal(page, patient, /\/portal\/home$/);
  const identityCalls: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/identity') identityCalls.push(sent.headers()['x-amz-target'] ?? '');
  });
  await page.goto('/portal/settings');
  await portal(page).getByRole('button', { name: /Login and security/ }).click();
  const mfaSwitch = portal(page).getByRole('switch', { name: 'Multi-factor authentication' });
  await expect(mfaSwitch).toBeEnabled();
  await expect(mfaSwitch).toHaveAttribute('aria-checked', 'false');
  await expect(portal(page).getByText('We could not check your multi-factor settings.')).toHaveCount(0);

  const newUsername = `settings-direct-${Date.now()}@example.com`;
  const before = await lastOutboxId(request);
  await portal(page).getByRole('button', { name: 'Edit username' }).click();
  await dialog(page).getByLabel('New e-mail or mobile number').fill(newUsername);
  await dialog(page).getByRole('button', { name: 'Send code' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Enter the verification code' })).toBeVisible();
  expect(identityCalls).toContain('AWSCognitoIdentityProviderService.UpdateUserAttributes');
  expect(await codeFor(request, newUsername, 'attribute-verification', before)).toMatch(/^\d{6}$/);
});

test('username change by phone: a blocked number is refused with its sender number, then a new number signs in', async ({ page, request }) => {
  const patient = await freshPatient(request);
  await signInToPortal(page, patient, /\/portal\/home$/);
  await openSettingsFromHome(page);
  await portal(page).getByRole('button', { name: /Login and security/ }).click();
  await portal(page).getByRole('button', { name: 'Edit username' }).click();
  const field = dialog(page).getByLabel('New e-mail or mobile number');

  await field.fill('5555550199');
  await expect(field).toHaveValue('555-555-0199');
  await dialog(page).getByRole('button', { name: 'Send code' }).click();
  await expect(dialog(page).getByText(`Text START or UNSTOP to ${SENDER} to receive texts again.`)).toBeVisible();

  const digits = `3${String(Date.now()).slice(-9)}`;
  const phone = `+1${digits}`;
  const before = await lastOutboxId(request);
  await field.fill(digits);
  await dialog(page).getByRole('button', { name: 'Send code' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Enter the verification code' })).toBeVisible();
  const code = await codeFor(request, phone, 'attribute-verification', before);
  await dialog(page).getByLabel('Verification code').fill(code);
  await dialog(page).getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/portal\/login$/);

  await signIn(page, digits, patient.password);
  await expect(page).toHaveURL(/\/portal\/home$/, { timeout: 15_000 });
});

/** The username the API knows the page's session by (its own ID token). */
async function sessionUsername(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const key = Object.keys(sessionStorage).find((name) => name.startsWith('CognitoIdentityServiceProvider.') && name.endsWith('.idToken'));
    const response = await fetch('/api/session', { headers: { authorization: `Bearer ${sessionStorage.getItem(key!)}` } });
    return ((await response.json()) as { username: string }).username;
  });
}

test("username change to another patient's address: 'username exists', no code to that mailbox, each keeps exactly its own sign-in", async ({ page, browser, request }) => {
  const a = await withOwnPassword(request, await freshPatient(request));
  const b = await withOwnPassword(request, await freshPatient(request));
  await signInToPortal(page, a, /\/portal\/home$/);
  await openSettingsFromHome(page);
  await portal(page).getByRole('button', { name: /Login and security/ }).click();
  await portal(page).getByRole('button', { name: 'Edit username' }).click();

  const before = await lastOutboxId(request);
  await dialog(page).getByLabel('New e-mail or mobile number').fill(b.username);
  await dialog(page).getByRole('button', { name: 'Send code' }).click();
  await expect(dialog(page).getByText('An account with this username already exists.')).toBeVisible();
  // Refused before any code: the dialog stays on the new username, and b's mailbox got nothing.
  await expect(dialog(page).getByRole('heading', { name: 'Change your username' })).toBeVisible();
  expect(await queuedAfter(request, b.username, before)).toEqual([]);
  await expectAxeCleanInBothSchemes(page, ['rx-portal'], "the 'username exists' message");
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(portal(page).getByText(a.username, { exact: true })).toBeVisible();

  // Each username opens its own account with its own password, and with nothing else.
  const attempts = [
    { username: a.username, password: a.password, opens: a.username },
    { username: b.username, password: b.password, opens: b.username },
    { username: b.username, password: a.password, opens: null },
    { username: a.username, password: b.password, opens: null },
  ];
  for (const attempt of attempts) {
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const other = await context.newPage();
    await other.goto('/portal/');
    await expect(other).toHaveURL(/\/portal\/login$/);
    await signIn(other, attempt.username, attempt.password);
    if (attempt.opens) {
      await expect(other).toHaveURL(/\/portal\/home$/, { timeout: 15_000 });
      expect(await sessionUsername(other)).toBe(attempt.opens);
    } else {
      await expect(portal(other).getByText('Incorrect username or password.')).toBeVisible();
      await expect(other).toHaveURL(/\/portal\/login$/);
    }
    await context.close();
  }
});

test('multi-factor: on with a computed authenticator code, the next sign-in asks for it, then off', async ({ page, request }) => {
  const patient = await freshPatient(request);
  await signInToPortal(page, patient, /\/portal\/home$/);
  await openSettingsFromHome(page);
  await portal(page).getByRole('button', { name: /Login and security/ }).click();
  const mfaSwitch = portal(page).getByRole('switch', { name: 'Multi-factor authentication' });
  await mfaSwitch.click();

  await expect(dialog(page).getByRole('heading', { name: 'Set up an authenticator app' })).toBeVisible();
  await expect(dialog(page).getByRole('img', { name: 'QR code to add Rx Portal to your authenticator app' })).toHaveJSProperty('tagName', 'svg');
  const secret = (await dialog(page).locator('[part="mfa-secret"]').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expectNoAxeViolations(page);

  await dialog(page).getByLabel('Code from the app').fill('000000');
  await dialog(page).getByRole('button', { name: 'Turn on' }).click();
  await expect(dialog(page).getByText('Incorrect code. Please try again.')).toBeVisible();

  await dialog(page).getByLabel('Code from the app').fill(await totpCode(page, secret));
  await dialog(page).getByRole('button', { name: 'Turn on' }).click();
  await expect(toast(page, /Multi-factor authentication is on/)).toBeVisible();
  await expect(mfaSwitch).toHaveAttribute('aria-checked', 'true');
  expect(await apiMfaStatus(page)).toBe('SOFTWARE_TOKEN_MFA');

  await portal(page).getByRole('button', { name: 'Back to settings' }).click();
  await signOutFromSettings(page);
  await signIn(page, patient.username, patient.password);
  await expect(portal(page).getByRole('heading', { name: 'Enter the code from your authenticator app' })).toBeVisible();
  await portal(page).getByRole('textbox', { name: 'Code', exact: true }).fill(await totpCode(page, secret));
  await portal(page).getByRole('button', { name: 'Authenticate' }).click();
  await expect(page).toHaveURL(/\/portal\/home$/, { timeout: 15_000 });

  await openSettingsFromHome(page);
  await portal(page).getByRole('button', { name: /Login and security/ }).click();
  await expect(mfaSwitch).toHaveAttribute('aria-checked', 'true');
  await mfaSwitch.click();
  await expect(portal(page).getByRole('alertdialog', { name: 'Turn off multi-factor authentication?' })).toBeVisible();
  await expectNoAxeViolations(page);
  await portal(page).getByRole('alertdialog').getByRole('button', { name: 'Turn off' }).click();
  await expect(toast(page, 'Multi-factor authentication is off.')).toBeVisible();
  await expect(mfaSwitch).toHaveAttribute('aria-checked', 'false');
  expect(await apiMfaStatus(page)).toBe('NOMFA');

  await portal(page).getByRole('button', { name: 'Back to settings' }).click();
  await signOutFromSettings(page);
  await signIn(page, patient.username, patient.password);
  await expect(page).toHaveURL(/\/portal\/home$/, { timeout: 15_000 });
});

test('communications: a blocked mobile number names its sender, no contact asks first, and the language applies everywhere', async ({ page, request }) => {
  const patient = await freshPatient(request);
  await signInToPortal(page, patient, /\/portal\/home$/);
  await openSettingsFromHome(page);
  await portal(page).getByRole('button', { name: /Communications/ }).click();
  await expect(portal(page).getByRole('heading', { name: 'Communications' })).toBeVisible();
  await expectNoAxeViolations(page);

  await portal(page).getByLabel('Mobile number').fill('5555550199');
  await portal(page).getByRole('button', { name: 'Save contact' }).click();
  await expect(toast(page, `This mobile number has opted out of text messages. Text START or UNSTOP to ${SENDER} to receive texts again.`)).toBeVisible();

  await portal(page).getByRole('radio', { name: 'Do not contact me' }).check();
  await portal(page).getByRole('button', { name: 'Save preference' }).click();
  await expect(portal(page).getByRole('alertdialog', { name: 'Stop all messages?' })).toBeVisible();
  await expectNoAxeViolations(page);
  await portal(page).getByRole('alertdialog').getByRole('button', { name: 'Stop messages' }).click();
  await expect(toast(page, 'Your communication settings were saved.')).toBeVisible();

  await portal(page).getByLabel('Language').selectOption('es');
  await portal(page).getByRole('button', { name: 'Save language' }).click();
  await expect(portal(page).getByRole('heading', { name: 'Comunicaciones' })).toBeVisible();
  await expect(toast(page, 'Idioma guardado.')).toBeVisible();
  await expectNoAxeViolations(page);
  // The portal around the element follows, and the user record keeps the locale.
  await portal(page).getByRole('button', { name: 'Volver a configuración' }).click();
  await expect(portal(page).getByRole('heading', { name: 'Configuración', level: 2 })).toBeVisible();
  await expectNoAxeViolations(page);
  const locale = await page.evaluate(async () => {
    const session = JSON.parse(localStorage.getItem('rx-session') ?? sessionStorage.getItem('rx-session') ?? 'null') as { state: { identity: { token: string; u_ID: number } } } | null;
    if (!session) return 'no session';
    const answer = await fetch(`/api/patients?u_id=${session.state.identity.u_ID}`, { headers: { authorization: `Bearer ${session.state.identity.token}` } });
    return ((await answer.json()) as { patient: { locale: string } }).patient.locale;
  });
  expect(locale).toBe('es');
});

test('support request: details must be longer than 15 characters; sent, it returns to the list', async ({ page, request }) => {
  const patient = await freshPatient(request);
  await signInToPortal(page, patient, /\/portal\/home$/);
  await openSettingsFromHome(page);
  await portal(page).getByRole('button', { name: /Support/ }).click();
  await portal(page).getByLabel('Reason').selectOption('AccountIssue');
  await portal(page).getByLabel('Relating to').selectOption('MFA');
  await portal(page).getByLabel('Additional details').fill('Too short');
  await portal(page).getByRole('button', { name: 'Send request' }).click();
  await expect(portal(page).getByText('Please write more than 15 characters.')).toBeVisible();
  await expectNoAxeViolations(page);
  await portal(page).getByLabel('Additional details').fill('I lost the phone with my authenticator app.');
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/support-requests'));
  await portal(page).getByRole('button', { name: 'Send request' }).click();
  expect((await answer).status()).toBe(200);
  await expect(toast(page, 'Your request was sent. Our support team will contact you.')).toBeVisible();
  await expect(portal(page).getByRole('heading', { name: 'Settings', level: 2 })).toBeVisible();
});

test('/login?action=unsubscribe lands on communications without the top bar', async ({ page, request }) => {
  const patient = await freshPatient(request);
  await page.goto('/portal/login?action=unsubscribe');
  await signIn(page, patient.username, patient.password);
  await expect(page).toHaveURL(/\/portal\/settings$/, { timeout: 15_000 });
  await expect(portal(page).getByRole('heading', { name: 'Communications' })).toBeVisible();
  await expect(portal(page).getByRole('button', { name: 'Back to settings' })).toHaveCount(0);
  await expect(portal(page).getByRole('radio', { name: 'Do not contact me' })).toBeVisible();
});

test('first sign-in of an account that must use an authenticator: set up in the login screen, then its code is asked', async ({ page, request }) => {
  const patient = await freshPatient(request, { mfaSetupRequired: true });
  await page.goto('/portal/');
  await signIn(page, patient.username, patient.password);
  await expect(portal(page).getByRole('heading', { name: 'Set up your authenticator app' })).toBeVisible();
  await expect(portal(page).getByRole('img', { name: 'QR code to add Rx Portal to your authenticator app' })).toHaveJSProperty('tagName', 'svg');
  const secret = (await portal(page).locator('[part="mfa-secret"]').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expectNoAxeViolations(page);

  await portal(page).getByRole('textbox', { name: 'Code', exact: true }).fill('000000');
  await portal(page).getByRole('button', { name: 'Authenticate' }).click();
  await expect(portal(page).getByText('Incorrect code', { exact: false })).toBeVisible();
  await portal(page).getByRole('textbox', { name: 'Code', exact: true }).fill(await totpCode(page, secret));
  await portal(page).getByRole('button', { name: 'Authenticate' }).click();
  await expect(page).toHaveURL(/\/portal\/home$/, { timeout: 15_000 });

  await openSettingsFromHome(page);
  await portal(page).getByRole('button', { name: /Login and security/ }).click();
  await expect(portal(page).getByRole('switch', { name: 'Multi-factor authentication' })).toHaveAttribute('aria-checked', 'true');
  await portal(page).getByRole('button', { name: 'Back to settings' }).click();
  await signOutFromSettings(page);
  await signIn(page, patient.username, patient.password);
  await expect(portal(page).getByRole('heading', { name: 'Enter the code from your authenticator app' })).toBeVisible();
});

test('keyboard only, in Spanish: a username change from the settings list to signing in again', async ({ page, request }) => {
  const patient = await freshPatient(request);
  await page.goto('/portal/');
  await portal(page).getByLabel('Language').selectOption('es');
  await portal(page).getByLabel('Teléfono móvil o correo electrónico').fill(patient.username);
  await portal(page).getByLabel('Contraseña', { exact: true }).fill(patient.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/portal\/home$/, { timeout: 15_000 });

  const menu = portal(page).getByRole('button', { name: 'Menú de la cuenta' });
  await tabTo(page, menu);
  await page.keyboard.press('ArrowDown');
  await expect(portal(page).getByRole('menuitem', { name: 'Perfil' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(portal(page).getByRole('menuitem', { name: 'Configuración' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/portal\/settings$/);
  const entry = portal(page).getByRole('button', { name: /Inicio de sesión y seguridad/ });
  await tabTo(page, entry);
  await page.keyboard.press('Enter');
  const edit = portal(page).getByRole('button', { name: 'Editar nombre de usuario' });
  await tabTo(page, edit);
  await page.keyboard.press('Enter');

  const field = portal(page).getByRole('dialog').getByLabel('Nuevo correo electrónico o número de celular');
  await expect.poll(() => isFocused(field)).toBe(true);
  await expectNoAxeViolations(page);
  const newUsername = `keyboard-${Date.now()}@example.com`;
  const before = await lastOutboxId(request);
  await page.keyboard.type(newUsername);
  await page.keyboard.press('Enter');
  await expect(portal(page).getByRole('dialog').getByRole('heading', { name: 'Escriba el código de verificación' })).toBeVisible();
  await expectNoAxeViolations(page);
  const codeField = portal(page).getByRole('dialog').getByLabel('Código de verificación');
  await expect.poll(() => isFocused(codeField)).toBe(true);
  await page.keyboard.type(await codeFor(request, newUsername, 'attribute-verification', before));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/portal\/login$/);
  await expect(portal(page).getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await expectNoAxeViolations(page);

  await portal(page).getByLabel('Teléfono móvil o correo electrónico').fill(newUsername);
  await portal(page).getByLabel('Contraseña', { exact: true }).fill(patient.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/portal\/home$/, { timeout: 15_000 });
});

test('care-program variant: the care-programs entry is offered while groups are to map, and opens /care-programs', async ({ page, request }) => {
  const account = await demoAccount(request, /^Care groups to map/);
  await signInToPortal(page, account, /\/portal\/care-programs$/);
  await page.goto('/portal/settings');
  const entry = portal(page).getByRole('button', { name: /Care programs/ });
  await expect(entry).toBeEnabled();
  await expectNoAxeViolations(page);
  await entry.click();
  await expect(page).toHaveURL(/\/portal\/care-programs$/);
});

test('standard and home-only variants: no care-programs entry', async ({ page, request }) => {
  const account = await demoAccount(request, /^Home-only variant/);
  await signInToPortal(page, account, /\/portal\/home$/);
  await openSettingsFromHome(page);
  await expect(portal(page).getByRole('button', { name: /Login and security/ })).toBeVisible();
  await expect(portal(page).getByRole('button', { name: /Care programs/ })).toHaveCount(0);
});
