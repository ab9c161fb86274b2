import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { codeFor, lastOutboxId } from './support/dev-api';

/**
 * The identity's attempt limits as the patient meets them in <rx-login>: real aws-amplify calls
 * to the local identity server, fresh patients from the development routes, and the development
 * route that ages a code or a lockout instead of waiting.
 */
const STANDARD_CLIENT_ID = 'rxstandardclient0000000000';

const identityCall = (request: APIRequestContext, operation: string, body: object) =>
  request.post('/identity', {
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${operation}` },
    data: JSON.stringify(body),
  });

async function freshPatient(request: APIRequestContext): Promise<{ username: string; password: string }> {
  const response = await request.post('/api/dev/refill-patients', { data: {} });
  expect(response.status()).toBe(200);
  return (await response.json()) as { username: string; password: string };
}

async function age(request: APIRequestContext, username: string, purpose: 'sign-in' | 'forgot-password', seconds: number) {
  expect((await request.post('/api/dev/identity-attempts/age', { data: { username, purpose, seconds } })).status()).toBe(200);
}

async function openLogin(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/test-fixtures/login/');
  await expect(page.getByRole('heading', { name: 'Log in', exact: true })).toBeVisible();
  return errors;
}

async function expectNoAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).include('rx-login').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const usernameField = (page: Page) => page.getByLabel('Mobile phone or e-mail');
const passwordField = (page: Page) => page.getByLabel('Password', { exact: true });
const codeField = (page: Page) => page.getByRole('textbox', { name: 'Code', exact: true });
const events = (page: Page) => page.locator('#events');
const alertWith = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

async function logIn(page: Page, username: string, password: string) {
  await usernameField(page).fill(username);
  await passwordField(page).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** Forgot password up to step two, answering the code the identity sent. */
async function startReset(page: Page, request: APIRequestContext, username: string): Promise<string> {
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const before = await lastOutboxId(request);
  await usernameField(page).fill(username);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  return codeFor(request, username, 'forgot-password', before);
}

async function submitReset(page: Page, code: string, newPassword = 'Fresh#Pass2025') {
  await codeField(page).fill(code);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
}

test('locked out after repeated wrong passwords: even the right password gets the invalid-credentials message until the lockout ends', async ({ page, request }) => {
  const patient = await freshPatient(request);
  const wrongPassword = async () => {
    const wrong = await identityCall(request, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: STANDARD_CLIENT_ID,
      AuthParameters: { USERNAME: patient.username, PASSWORD: 'Wrong#Password1' },
    });
    expect(((await wrong.json()) as { message: string }).message).toBe('Incorrect username or password.');
  };
  // Five wrong passwords lock for 1 s; each wrong one after a lockout doubles it: 2, 4, 8, 16, 32 s.
  for (let i = 0; i < 5; i += 1) await wrongPassword();
  for (let lockSeconds = 1; lockSeconds <= 16; lockSeconds *= 2) {
    await age(request, patient.username, 'sign-in', lockSeconds + 1);
    await wrongPassword();
  }
  const errors = await openLogin(page);
  await logIn(page, patient.username, patient.password);
  await expect(alertWith(page, 'Incorrect username or password.')).toBeVisible();
  await expect(events(page)).toBeEmpty();
  await expectNoAxeViolations(page);

  await age(request, patient.username, 'sign-in', 33);
  await logIn(page, patient.username, patient.password);
  await expect(events(page)).toContainText('rx-signed-in');
  expect(errors).toEqual([]);
});

test('a reset code tried too often: the limit-exceeded message, even for the right code', async ({ page, request }) => {
  const patient = await freshPatient(request);
  const errors = await openLogin(page);
  const code = await startReset(page, request, patient.username);
  const wrong = code === '000000' ? '111111' : '000000';
  for (let i = 0; i < 5; i += 1) {
    await submitReset(page, wrong);
    await expect(alertWith(page, 'The code does not match. Check it and try again.')).toBeVisible();
  }
  await submitReset(page, code);
  await expect(alertWith(page, 'Too many attempts. Please wait a few minutes and try again.')).toBeVisible();
  await expectNoAxeViolations(page);

  // The password did not change.
  const signIn = await identityCall(request, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: STANDARD_CLIENT_ID,
    AuthParameters: { USERNAME: patient.username, PASSWORD: patient.password },
  });
  expect(signIn.status()).toBe(200);
  expect(errors).toEqual([]);
});

test('a reset code older than one hour: the expired-code message', async ({ page, request }) => {
  const patient = await freshPatient(request);
  const errors = await openLogin(page);
  const code = await startReset(page, request, patient.username);
  await age(request, patient.username, 'forgot-password', 3601);
  await submitReset(page, code);
  await expect(alertWith(page, 'This code has expired. Ask for a new one.')).toBeVisible();
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});
