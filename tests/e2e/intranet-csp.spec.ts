import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { pageCspReports } from './support/csp-watch';
import { MEDS, newRefillPatient, storedRefills } from './support/refill';

/**
 * The intranet demo page: <rx-login> beside <rx-refill> under a strict Content Security Policy
 * (a nonce, or style-src 'self' alone) and a hostile global stylesheet. The widgets are styled,
 * the page's CSS stays out, nothing is blocked, and the refill widget works once the patient has
 * signed in with the login widget beside it.
 */
const brandPrimary = 'rgb(31, 95, 168)';

function consoleCspErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) errors.push(message.text());
  });
  return errors;
}

/** Computed styles inside a widget's shadow root: one button by its text, and one text element. */
async function widgetStyles(page: Page, tag: string, buttonText: string, textSelector: string) {
  return page.evaluate(
    ({ tag, buttonText, textSelector }) => {
      const root = document.querySelector(tag)!.shadowRoot!;
      const button = [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === buttonText)!;
      const text = root.querySelector(textSelector)!;
      const style = root.querySelector<HTMLStyleElement>('style[data-rx-styles]');
      return {
        buttonBackground: getComputedStyle(button).backgroundColor,
        buttonFont: getComputedStyle(button).fontFamily,
        textSize: getComputedStyle(text).fontSize,
        textColor: getComputedStyle(text).color,
        textLineHeight: getComputedStyle(text).lineHeight,
        nonceStyle: style ? style.nonce : null,
        adopted: root.adoptedStyleSheets.length,
      };
    },
    { tag, buttonText, textSelector },
  );
}

function expectStyled(styles: Awaited<ReturnType<typeof widgetStyles>>, mode: 'nonce' | 'self') {
  expect(styles.buttonBackground).toBe(brandPrimary);
  expect(styles.buttonFont).not.toContain('Comic Sans');
  expect(styles.textSize).toBe('16px');
  expect(styles.textColor).not.toBe('rgb(204, 0, 0)');
  expect(Number.parseFloat(styles.textLineHeight) / Number.parseFloat(styles.textSize)).toBeLessThan(2);
  if (mode === 'nonce') {
    expect(styles.nonceStyle).toBeTruthy();
    expect(styles.adopted).toBe(0);
  } else {
    expect(styles.nonceStyle).toBeNull();
    expect(styles.adopted).toBe(1);
  }
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { __cspViolations: unknown[] }).__cspViolations);

for (const mode of ['nonce', 'self'] as const) {
  test(`intranet page under ${mode === 'nonce' ? 'a nonce CSP' : "style-src 'self'"}: sign in with rx-login, then rx-refill beside it is styled, works and nothing is blocked`, async ({
    page,
    request,
  }) => {
    await page.request.delete('/api/dev/csp-reports');
    const consoleErrors = consoleCspErrors(page);
    const patient = await newRefillPatient(request);
    const response = await page.goto(mode === 'nonce' ? '/intranet/' : '/intranet/?csp=self');
    const csp = response!.headers()['content-security-policy']!;
    expect(csp).toContain("script-src 'self'");
    if (mode === 'nonce') expect(csp).toMatch(/style-src 'self' 'nonce-[A-Za-z0-9+/=_-]+'/);
    else expect(csp).toContain("style-src 'self';");

    await expect(page.getByRole('heading', { name: 'Medication refills', exact: true })).toBeVisible();
    await expect(page.getByText('Scheduled maintenance', { exact: false }).first()).toBeVisible();
    const login = page.locator('rx-login');
    const refill = page.locator('rx-refill');
    await expect(login.getByRole('heading', { name: 'Log in', exact: true })).toBeVisible();
    // Signed out, the refill widget asks for a sign-in.
    await expect(refill.getByText('Please sign in to schedule a refill.')).toBeVisible();

    expectStyled(await widgetStyles(page, 'rx-login', 'Log in', 'p'), mode);

    // The banner's yellow comes from its own (Lit) stylesheet.
    const noticeBackground = await page.evaluate(() => {
      const li = document.querySelector('rx-outage-banner')!.shadowRoot!.querySelector('li')!;
      return getComputedStyle(li).backgroundColor;
    });
    expect(noticeBackground).toBe('rgb(255, 244, 206)');

    // Sign in with the login widget: the refill widget beside it shows the wizard.
    await login.getByLabel('Mobile phone or e-mail').fill(patient.username);
    await login.getByLabel('Password', { exact: true }).fill(patient.password);
    await login.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(refill.locator('[part="step-heading"]')).toHaveText('Which medications do you need?', { timeout: 15_000 });
    expectStyled(await widgetStyles(page, 'rx-refill', 'Next', 'legend'), mode);

    // Use the wizard against the real API, then check nothing was blocked along the way.
    await refill.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(refill.getByRole('alert')).toHaveText('Please select at least one medication.');
    await refill.getByRole('checkbox', { name: MEDS.lisinopril }).check();
    await refill.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(refill.locator('[part="step-heading"]')).toHaveText('When should we deliver?');
    const dateField = refill.getByRole('combobox', { name: 'Delivery date' });
    await expect(dateField).toHaveValue('');
    const firstDate = await dateField.locator('option').nth(1).getAttribute('value');
    expect(firstDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await dateField.selectOption(firstDate!);
    await expect(dateField).toHaveValue(firstDate!);
    await refill.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(refill.locator('[part="step-heading"]')).toHaveText('Where should we deliver?');
    await refill.getByRole('button', { name: 'Add address' }).click();
    const dialog = refill.getByRole('dialog', { name: 'Add an address' });
    await expect(dialog).toBeVisible();
    const dialogBackground = await dialog.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(dialogBackground).not.toBe('rgba(0, 0, 0, 0)');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);

    expect(await violations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(await pageCspReports(page.request)).toEqual([]);
    expect((await storedRefills(request, patient.username)).count).toBe(0);

    const axe = await new AxeBuilder({ page }).include('rx-login').include('rx-refill').include('rx-outage-banner').analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
  });
}

test('a wrong password on the intranet page: the login widget says so, the refill widget still asks for a sign-in', async ({ page, request }) => {
  const patient = await newRefillPatient(request);
  await page.goto('/intranet/');
  const login = page.locator('rx-login');
  await login.getByLabel('Mobile phone or e-mail').fill(patient.username);
  await login.getByLabel('Password', { exact: true }).fill('Wrong#Password1');
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(login.getByRole('alert').filter({ hasText: 'Incorrect username or password.' })).toBeVisible();
  await expect(page.locator('rx-refill').getByText('Please sign in to schedule a refill.')).toBeVisible();
  await expect(page.locator('rx-refill').getByRole('checkbox')).toHaveCount(0);
  expect(await violations(page)).toEqual([]);
});

test('a notice is dismissed by keyboard and stays dismissed after a reload', async ({ page }) => {
  await page.goto('/intranet/');
  const dismissButtons = page.getByRole('button', { name: 'Dismiss notice' });
  await expect(dismissButtons).toHaveCount(2);
  await dismissButtons.first().focus();
  await page.keyboard.press('Enter');
  await expect(dismissButtons).toHaveCount(1);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Medication refills', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Dismiss notice' })).toHaveCount(1);
});
