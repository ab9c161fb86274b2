import { test, expect } from '@playwright/test';
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
