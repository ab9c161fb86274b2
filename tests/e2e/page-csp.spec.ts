import { test, expect, type Page } from '@playwright/test';
import { pageCspReports } from './support/csp-watch';
import { demoAccount, freshAddress, preferenceLinkSearch } from './support/dev-api';

/**
 * Every page the server serves runs under its strict Content-Security-Policy (scripts from the
 * origin only, no framing, styles from the origin or constructable stylesheets) with nothing
 * blocked: no securitypolicyviolation event, no CSP console error, no report to the collector.
 */
interface CspWatch {
  violations: () => Promise<unknown[]>;
  consoleErrors: string[];
}

async function watchCsp(page: Page): Promise<CspWatch> {
  await page.request.delete('/api/dev/csp-reports');
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { __pageCspViolations: unknown[] }).__pageCspViolations = seen;
    document.addEventListener(
      'securitypolicyviolation',
      (event) => seen.push({ directive: event.violatedDirective, blocked: event.blockedURI, sample: event.sample }),
      true,
    );
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleErrors.push(message.text());
  });
  return {
    consoleErrors,
    violations: () => page.evaluate(() => (window as unknown as { __pageCspViolations: unknown[] }).__pageCspViolations),
  };
}

async function expectNothingBlocked(page: Page, watch: CspWatch) {
  expect(await watch.violations()).toEqual([]);
  expect(watch.consoleErrors).toEqual([]);
  // Reports travel on their own: give them a moment to arrive before asserting there are none.
  await page.waitForTimeout(500);
  expect(await pageCspReports(page.request)).toEqual([]);
}

function expectStrictPolicy(policy: string | undefined, styles = "style-src 'self'") {
  expect(policy).toContain("script-src 'self';");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain(styles);
  if (!styles.includes('unsafe-inline')) expect(policy).not.toContain('unsafe-inline');
}

test('the catalogue runs under its CSP: widgets render, styled, and react to input', async ({ page, request }) => {
  const watch = await watchCsp(page);
  const email = freshAddress('csp');
  const response = await page.goto(`/${await preferenceLinkSearch(request, email)}`);
  expectStrictPolicy(response!.headers()['content-security-policy']);
  const unsubscribeCard = page.locator('#element-rx-unsubscribe');
  await expect(unsubscribeCard.getByRole('heading', { name: 'E-mail preferences', exact: true })).toBeVisible();
  await expect(page.locator('#element-rx-outage-banner').getByText('Scheduled maintenance', { exact: false })).toBeVisible();
  await unsubscribeCard.getByRole('form', { name: 'rx-unsubscribe attributes' }).getByLabel(/email/).fill(email);
  await unsubscribeCard.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
  await expect(unsubscribeCard.getByText('You have been unsubscribed')).toBeVisible();
  // The widget's styles arrived through a constructable stylesheet, which 'self' allows.
  const adopted = await page.evaluate(() => document.querySelector('rx-unsubscribe')!.shadowRoot!.adoptedStyleSheets.length);
  expect(adopted).toBeGreaterThan(0);
  await expectNothingBlocked(page, watch);
});

test('the portal runs under its CSP through sign-in and the home screen', async ({ page, request }) => {
  const watch = await watchCsp(page);
  const account = await demoAccount(request, /Plain sign-in/);
  const response = await page.goto('/portal/');
  expectStrictPolicy(response!.headers()['content-security-policy']);
  await expect(page).toHaveURL(/\/portal\/login$/);
  await page.getByLabel('Mobile phone or e-mail').fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/portal\/home$/, { timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  const adopted = await page.evaluate(() => document.querySelector('rx-portal')!.shadowRoot!.adoptedStyleSheets.length);
  expect(adopted).toBeGreaterThan(0);
  await expectNothingBlocked(page, watch);
});

test('the React host runs under its CSP: widgets render and mount again', async ({ page }) => {
  const watch = await watchCsp(page);
  const response = await page.goto('/react-host/');
  expectStrictPolicy(response!.headers()['content-security-policy']);
  await expect(page.getByRole('heading', { name: 'E-mail preferences', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Unmount widget' }).click();
  await page.getByRole('button', { name: 'Mount widget' }).click();
  await expect(page.getByRole('heading', { name: 'E-mail preferences', exact: true })).toBeVisible();
  await expectNothingBlocked(page, watch);
});

test('the intranet page still runs under its nonce CSP', async ({ page }) => {
  const watch = await watchCsp(page);
  const response = await page.goto('/intranet/');
  expectStrictPolicy(response!.headers()['content-security-policy'], "style-src 'self' 'nonce-");
  await expect(page.locator('rx-login').getByRole('heading', { name: 'Log in', exact: true })).toBeVisible();
  await expectNothingBlocked(page, watch);
});

test('the API reference runs under its CSP', async ({ page }) => {
  const watch = await watchCsp(page);
  const response = await page.goto('/api/docs/');
  // Swagger UI writes <style> elements at run time: inline styles, never scripts, on this page.
  expectStrictPolicy(response!.headers()['content-security-policy'], "style-src 'self' 'unsafe-inline'");
  await expect(page.getByRole('heading', { name: /rx-widgets reference API/ })).toBeVisible({ timeout: 15_000 });
  await expectNothingBlocked(page, watch);
});

test('no page can be framed by another site', async ({ page }) => {
  for (const url of ['/', '/portal/', '/react-host/', '/intranet/', '/api/docs/']) {
    const response = await page.request.get(url);
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect(response.headers()['referrer-policy']).toBe('no-referrer');
  }
});
