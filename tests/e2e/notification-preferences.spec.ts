import { test, expect, type Page } from '@playwright/test';
import { expectAxeCleanInBothSchemes } from './support/axe-schemes';
import { freshAddress, preferenceLinkSearch } from './support/dev-api';
import { isFocused, tabTo } from './support/keyboard';
import { openHostPage } from './support/host-page';

/**
 * The notification preferences page (spec 02 §4 E-mail preference, §8 E-mail), opened from an
 * e-mail's link (its signed token), when the save fails: no answer at all, or an answer other
 * than 200 or 404, shows timedOut, keeps the page as it was, and the same button then saves.
 * On the portal's open page and on a host page of its own in Spanish, by keyboard, axe clean in
 * both colour schemes. The journey from a real reminder e-mail is in refill-reminders.spec.ts.
 */
const PREFERENCE_SAVE = /\/api\/email-unsubscribe$/;

/** Answers the next save as `failure` says, then lets calls through to the server. */
async function failNextSave(page: Page, failure: 'no answer' | 503) {
  await page.route(PREFERENCE_SAVE, (route) => (failure === 'no answer' ? route.abort('failed') : route.fulfill({ status: 503, json: { message: 'Service Unavailable' } })), {
    times: 1,
  });
}

test('a save with no answer or a 503 shows timedOut and keeps the page; the same button then saves it', async ({ page, request }) => {
  const email = freshAddress();
  await page.goto(`/portal/notification-preferences${await preferenceLinkSearch(request, email)}`);
  const preferences = page.locator('rx-portal rx-unsubscribe');
  await expect(preferences.getByText(`We send e-mail to ${email}.`)).toBeVisible();

  await failNextSave(page, 'no answer');
  await preferences.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
  await expect(preferences.locator('[part~="alert-error"]')).toHaveText(/We could not save your choice right now\. Please try again later\./);
  await expect(preferences.getByText(`We send e-mail to ${email}.`)).toBeVisible();
  await expectAxeCleanInBothSchemes(page, ['rx-portal', 'rx-unsubscribe'], 'the preferences page with timedOut');

  await preferences.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
  await expect(preferences.locator('[part~="alert-success"]')).toHaveText(new RegExp(`You have been unsubscribed\\. We will no longer send e-mail to ${email.replace(/\./g, '\\.')}\\.`));
  await expect(preferences.getByText(`We do not send e-mail to ${email}.`)).toBeVisible();

  await failNextSave(page, 503);
  await preferences.getByRole('button', { name: 'Resubscribe', exact: true }).click();
  await expect(preferences.locator('[part~="alert-error"]')).toHaveText(/We could not save your choice right now\./);
  await preferences.getByRole('button', { name: 'Resubscribe', exact: true }).click();
  await expect(preferences.locator('[part~="alert-success"]')).toHaveText(/You are subscribed again\./);
});

test('in Spanish, on a page of its own and by keyboard alone: timedOut, then the save', async ({ page, request }) => {
  const email = freshAddress();
  await openHostPage(page, { name: 'preferences-page', title: 'Farmacia', element: '<rx-unsubscribe locale="es"></rx-unsubscribe>', lang: 'es' }, await preferenceLinkSearch(request, email));
  const preferences = page.locator('rx-unsubscribe');
  await expect(preferences.getByText(`Enviamos correos a ${email}.`)).toBeVisible();

  await failNextSave(page, 'no answer');
  const unsubscribe = preferences.getByRole('button', { name: 'Cancelar suscripción', exact: true });
  await tabTo(page, unsubscribe);
  await page.keyboard.press('Enter');
  await expect(preferences.locator('[part~="alert-error"]')).toHaveText(/No pudimos guardar su elección en este momento\. Inténtelo de nuevo más tarde\./);
  await expectAxeCleanInBothSchemes(page, ['rx-unsubscribe'], 'the Spanish preferences page with timedOut');

  if (!(await isFocused(unsubscribe))) await tabTo(page, unsubscribe);
  await page.keyboard.press('Enter');
  await expect(preferences.locator('[part~="alert-success"]')).toHaveText(/Se canceló su suscripción\./);
});
