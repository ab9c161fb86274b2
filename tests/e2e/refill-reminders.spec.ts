import AxeBuilder from '@axe-core/playwright';
import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import { freshPatient, portal, type FreshPatient } from './support/fresh-patient';
import { isFocused, tabTo } from './support/keyboard';
import { expectAxeCleanInBothSchemes } from './support/axe-schemes';
import { mailbox, type MailboxMessage } from './support/dev-api';
import { openHostPage } from './support/host-page';

/**
 * Refill reminders end to end, against the real server (real sign-in, API, database and
 * scheduler tick): a fresh patient turns a reminder on from the medication page, a scheduler
 * tick at the reminder's time (the development route) e-mails it (to the development mailbox), its
 * preferences link (with its signed token) opens the portal's notification preferences page on
 * its own, unsubscribing there stops the next e-mail reminder and resubscribing brings it back;
 * the same page opened by typing the address changes nothing.
 */

// In order in one worker: the first journey runs the scheduler's tick, which is global (it sends
// every reminder due by then, other patients' too), at times weeks ahead; the others would see
// their own reminder sent under them.
test.describe.configure({ mode: 'default' });

const ATORVASTATIN = '6012008'; // shipped 8 days before the patient is made, 30 days of supply: refill date in 14 days
const DAY = 86_400_000;

const meds = (page: Page) => portal(page).locator('rx-medications');

async function signIn(page: Page, patient: FreshPatient, language: 'en' | 'es' = 'en') {
  await page.goto('/portal/');
  await expect(page).toHaveURL(/\/portal\/login$/);
  const labels =
    language === 'es'
      ? { user: 'Teléfono móvil o correo electrónico', password: 'Contraseña', submit: 'Iniciar sesión' }
      : { user: 'Mobile phone or e-mail', password: 'Password', submit: 'Log in' };
  if (language === 'es') await portal(page).getByLabel('Language').selectOption('es');
  await portal(page).getByLabel(labels.user).fill(patient.username);
  await portal(page).getByLabel(labels.password, { exact: true }).fill(patient.password);
  await portal(page).getByRole('button', { name: labels.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/portal\/home$/, { timeout: 15_000 });
}

/** Opens the medication page and the single view of one prescription (its name). */
async function openPrescription(page: Page, rxNumber: string) {
  await portal(page).locator('rx-home [data-tile="Medication"]').click();
  await expect(page).toHaveURL(/\/portal\/medication$/);
  await meds(page).locator(`[part~="medication-row"][data-rx-number="${rxNumber}"] [part~="medication-name"]`).click();
  await expect(meds(page).locator('[part~="refill-reminder"]')).toBeVisible();
}

/** The reminders the development mailbox received for `recipient` (through the real SMTP transport), newest first. */
async function remindersTo(request: APIRequestContext, recipient: string): Promise<MailboxMessage[]> {
  return (await mailbox(request, recipient)).filter((message) => message.purpose === 'refill-reminder');
}

/** Waits until `recipient` has received `count` reminders (delivery follows the tick through the queue). */
async function expectRemindersReceived(request: APIRequestContext, recipient: string, count: number) {
  await expect.poll(async () => (await remindersTo(request, recipient)).length, { message: `${count} reminder e-mails to ${recipient}` }).toBe(count);
}

/**
 * One scheduler pass at `at`, and what it sent to `recipient`. The pass is global: it also sends
 * whatever other patients (the seeded demo accounts, other journeys' patients) have due by then.
 */
async function tick(request: APIRequestContext, at: Date, recipient: string) {
  const response = await request.post('/api/dev/refill-reminders/tick', { data: { at: at.toISOString() } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { sent: { recipient: string; channel: string }[] }).sent.filter((sent) => sent.recipient === recipient);
}

async function expectAxeClean(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).include({ fromShadowDom: ['rx-portal', 'rx-medications'] }).analyze();
  expect(results.passes.length).toBeGreaterThan(0);
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`), `axe on ${what}`).toEqual([]);
}

test('a reminder turned on from the medication page is e-mailed with the preferences link; unsubscribing there stops the next one, resubscribing brings it back', async ({ page, request, browser }) => {
  const patient = await freshPatient(request);
  const start = Date.now();
  await signIn(page, patient);
  await openPrescription(page, ATORVASTATIN);
  const reminder = meds(page).locator('[part~="refill-reminder"]');
  await expect(reminder.locator('[part~="next-refill-date"]')).toHaveText(/^Next refill date: \d\d\/\d\d\/\d\d$/);

  await reminder.getByRole('button', { name: 'Remind me' }).click();
  const dialog = meds(page).getByRole('dialog', { name: 'Refill reminder for Atorvastatin 20 mg tablet' });
  await expect(dialog.getByRole('radio', { name: '3 days before' })).toBeChecked();
  await expect(dialog.locator('[part~="reminder-channel"]')).toHaveText(`We will send it by e-mail to ${patient.username}.`);
  await dialog.getByRole('button', { name: 'Save reminder' }).click();
  await expect(reminder.locator('[part~="reminder-saved"]')).toHaveText('Your refill reminder is saved.');
  await expect(reminder.locator('[part~="reminder-status"]')).toHaveText(/^Reminder on: 3 days before\. The next one goes out on \d\d\/\d\d\/\d\d\.$/);
  // Messages stay 5 seconds.
  await expect(reminder.locator('[part~="reminder-saved"]')).toHaveCount(0, { timeout: 8_000 });

  // Nothing is due yet; 13 days on (after 09:00, 3 days before the refill date) the e-mail goes out.
  expect(await tick(request, new Date(start + DAY), patient.username)).toEqual([]);
  expect(await tick(request, new Date(start + 13 * DAY), patient.username)).toEqual([{ gId: expect.any(Number), refillDate: expect.any(String), channel: 'email', recipient: patient.username }]);
  await expectRemindersReceived(request, patient.username, 1);
  const [email] = await remindersTo(request, patient.username);
  expect(email!.text).toContain('Atorvastatin 20 mg tablet');
  const link = email!.links.find((candidate) => /\/notification-preferences\?/.test(candidate));
  const origin = `http://localhost:${new URL(page.url()).port}`;
  expect(link).toMatch(new RegExp(`^${origin}/portal/notification-preferences\\?email=${encodeURIComponent(patient.username).replace(/\./g, '\\.')}&token=[\\w.-]+$`));
  expect(await tick(request, new Date(start + 13 * DAY + 60_000), patient.username)).toEqual([]);

  // The link opens the preferences page alone: a browser that never signed in. The token is read
  // once and leaves the address bar; the page shows the address's preference and saves the change.
  const stranger = await browser.newContext({ baseURL: origin });
  const preferences = await stranger.newPage();
  await preferences.goto(link!);
  const unsubscribe = preferences.locator('rx-portal rx-unsubscribe');
  await expect(unsubscribe.getByText(`We send e-mail to ${patient.username}.`)).toBeVisible();
  await expect(preferences).toHaveURL(`${origin}/portal/notification-preferences?email=${encodeURIComponent(patient.username)}`);
  await unsubscribe.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
  await expect(unsubscribe.getByRole('status')).toContainText(patient.username);
  await expect(unsubscribe.getByText(`We do not send e-mail to ${patient.username}.`)).toBeVisible();

  // The pharmacy ships the refill on the reminder's day: the next refill date is 22 days later.
  const shippedOn = new Date(start + 13 * DAY).toISOString().slice(0, 10);
  expect((await request.post('/api/dev/prescription-shipments', { data: { username: patient.username, rxNumber: ATORVASTATIN, shippedOn } })).status()).toBe(200);
  expect(await tick(request, new Date(start + 34 * DAY), patient.username)).toEqual([]);
  await expectRemindersReceived(request, patient.username, 1);

  await unsubscribe.getByRole('button', { name: 'Resubscribe', exact: true }).click();
  await expect(unsubscribe.getByRole('status')).toBeVisible();
  expect(await tick(request, new Date(start + 34 * DAY + 60_000), patient.username)).toHaveLength(1);
  await expectRemindersReceived(request, patient.username, 2);

  // The same page opened by typing the address (no token): no preference of the patient, no
  // button, no call; it asks for the link of an e-mail. Axe clean, in English and in Spanish.
  const typed = await stranger.newPage();
  const calls: string[] = [];
  typed.on('request', (sent) => {
    if (sent.url().includes('/api/email-unsubscribe')) calls.push(sent.url());
  });
  await typed.goto(`/portal/notification-preferences?email=${encodeURIComponent(patient.username)}`);
  const typedPage = typed.locator('rx-portal rx-unsubscribe');
  await expect(typedPage.getByText('To change which e-mails we send you, open the link at the end of one of our e-mails.', { exact: false })).toBeVisible();
  await expect(typedPage.getByRole('button')).toHaveCount(0);
  await expect(typedPage).not.toContainText(patient.username);
  await expectAxeCleanInBothSchemes(typed, ['rx-portal', 'rx-unsubscribe'], 'the preferences page without a link');

  const spanishHost = { name: 'preferencias', title: 'Farmacia', element: '<rx-unsubscribe locale="es"></rx-unsubscribe>', lang: 'es' };
  await openHostPage(typed, spanishHost, `?email=${encodeURIComponent(patient.username)}`);
  const sinEnlace = typed.locator('rx-unsubscribe');
  await expect(sinEnlace.getByText('abra el enlace que aparece al final de uno de nuestros correos', { exact: false })).toBeVisible();
  await expect(sinEnlace.getByRole('button')).toHaveCount(0);
  await expectAxeCleanInBothSchemes(typed, ['rx-unsubscribe'], 'the Spanish preferences page without a link');
  expect(calls).toEqual([]);
  expect(await tick(request, new Date(start + 34 * DAY + 120_000), patient.username)).toEqual([]);
  await expectRemindersReceived(request, patient.username, 2);

  // The e-mail's link in Spanish, on the same partner page: the preference, then the change saved.
  await openHostPage(typed, spanishHost, new URL(link!).search);
  const conEnlace = typed.locator('rx-unsubscribe');
  await expect(conEnlace.getByText(`Enviamos correos a ${patient.username}.`)).toBeVisible();
  await expectAxeCleanInBothSchemes(typed, ['rx-unsubscribe'], 'the Spanish preferences page from the link');
  await conEnlace.getByRole('button', { name: 'Cancelar suscripción', exact: true }).click();
  await expect(conEnlace.getByRole('status')).toHaveText(/Se canceló su suscripción\./);
  await expect(conEnlace.getByText(`No enviamos correos a ${patient.username}.`)).toBeVisible();
  await stranger.close();
});

test('the reminder control works from the keyboard, changes and turns off, and is axe clean in English', async ({ page, request }) => {
  const patient = await freshPatient(request);
  await signIn(page, patient);
  await openPrescription(page, ATORVASTATIN);
  const reminder = meds(page).locator('[part~="refill-reminder"]');
  await expectAxeClean(page, 'the reminder control (en)');

  const opener = reminder.getByRole('button', { name: 'Remind me' });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const dialog = meds(page).getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectAxeClean(page, 'the reminder dialog (en)');
  await expect(dialog.getByRole('radio', { name: '3 days before' })).toBeChecked();
  await dialog.getByRole('radio', { name: '3 days before' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: '7 days before' })).toBeChecked();
  await tabTo(page, dialog.getByRole('button', { name: 'Save reminder' }));
  await page.keyboard.press('Enter');
  await expect(reminder.locator('[part~="reminder-status"]')).toContainText('Reminder on: 7 days before.');
  expect(await isFocused(reminder.getByRole('button', { name: 'Change reminder' }))).toBe(true);

  // Escape closes without saving and focus returns to the button.
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('radio', { name: '7 days before' })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  expect(await isFocused(reminder.getByRole('button', { name: 'Change reminder' }))).toBe(true);

  await reminder.getByRole('button', { name: 'Turn off reminder' }).click();
  await expect(reminder.locator('[part~="reminder-turnedOff"]')).toHaveText('Your refill reminder is turned off.');
  expect(await isFocused(reminder.getByRole('button', { name: 'Remind me' }))).toBe(true);

});

test('the reminder control and its dialog are axe clean in Spanish, in both colour schemes', async ({ page, request }) => {
  const spanish = await freshPatient(request);
  await signIn(page, spanish, 'es');
  await portal(page).locator('rx-home [data-tile="Medication"]').click();
  await meds(page).locator(`[part~="medication-row"][data-rx-number="${ATORVASTATIN}"] [part~="medication-name"]`).click();
  const recordatorio = meds(page).locator('[part~="refill-reminder"]');
  await expect(recordatorio.getByRole('heading', { name: 'Recordatorio de resurtido' })).toBeVisible();
  await expectAxeClean(page, 'the reminder control (es)');
  await recordatorio.getByRole('button', { name: 'Recordarme' }).click();
  await expect(meds(page).getByRole('dialog')).toContainText('¿Cuándo quiere que se lo recordemos?');
  await expectAxeClean(page, 'the reminder dialog (es)');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectAxeClean(page, 'the reminder dialog (es, dark)');
});
