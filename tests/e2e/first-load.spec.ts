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
