import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/**
 * The built library under a strict CSP (script-src 'self', no eval, no blob:, no wasm): the terms
 * dialog of <rx-register> loads pdf.js on demand and its module worker from the library's own
 * files, and renders the PDF. The page and the registration lookup are served by the test; the
 * library, the worker and the key come from the reference server.
 */
const POLICY = [
  `default-src 'self'`,
  `script-src 'self'`,
  `style-src 'self'`,
  `img-src 'self' data:`,
  `connect-src 'self'`,
  `object-src 'none'`,
  `base-uri 'none'`,
].join('; ');

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Register under a strict CSP</title>
    <script type="module" src="/dist/rx-widgets.js"></script>
  </head>
  <body>
    <main><h1>Register</h1><rx-register registration-code="CSP-TEST-1"></rx-register></main>
  </body>
</html>`;

async function termsPdf(): Promise<string> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([300, 400]);
  page.drawText('Terms rendered under a strict policy', { x: 20, y: 360, size: 11, font });
  return Buffer.from(await pdf.save()).toString('base64');
}

test('the terms PDF renders with pdf.js and its module worker under a strict CSP', async ({ page }) => {
  const violations: string[] = [];
  const errors: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const data = await termsPdf();

  await page.route(/\/e2e\/register-csp$/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', headers: { 'Content-Security-Policy': POLICY }, body: PAGE }),
  );
  await page.route(/\/api\/patients\/registration\?/, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        terms: { data },
        pendingPatient: { email: 'csp@example.com', phone: null, usernameType: 'email', forceUsernamePhone: false },
      }),
    }),
  );
  const workerRequests: string[] = [];
  page.on('request', (request) => {
    if (/pdf\.worker/.test(request.url())) workerRequests.push(new URL(request.url()).pathname);
  });

  await page.goto('/e2e/register-csp');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  expect(workerRequests).toEqual([]);

  // Keyboard only: reach the consent checkbox and open the terms with Space.
  const consent = page.getByRole('checkbox', { name: /I have read and agree to the terms and conditions/ });
  await consent.focus();
  await page.keyboard.press('Space');
  const dialog = page.getByRole('dialog', { name: 'Terms and conditions' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('group', { name: 'Page 1 of 1' }).locator('canvas')).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByRole('group', { name: 'Page 1 of 1' })).toContainText('Terms rendered under a strict policy');
  expect(workerRequests).toHaveLength(1);
  expect(workerRequests[0]).toMatch(/^\/dist\/assets\/pdf\.worker/);

  // The canvas has ink on it: pdf.js drew the page.
  const inked = await dialog.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
    const context = canvas.getContext('2d')!;
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
    for (let i = 0; i < pixels.length; i += 4) if (pixels[i]! < 128) return true;
    return false;
  });
  expect(inked).toBe(true);

  const axe = await new AxeBuilder({ page }).include('rx-register').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  await dialog.getByRole('button', { name: 'Agree' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(consent).toBeChecked();
  await expect(consent).toBeFocused();

  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});
