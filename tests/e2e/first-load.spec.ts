import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from '@playwright/test';
import { demoAccount } from './support/dev-api';

/**
 * What the portal's sign-in page downloads, against the built library: no aws-amplify before a form is
 * submitted, and only the active language's strings until the patient picks the other one.
 */
const chunksDir = join(process.cwd(), 'dist/chunks');

/** The built chunks that hold aws-amplify code (named by their source maps). */
function amplifyChunks(): string[] {
  if (!existsSync(chunksDir)) throw new Error('dist/chunks is missing: run `npm run build` first');
  return readdirSync(chunksDir)
    .filter((file) => file.endsWith('.js') && existsSync(join(chunksDir, `${file}.map`)))
    .filter((file) => (JSON.parse(readFileSync(join(chunksDir, `${file}.map`), 'utf8')) as { sources: string[] }).sources.some((s) => s.includes('node_modules/@aws-amplify/')));
}

test('sign-in loads aws-amplify on first submit and Spanish strings only when chosen', async ({ page, request }) => {
  const amplify = amplifyChunks();
  expect(amplify.length).toBeGreaterThan(0);
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  const fetchedAmplify = () => requested.filter((path) => amplify.some((file) => path.endsWith(`/chunks/${file}`)));
  const fetchedSpanish = () => requested.filter((path) => /\/chunks\/locale-es-/.test(path));

  // The standalone portal: the built library through its loader (dist/rx-widgets.js).
  await page.goto('/portal/login');
  await expect(page.getByRole('heading', { name: 'Log in', exact: true })).toBeVisible();
  expect(requested.some((path) => /\/chunks\/locale-en-login-/.test(path))).toBe(true);
  expect(fetchedSpanish()).toEqual([]);
  expect(fetchedAmplify()).toEqual([]);

  await page.getByLabel('Language').selectOption('es');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión', exact: true })).toBeVisible();
  expect(fetchedSpanish().some((path) => /locale-es-login-/.test(path))).toBe(true);
  expect(fetchedAmplify()).toEqual([]);

  const account = await demoAccount(request, /^Plain sign-in/);
  await page.getByLabel('Teléfono móvil o correo electrónico').fill(account.username);
  await page.getByLabel('Contraseña', { exact: true }).fill('Incorrecta#1');
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  // The identity server's answer came through aws-amplify, loaded by this first submit.
  await expect(page.getByRole('alert').filter({ hasText: 'Nombre de usuario o contraseña incorrectos.' })).toBeVisible();
  expect(fetchedAmplify().length).toBeGreaterThan(0);
});

test("the loader preloads the strings of the element's own language: its locale attribute, else its <rx-config>'s", async ({ page }) => {
  const html = `<!doctype html><html lang="en"><head><script type="module" src="/dist/rx-widgets.js"></script></head>
    <body><rx-login locale="es"></rx-login><rx-config locale="es"><rx-unsubscribe email="pat.demo@example.com"></rx-unsubscribe></rx-config></body></html>`;
  await page.route('**/first-load/locale.html', (route) => route.fulfill({ contentType: 'text/html', body: html }));
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await page.goto('/first-load/locale.html');

  await expect(page.locator('rx-login').getByRole('heading', { name: 'Iniciar sesión', exact: true })).toBeVisible();
  const preloads = await page.$$eval('link[rel="modulepreload"]', (links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  for (const namespace of ['common', 'login', 'unsubscribe']) {
    expect(preloads.some((path) => new RegExp(`/chunks/locale-es-${namespace}-`).test(path)), `es/${namespace} preloaded`).toBe(true);
    expect(preloads.some((path) => new RegExp(`/chunks/locale-en-${namespace}-`).test(path)), `en/${namespace} not preloaded`).toBe(false);
  }
  // The Spanish strings were asked for beside the code, before any element ran (the page's i18next
  // starts in its own language, English here, and fetches those strings too before switching).
  const firstSpanish = requested.findIndex((path) => /\/chunks\/locale-es-login-/.test(path));
  const firstEnglish = requested.findIndex((path) => /\/chunks\/locale-en-/.test(path));
  expect(firstSpanish).toBeGreaterThanOrEqual(0);
  expect(firstSpanish).toBeLessThan(firstEnglish === -1 ? Number.POSITIVE_INFINITY : firstEnglish);
});
