import { test, expect, type Page } from '@playwright/test';
import { expectAxeCleanInBothSchemes } from './support/axe-schemes';
import { isFocused, tabTo } from './support/keyboard';
import { openHostPage } from './support/host-page';

/**
 * The notification preferences page (spec 02 §4 E-mail preference, §8 E-mail) when the save
 * fails: no answer at all, or an answer other than 200 or 404, shows timedOut, keeps the address
 * as typed, and the same button then saves it. On the portal's open page and on a host page of
 * its own in Spanish, by keyboard, axe clean in both colour schemes.
 */
const PREFERENCE_CALL = /\/api\/email-unsubscribe$/;

const freshAddress = () => `prefs.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

/** Answers the next preference call as `failure` says, then lets calls through to the server. */
async function failNextSave(page: Page, failure: 'no answer' | 503) {
  await page.route(PREFERENCE_CALL, (route) => (failure === 'no answer' ? route.abort('failed') : route.fulfill({ status: 503, json: { message: 'Service Unavailable' } })), {
    times: 1,
  });
}

test('a save with no answer or a 503 shows timedOut and keeps the address; the same button then saves it', async ({ page }) => {
  const email = freshAddress();
  await page.goto(`/portal/notification-preferences?email=${encodeURIComponent(email)}`);
  const preferences = page.locator('rx-portal rx-unsubscribe');
  const field = preferences.getByRole('textbox', { name: 'E-mail address' });
  await expect(field).toHaveValue(email);

  await failNextSave(page, 'no answer');
  await preferences.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
  await expect(preferences.getByRole('alert')).toHaveText(/We could not save your choice right now\. Please try again later\./);
  await expect(field).toHaveValue(email);
  await expectAxeCleanInBothSchemes(page, ['rx-portal', 'rx-unsubscribe'], 'the preferences page with timedOut');

  await preferences.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
  await expect(preferences.getByRole('status')).toHaveText(new RegExp(`You have been unsubscribed\\. We will no longer send e-mail to ${email.replace(/\./g, '\\.')}\\.`));

  await failNextSave(page, 503);
  await preferences.getByRole('button', { name: 'Resubscribe', exact: true }).click();
  await expect(preferences.getByRole('alert')).toHaveText(/We could not save your choice right now\./);
  await expect(field).toHaveValue(email);
  await preferences.getByRole('button', { name: 'Resubscribe', exact: true }).click();
  await expect(preferences.getByRole('status')).toHaveText(/You are subscribed again\./);
});

test('in Spanish, on a page of its own and by keyboard alone: timedOut, then the save', async ({ page }) => {
  const email = freshAddress();
  await openHostPage(page, { name: 'preferences-page', title: 'Farmacia', element: `<rx-unsubscribe locale="es" email="${email}"></rx-unsubscribe>`, lang: 'es' });
  const preferences = page.locator('rx-unsubscribe');
  const field = preferences.getByRole('textbox', { name: 'Correo electrónico' });
  await expect(field).toHaveValue(email);

  await failNextSave(page, 'no answer');
  const unsubscribe = preferences.getByRole('button', { name: 'Cancelar suscripción', exact: true });
  await tabTo(page, unsubscribe);
  await page.keyboard.press('Enter');
  await expect(preferences.getByRole('alert')).toHaveText(/No pudimos guardar su elección en este momento\. Inténtelo de nuevo más tarde\./);
  await expect(field).toHaveValue(email);
  await expectAxeCleanInBothSchemes(page, ['rx-unsubscribe'], 'the Spanish preferences page with timedOut');

  if (!(await isFocused(unsubscribe))) await tabTo(page, unsubscribe);
  await page.keyboard.press('Enter');
  await expect(preferences.getByRole('status')).toHaveText(/Se canceló su suscripción\./);
});
