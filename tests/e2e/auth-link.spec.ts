import { test, expect, type APIRequestContext } from '@playwright/test';
import { portal } from './support/fresh-patient';

/** Auth links: a server-issued single-use token, exchanged once for a basic-pool session. */

const LINK_USER = 'link.basic@example.com';

async function makeLink(request: APIRequestContext, ttlSeconds?: number): Promise<{ token: string; loginPath: string }> {
  const response = await request.post('/api/dev/auth-links', { data: { username: LINK_USER, ...(ttlSeconds ? { ttlSeconds } : {}) } });
  expect(response.status()).toBe(200);
  return (await response.json()) as { token: string; loginPath: string };
}

test('a link signs in once on the basic pool; the second use gets the invalid-link splash', async ({ browser, request }) => {
  const { token, loginPath } = await makeLink(request);
  expect(Buffer.from(token, 'base64url').toString('latin1')).not.toContain('link.basic');

  const first = await browser.newContext();
  const page = await first.newPage();
  const clientIds: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/identity' && sent.headers()['x-amz-target']?.endsWith('.InitiateAuth'))
      clientIds.push((sent.postDataJSON() as { ClientId: string }).ClientId);
  });
  await page.goto(loginPath);
  await expect(page).toHaveURL(/\/portal\/home$/, { timeout: 15_000 });
  expect(page.url()).not.toContain(token);
  expect(clientIds).toEqual(['rxbasicclient000000000000']);
  const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('rx-session') ?? '{}') as { state?: { identity?: { pool?: string } } });
  expect(stored.state?.identity?.pool).toBe('basic');
  await first.close();

  const second = await browser.newContext();
  const again = await second.newPage();
  await again.goto(loginPath);
  await expect(portal(again).getByRole('heading', { name: 'This link cannot be used' })).toBeVisible({ timeout: 10_000 });
  await expect(portal(again).getByText('This sign-in link is not valid or has expired.')).toBeVisible();
  expect(new URL(again.url()).search).toBe('');
  await second.close();
});

test('an expired link gets the invalid-link splash', async ({ page, request }) => {
  const { loginPath } = await makeLink(request, 1);
  await page.waitForTimeout(1_500);
  await page.goto(loginPath);
  await expect(portal(page).getByRole('heading', { name: 'This link cannot be used' })).toBeVisible({ timeout: 10_000 });
});

test('the catalogue lists the registration codes and makes an auth link', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('table', { name: 'Registration codes' })).toContainText('RX-DEMO-1001');
  await expect(page.getByRole('table', { name: 'Registration codes' })).toContainText('already used');
  await page.getByRole('button', { name: 'Make an auth link' }).click();
  await expect(page.locator('#auth-link')).toHaveAttribute('href', /\/portal\/login\?auth=[A-Za-z0-9_-]{43}$/);
});
