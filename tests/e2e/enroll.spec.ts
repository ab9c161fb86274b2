import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { expectAxeCleanInBothSchemes, holdRequests } from './support/axe-schemes';
import { tabTo } from './support/keyboard';
import { openHostPage } from './support/host-page';

/**
 * Enrollment of an existing patient against the reference server, no login: the seeded code
 * RX-DEMO-2001 (warehouse-retail brand, with the pharmacy dropdown) and the test code RX-TEST-0000
 * of brand 1 (none), which registration never uses up (the journey that registers with the seeded
 * brand-1 code RX-DEMO-1001 may run before these).
 */

async function openEnroll(page: Page, search: string, locale = 'en') {
  await page.addInitScript(() => {
    const log: unknown[] = [];
    (window as unknown as { __events: unknown[] }).__events = log;
    for (const name of ['rx-navigate', 'rx-enrollment-requested']) document.addEventListener(name, (event) => log.push({ name, detail: (event as CustomEvent).detail }));
  });
  await openHostPage(page, { name: 'enroll-page', title: 'Enroll', element: `<rx-enroll locale="${locale}"></rx-enroll>`, lang: locale }, search);
}

const events = (page: Page) => page.evaluate(() => (window as unknown as { __events: unknown[] }).__events);

async function expectAxeClean(page: Page) {
  const axe = await new AxeBuilder({ page }).include('rx-enroll').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function fillCommon(page: Page, labels: { first: string; last: string; month: string; day: string; year: string }) {
  await page.getByRole('textbox', { name: labels.first }).fill('Rosa');
  await page.getByRole('textbox', { name: labels.last }).fill('Mendez');
  await page.getByRole('textbox', { name: labels.month }).fill('5');
  await page.getByRole('textbox', { name: labels.day }).fill('14');
  await page.getByRole('textbox', { name: labels.year }).fill('1979');
}

const english = { first: 'First name', last: 'Last name', month: 'Month (MM)', day: 'Day (DD)', year: 'Year (YYYY)' };

test('an existing patient enrolls with the phone from the link and a pharmacy, then sees the thank-you', async ({ page }) => {
  await openEnroll(page, '?enrollment_code=RX-DEMO-2001&mobileNumber=2125550123');
  await expect(page.getByRole('heading', { name: 'Enroll in the patient portal' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Mobile phone' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Mobile phone number' })).toHaveValue('2125550123');
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();

  await fillCommon(page, english);
  await page.getByRole('textbox', { name: 'Rx number' }).fill('12a');
  await expect(page.getByText('The Rx number may contain digits only.')).toBeVisible();
  await page.getByRole('checkbox', { name: "I don't have an Rx number" }).check();
  await expect(submit).toBeDisabled(); // the pharmacy is still missing
  await page.getByRole('combobox', { name: 'Pharmacy' }).selectOption({ label: 'Warehouse Specialty Pharmacy - Phoenix' });
  await expect(submit).toBeEnabled();
  await expectAxeClean(page);

  await submit.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Thank you for enrolling.', { exact: false })).toBeVisible();
  expect(await events(page)).toEqual([{ name: 'rx-enrollment-requested', detail: { contactType: 'phone' } }]);
});

test('a contact that already has an account: the message leaves after 6 s, Go to Login stays until the form changes or it is used', async ({ page }) => {
  await openEnroll(page, '?enrollment_code=RX-TEST-0000');
  await expect(page.getByRole('combobox', { name: 'Pharmacy' })).toHaveCount(0);
  await fillCommon(page, english);
  // Digits typed as a phone do not follow the patient into the e-mail field.
  await page.getByRole('radio', { name: 'Mobile phone' }).check();
  await page.getByRole('textbox', { name: 'Mobile phone number' }).fill('2125550123');
  await page.getByRole('radio', { name: 'E-mail' }).check();
  const email = page.getByRole('textbox', { name: 'E-mail address' });
  await expect(email).toHaveValue('');
  await expect(page.getByText('This field is required.')).toHaveCount(0);
  await email.fill('pat.demo@example.com');
  await page.getByRole('textbox', { name: 'Rx number' }).fill('4455667');
  const submit = page.getByRole('button', { name: 'Submit' });
  await submit.click();

  const message = page.getByText('An account already exists with this e-mail or phone number.', { exact: false });
  const goToLogin = page.getByRole('button', { name: 'Go to Login' });
  await expect(message).toBeVisible();
  await expect(goToLogin).toBeVisible();
  await expectAxeCleanInBothSchemes(page, ['rx-enroll'], 'the duplicate account');
  await expect(message).toBeHidden({ timeout: 8_000 });
  await expect(goToLogin).toBeVisible();
  await expectAxeClean(page);

  // Another Rx number is another request: the offer goes with the old answer.
  await page.getByRole('textbox', { name: 'Rx number' }).fill('4455668');
  await expect(goToLogin).toHaveCount(0);
  await submit.click();
  await expect(message).toBeVisible();
  await goToLogin.click();
  expect(await events(page)).toEqual([{ name: 'rx-navigate', detail: { path: '/login' } }]);
  await expect(goToLogin).toHaveCount(0);
});

test('without an enrollment code the page asks to go to login', async ({ page }) => {
  await openEnroll(page, '');
  await expect.poll(() => events(page)).toEqual([{ name: 'rx-navigate', detail: { path: '/login', replace: true } }]);
});

test('in Spanish the form is translated, validates and is axe clean in both colour schemes', async ({ page }) => {
  await openEnroll(page, '?enrollment_code=RX-TEST-0000', 'es');
  await expect(page.getByRole('heading', { name: 'Inscríbase en el portal del paciente' })).toBeVisible();
  await fillCommon(page, { first: 'Nombre', last: 'Apellido', month: 'Mes (MM)', day: 'Día (DD)', year: 'Año (AAAA)' });
  await page.getByRole('textbox', { name: 'Año (AAAA)' }).fill('1850');
  await expect(page.getByText('Escriba un año posterior a 1900.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Mes (MM)' }).fill('2');
  await page.getByRole('textbox', { name: 'Día (DD)' }).fill('31');
  await page.getByRole('textbox', { name: 'Año (AAAA)' }).fill('1980');
  await expect(page.getByText('Esa fecha no existe. Revise el mes y el día.')).toBeVisible();
  await page.getByRole('radio', { name: 'Correo electrónico' }).check();
  await page.getByRole('textbox', { name: 'Dirección de correo electrónico' }).fill('rosa@');
  await expect(page.getByText('Escriba un correo electrónico válido.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enviar' })).toBeDisabled();
  await expectAxeClean(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectAxeClean(page);
});

test('inside <rx-portal> the link opens the form with its code and phone; without a code it goes to the login page', async ({ page }) => {
  await page.goto('/portal/enroll-request?enrollment_code=RX-DEMO-2001&mobileNumber=2125550123');
  await expect(page.getByRole('heading', { name: 'Enroll in the patient portal' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Mobile phone number' })).toHaveValue('2125550123');
  await expect(page.getByRole('combobox', { name: 'Pharmacy' })).toBeVisible();

  await page.goto('/portal/enroll-request');
  await expect(page).toHaveURL(/\/portal\/login$/);
});

const freshPhone = () => `(646) 555-${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;

test('keyboard only: each field by Tab, its message while wrong (required, month, day, year, phone), the pharmacy by arrow, then the thank-you, axe clean in both schemes', async ({ page }) => {
  await openEnroll(page, '?enrollment_code=RX-DEMO-2001');
  await expect(page.getByText('For existing patients of the pharmacy. New patients, please call the pharmacy.')).toBeVisible();
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  const submit = page.getByRole('button', { name: 'Submit' });

  await tabTo(page, field('First name'));
  await page.keyboard.type('Rosa');
  for (let presses = 0; presses < 4; presses++) await page.keyboard.press('Backspace');
  await expect(page.getByText('This field is required.')).toBeVisible();
  await page.keyboard.type('Rosa');
  await expect(page.getByText('This field is required.')).toHaveCount(0);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Mendez');

  await tabTo(page, field('Month (MM)'));
  await page.keyboard.type('13');
  await page.keyboard.press('Tab');
  await page.keyboard.type('32');
  await page.keyboard.press('Tab');
  await page.keyboard.type('2999');
  await expect(page.getByText('Enter a month from 1 to 12.')).toBeVisible();
  await tabTo(page, field('Month (MM)'), { backwards: true });
  await page.keyboard.press('Control+A');
  await page.keyboard.type('05');
  await expect(page.getByText('Enter a day from 1 to 31.')).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('14');
  await expect(page.getByText('Enter a year that is not in the future.')).toBeVisible();
  await tabTo(page, field('Year (YYYY)'));
  await page.keyboard.press('Control+A');
  await page.keyboard.type('1979');
  await expect(page.getByText(/Enter a (month|day|year)/)).toHaveCount(0);

  // The contact type is a radio group: Space picks the first, an arrow the other.
  await tabTo(page, page.getByRole('radio', { name: 'E-mail' }));
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Mobile phone' })).toBeChecked();
  await tabTo(page, field('Mobile phone number'));
  await page.keyboard.type('555-0123');
  await expect(page.getByText('Enter a valid US phone number.')).toBeVisible();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(freshPhone());
  await expect(page.getByText('Enter a valid US phone number.')).toHaveCount(0);

  await tabTo(page, field('Rx number'));
  await page.keyboard.type('4455667');
  await expect(submit).toBeDisabled(); // the pharmacy is still missing
  const pharmacy = page.getByRole('combobox', { name: 'Pharmacy' });
  await tabTo(page, pharmacy);
  await page.keyboard.press('ArrowDown');
  await expect(pharmacy).not.toHaveValue('');
  await expect(submit).toBeEnabled();
  await expectAxeCleanInBothSchemes(page, ['rx-enroll'], 'the filled form');

  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Thank you for enrolling. The pharmacy will contact you soon with your account details.');
  expect(await events(page)).toEqual([{ name: 'rx-enrollment-requested', detail: { contactType: 'phone' } }]);
  await expectAxeCleanInBothSchemes(page, ['rx-enroll'], 'the thank-you');
});

test('an unknown enrollment code: requestFail when the form loads and again on submit (404 from the server), without Go to Login; the submit alert leaves after 6 s', async ({ page }) => {
  await openEnroll(page, '?enrollment_code=NO-SUCH-CODE');
  await expect(page.getByRole('alert')).toHaveText('We could not send your request. Please try again later.');
  await expect(page.getByRole('combobox', { name: 'Pharmacy' })).toHaveCount(0);
  await fillCommon(page, english);
  await page.getByRole('radio', { name: 'E-mail' }).check();
  await page.getByRole('textbox', { name: 'E-mail address' }).fill('rosa.mendez@example.com');
  await page.getByRole('checkbox', { name: "I don't have an Rx number" }).check();
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/enroll-request') && r.request().method() === 'POST');
  // The page itself notes when the submit alert appears and when it leaves (checked every 50 ms), so
  // the time measured is the alert's, not the time axe below takes on a busy machine.
  await page.evaluate(() => {
    const seen: { shownAt?: number; hiddenAt?: number } = {};
    (window as unknown as { __alertTimes: typeof seen }).__alertTimes = seen;
    const timer = setInterval(() => {
      const alert = document.querySelector('rx-enroll')?.shadowRoot?.querySelector<HTMLElement>('[part="alert"]');
      const shown = Boolean(alert && alert.offsetParent !== null && alert.textContent?.includes('We could not send your request.'));
      if (shown && seen.shownAt === undefined) seen.shownAt = performance.now();
      if (!shown && seen.shownAt !== undefined) {
        seen.hiddenAt = performance.now();
        clearInterval(timer);
      }
    }, 50);
  });
  await page.getByRole('button', { name: 'Submit' }).click();
  expect((await answered).status()).toBe(404);

  const submitAlert = page.locator('rx-enroll [part="alert"]');
  await expect(submitAlert).toContainText('We could not send your request. Please try again later.');
  await expect(page.getByRole('button', { name: 'Go to Login' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Thank you' })).toHaveCount(0);
  await expectAxeCleanInBothSchemes(page, ['rx-enroll'], 'requestFail');
  await expect(submitAlert).toBeHidden({ timeout: 9_000 });
  await expect.poll(() => page.evaluate(() => (window as unknown as { __alertTimes: { hiddenAt?: number } }).__alertTimes.hiddenAt)).toBeDefined();
  const { shownAt, hiddenAt } = await page.evaluate(() => (window as unknown as { __alertTimes: { shownAt: number; hiddenAt: number } }).__alertTimes);
  const shownFor = hiddenAt - shownAt;
  expect(shownFor, 'the enrollment alert stays about 6 s').toBeGreaterThan(5_000);
  expect(shownFor).toBeLessThan(8_000);
  expect(await events(page)).toEqual([]);
});

test('in Spanish the duplicate account shows usernameExistsException with Ir a iniciar sesión, axe clean in both schemes', async ({ page }) => {
  await openEnroll(page, '?enrollment_code=RX-TEST-0000', 'es');
  await fillCommon(page, { first: 'Nombre', last: 'Apellido', month: 'Mes (MM)', day: 'Día (DD)', year: 'Año (AAAA)' });
  await page.getByRole('radio', { name: 'Correo electrónico' }).check();
  await page.getByRole('textbox', { name: 'Dirección de correo electrónico' }).fill('pat.demo@example.com');
  await page.getByRole('checkbox', { name: 'No tengo un número de receta' }).check();
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('alert')).toContainText('Ya existe una cuenta con este correo electrónico o número de teléfono. Inicie sesión.');
  const goToLogin = page.getByRole('button', { name: 'Ir a iniciar sesión' });
  await expect(goToLogin).toBeVisible();
  await expectAxeCleanInBothSchemes(page, ['rx-enroll'], 'the duplicate account in Spanish');
  await tabTo(page, goToLogin);
  await page.keyboard.press('Enter');
  expect(await events(page)).toEqual([{ name: 'rx-navigate', detail: { path: '/login' } }]);
});

test('while the request is being sent Submit is busy and a second Enter sends nothing more; one thank-you', async ({ page }) => {
  await openEnroll(page, '?enrollment_code=RX-TEST-0000');
  await fillCommon(page, english);
  await page.getByRole('radio', { name: 'Mobile phone' }).check();
  await page.getByRole('textbox', { name: 'Mobile phone number' }).fill(freshPhone());
  await page.getByRole('checkbox', { name: "I don't have an Rx number" }).check();
  const held = await holdRequests(page, /\/api\/enroll-request$/);
  const submit = page.locator('rx-enroll [part~="submit-button"]');
  await submit.focus();
  await page.keyboard.press('Enter');
  await expect(submit).toHaveAttribute('aria-busy', 'true');
  await expect(submit).toContainText('Sending your request');
  await page.keyboard.press('Enter');
  // The held request reaches the route a moment after the button turns busy.
  await expect.poll(() => held.count()).toBe(1);
  await held.release();
  await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible();
  expect(held.count()).toBe(1);
  expect(await events(page)).toEqual([{ name: 'rx-enrollment-requested', detail: { contactType: 'phone' } }]);
});

test('in Spanish an unknown code shows requestFail and a good request the thank-you, both axe clean in both schemes', async ({ page }) => {
  const spanish = { first: 'Nombre', last: 'Apellido', month: 'Mes (MM)', day: 'Día (DD)', year: 'Año (AAAA)' };
  await openEnroll(page, '?enrollment_code=NO-SUCH-CODE', 'es');
  await expect(page.getByRole('alert')).toHaveText('No pudimos enviar su solicitud. Inténtelo más tarde.');
  await expectAxeCleanInBothSchemes(page, ['rx-enroll'], 'requestFail in Spanish');

  await page.goto('/e2e/enroll-page?enrollment_code=RX-TEST-0000');
  await fillCommon(page, spanish);
  await page.getByRole('radio', { name: 'Teléfono móvil' }).check();
  await page.getByRole('textbox', { name: 'Número de teléfono móvil' }).fill(freshPhone());
  await page.getByRole('checkbox', { name: 'No tengo un número de receta' }).check();
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('heading', { name: 'Gracias' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Gracias por inscribirse. La farmacia se comunicará con usted pronto con los datos de su cuenta.');
  await expectAxeCleanInBothSchemes(page, ['rx-enroll'], 'the thank-you in Spanish');
});
