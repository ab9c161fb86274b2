import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

const brandPrimary = 'rgb(31, 95, 168)';

async function cspReports(page: Page) {
  const response = await page.request.get('/api/dev/csp-reports');
  return (await response.json()) as { reports: unknown[] };
}

async function consoleCspErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) errors.push(message.text());
  });
  return errors;
}

async function widgetStyles(page: Page) {
  return page.evaluate(() => {
    const el = document.querySelector('rx-unsubscribe')!;
    const root = el.shadowRoot!;
    const button = [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Unsubscribe')!;
    const paragraph = root.querySelector('p')!;
    const style = root.querySelector<HTMLStyleElement>('style[data-rx-styles]');
    return {
      buttonBackground: getComputedStyle(button).backgroundColor,
      buttonFont: getComputedStyle(button).fontFamily,
      paragraphSize: getComputedStyle(paragraph).fontSize,
      paragraphColor: getComputedStyle(paragraph).color,
      paragraphTransform: getComputedStyle(paragraph).textTransform,
      nonceStyle: style ? style.nonce : null,
      adopted: root.adoptedStyleSheets.length,
      violations: (window as unknown as { __cspViolations: unknown[] }).__cspViolations,
    };
  });
}

for (const mode of ['nonce', 'self'] as const) {
  test(`intranet page under ${mode === 'nonce' ? 'a nonce CSP' : "style-src 'self'"}: widgets styled, hostile CSS kept out, no violations`, async ({ page }) => {
    await page.request.delete('/api/dev/csp-reports');
    const consoleErrors = await consoleCspErrors(page);
    const response = await page.goto(mode === 'nonce' ? '/intranet/' : '/intranet/?csp=self');
    const csp = response!.headers()['content-security-policy']!;
    expect(csp).toContain("script-src 'self'");
    if (mode === 'nonce') expect(csp).toMatch(/style-src 'self' 'nonce-[A-Za-z0-9+/=_-]+'/);
    else expect(csp).toContain("style-src 'self';");

    await expect(page.getByRole('heading', { name: 'E-mail preferences', exact: true })).toBeVisible();
    await expect(page.getByText('Scheduled maintenance', { exact: false }).first()).toBeVisible();

    const styles = await widgetStyles(page);
    expect(styles.buttonBackground).toBe(brandPrimary);
    expect(styles.buttonFont).not.toContain('Comic Sans');
    expect(styles.paragraphSize).toBe('16px');
    expect(styles.paragraphColor).not.toBe('rgb(204, 0, 0)');
    expect(styles.paragraphTransform).toBe('none');
    if (mode === 'nonce') {
      expect(styles.nonceStyle).toBeTruthy();
      expect(styles.adopted).toBe(0);
    } else {
      expect(styles.nonceStyle).toBeNull();
      expect(styles.adopted).toBe(1);
    }

    // The banner's yellow comes from its own (Lit) stylesheet.
    const noticeBackground = await page.evaluate(() => {
      const li = document.querySelector('rx-outage-banner')!.shadowRoot!.querySelector('li')!;
      return getComputedStyle(li).backgroundColor;
    });
    expect(noticeBackground).toBe('rgb(255, 244, 206)');

    // Use the widget against the real API, then check nothing was blocked along the way.
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByText('You have been unsubscribed')).toBeVisible();
    await page.getByRole('button', { name: 'Resubscribe' }).click();
    await expect(page.getByText('You are subscribed again')).toBeVisible();

    expect(styles.violations).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __cspViolations: unknown[] }).__cspViolations)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect((await cspReports(page)).reports).toEqual([]);

    const axe = await new AxeBuilder({ page }).include('rx-unsubscribe').include('rx-outage-banner').analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
  });
}

test('an invalid address on the intranet page gets invalidEntry and keeps the text', async ({ page }) => {
  await page.goto('/intranet/');
  const field = page.getByLabel('E-mail address');
  await field.fill('pat.demo@');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText('Please enter a valid e-mail address.')).toBeVisible();
  await expect(field).toHaveValue('pat.demo@');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
});

test('a notice is dismissed by keyboard and stays dismissed after a reload', async ({ page }) => {
  await page.goto('/intranet/');
  const dismissButtons = page.getByRole('button', { name: 'Dismiss notice' });
  await expect(dismissButtons).toHaveCount(2);
  await dismissButtons.first().focus();
  await page.keyboard.press('Enter');
  await expect(dismissButtons).toHaveCount(1);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'E-mail preferences', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Dismiss notice' })).toHaveCount(1);
});
