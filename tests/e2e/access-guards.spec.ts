import { test, expect } from '@playwright/test';
import { codeFor, lastOutboxId } from './support/dev-api';
import { freshPatient, portal, signInToPortal } from './support/fresh-patient';

/** Every signed-in route of the portal re-checks the after-login steps, in any tab. */

test('a patient without consent cannot reach home from a second tab, or by typing the address', async ({ context, request }) => {
  const patient = await freshPatient(request, { consent: false });
  const first = await context.newPage();
  await signInToPortal(first, patient, /\/portal\/consent$/);
  await expect(portal(first).locator('rx-consent')).toBeAttached();

  const second = await context.newPage();
  await second.goto('/portal/home');
  await expect(second).toHaveURL(/\/portal\/consent$/);
  await expect(portal(second).locator('rx-consent')).toBeAttached();
  await expect(portal(second).locator('rx-home')).toHaveCount(0);
  for (const path of ['/portal/settings', '/portal/profile', '/portal/email-verify']) {
    await second.goto(path);
    await expect(second).toHaveURL(/\/portal\/consent$/);
  }
});

test('e-mail verification still due: home leads to it in a second tab too', async ({ context, request }) => {
  const patient = await freshPatient(request, { emailVerified: false });
  const first = await context.newPage();
  await signInToPortal(first, patient, /\/portal\/email-verify$/);
  const second = await context.newPage();
  await second.goto('/portal/home');
  await expect(second).toHaveURL(/\/portal\/email-verify$/);
});

test('e-mail verification needs the code sent to the address: a wrong code is refused, the right one verifies', async ({ page, request }) => {
  const patient = await freshPatient(request, { emailVerified: false });
  await signInToPortal(page, patient, /\/portal\/email-verify$/);
  const verify = portal(page).locator('rx-email-verify');
  const before = await lastOutboxId(request);
  await verify.getByRole('textbox', { name: 'E-mail address' }).fill(patient.username);
  await verify.getByRole('button', { name: 'Confirm' }).click();
  await expect(verify.getByRole('heading', { name: 'Enter the code we sent' })).toBeVisible({ timeout: 10_000 });
  const code = await codeFor(request, patient.username, 'attribute-verification', before);

  await verify.getByRole('textbox', { name: 'Verification code' }).fill(code === '000000' ? '111111' : '000000');
  await verify.getByRole('button', { name: 'Verify' }).click();
  await expect(verify.getByRole('alert')).toContainText('Incorrect code. Please try again.');

  await verify.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await verify.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/portal\/home$/, { timeout: 10_000 });
  const user = await page.evaluate(async () => {
    const { state } = JSON.parse(sessionStorage.getItem('rx-session')!) as { state: { identity: { token: string; u_ID: number } } };
    const response = await fetch(`/api/user?u_id=${state.identity.u_ID}`, { headers: { Authorization: `Bearer ${state.identity.token}` } });
    return ((await response.json()) as { user: { emailVerified: number } }).user;
  });
  expect(user.emailVerified).toBe(1);
});
