import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { defaultPools } from '../../server/platform/auth/identity-config';
import { cdnOf, startOrigin, type Origin } from './support/static-origin';

/**
 * README's "Load from the CDN": a partner's page loads the loader of a pinned version from a CDN
 * origin with `integrity` and `crossorigin`, as the catalogue's snippets show it, and every file
 * the loader leads to is checked against the version's integrity.json (the import map the CDN's
 * loader adds, and its preload links). A chunk changed on the way is refused by the browser: its
 * element never runs the changed code, and the other elements on the page work on.
 */
interface IntegrityManifest {
  version: string;
  loader: string;
  files: Record<string, string>;
}

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
const manifest = JSON.parse(readFileSync(`cdn/${version}/integrity.json`, 'utf8')) as IntegrityManifest;
/** rx-unsubscribe's own chunk: no other element of the page needs it. */
const unsubscribeChunk = Object.keys(manifest.files).find((file) => /^chunks\/rx-unsubscribe-[A-Za-z0-9_-]+\.js$/.test(file))!;
/** pdf.js's wrapper, behind a dynamic import (a document viewer): no first screen preloads it, only the import map can check it. */
const preloadMap = JSON.parse(readFileSync('dist/.vite/preload-map.json', 'utf8')) as { files: Record<string, string[]> };
const laterChunk = Object.keys(manifest.files).find((file) => /^chunks\/pdf-document-[A-Za-z0-9_-]+\.js$/.test(file))!;

let cdn: Origin;
let partner: Origin;
let cdnBase: string;
let partnerUrl: string;
/** The reference server (the API and the identity endpoint), on a third origin; it allows local origins outside production. */
let apiOrigin: string;

test.beforeAll(async ({ baseURL }) => {
  apiOrigin = baseURL!;
  // The CDN folder as the build writes it, on an origin of its own (CORS: Access-Control-Allow-Origin *).
  cdn = await startOrigin(cdnOf('cdn'));
  cdnBase = `http://cdn.localhost:${cdn.port}/${version}/`;
  // The partner's page on a server of its own, as in three-origins.spec.ts (a page the test
  // fulfils itself has no address, and Chromium would then refuse it the loopback CDN).
  partner = await startOrigin((request, response) => {
    const variant = new URL(request.url ?? '/', 'http://partner').pathname.slice(1);
    const csp = variant === 'nonce-csp' ? `script-src 'nonce-${NONCE}' ${cdnOrigin()}` : variant === 'host-csp' ? `script-src ${cdnOrigin()}` : undefined;
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', ...(csp ? { 'Content-Security-Policy': csp } : {}) });
    response.end(partnerPage(variant));
  });
  partnerUrl = `http://partner.localhost:${partner.port}/`;
});

const NONCE = 'cdn-integrity-nonce';
const cdnOrigin = () => new URL(cdnBase).origin;

test.afterAll(async () => {
  await partner?.stop();
  await cdn?.stop();
});

/**
 * The partner's page: the pinned version's loader with its integrity (as the catalogue's snippet
 * gives it); `alias`: the major alias instead; `nonce-csp` / `host-csp`: the pinned loader under a
 * CSP that allows scripts by nonce, or by the CDN's host only; `portal`: the portal instead of the
 * two elements.
 */
const partnerPage = (variant: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Partner pharmacy</title>
    ${
      variant === 'alias'
        ? `<script type="module" src="${new URL(`../${version.split('.')[0]}/${manifest.loader}`, cdnBase).href}" crossorigin="anonymous"></script>`
        : `<script type="module" src="${cdnBase}${manifest.loader}" integrity="${manifest.files[manifest.loader]}" crossorigin="anonymous"${variant === 'nonce-csp' ? ` nonce="${NONCE}"` : ''}></script>`
    }
  </head>
  <body>
    <main>
      <h1>Partner pharmacy</h1>
      <rx-config
        api-base="${apiOrigin}/api"
        identity-endpoint="${apiOrigin}/identity"
        user-pool-id="${defaultPools.standard.userPoolId}"
        user-pool-client-id="${defaultPools.standard.clientId}"
        basic-user-pool-id="${defaultPools.basic.userPoolId}"
        basic-user-pool-client-id="${defaultPools.basic.clientId}"
      >
        ${variant === 'portal' ? '<rx-portal routing="memory"></rx-portal>' : '<rx-login></rx-login>\n        <rx-unsubscribe email="pat.demo@example.com"></rx-unsubscribe>'}
      </rx-config>
    </main>
  </body>
</html>`;

async function openPartnerPage(page: Page, variant = 'pinned') {
  const errors: string[] = [];
  const pageErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`), true);
  });
  const fromCdn: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(cdnBase)) fromCdn.push(request.url().slice(cdnBase.length));
  });
  await page.goto(`${partnerUrl}${variant}`);
  return { errors, pageErrors, fromCdn, violations: () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations) };
}

/** Serves `file` of the version with one statement more than the build wrote: what an attacker on the CDN would add. */
const tamper = (page: Page, file: string) =>
  page.route(`${cdnBase}${file}`, (route) =>
    route.fulfill({
      status: 200,
      headers: { 'Content-Type': 'text/javascript', 'Access-Control-Allow-Origin': '*' },
      body: `${readFileSync(`cdn/${version}/${file}`, 'utf8')}\nglobalThis.__rxTampered = ${JSON.stringify(file)};`,
    }),
  );

const refusal = (file: string) => `Failed to find a valid digest in the 'integrity' attribute for resource '${cdnBase}${file}'`;
/** Imports `file` of the version from the page, as a later step's code is imported: the error, or 'ran'. */
const importLater = (page: Page, file: string) => page.evaluate((url) => import(url).then(() => 'ran', (error: Error) => error.message), `${cdnBase}${file}`);
const tampered = (page: Page) => page.evaluate(() => (globalThis as { __rxTampered?: string }).__rxTampered);

const logIn = (page: Page) => page.locator('rx-login').getByRole('heading', { name: 'Log in', exact: true });
const preferences = (page: Page) => page.locator('rx-unsubscribe').getByRole('heading', { name: 'E-mail preferences' });

test('the widgets load from the CDN with integrity: every file the loader leads to carries its sha384, and the elements render', async ({ page }) => {
  const seen = await openPartnerPage(page);
  await expect(logIn(page)).toBeVisible();
  await expect(preferences(page)).toBeVisible();

  // The import map of every file but the loader itself, by its URL on the CDN.
  const declared = await page.evaluate(() => [...document.querySelectorAll('script[type="importmap"]')].map((script) => JSON.parse(script.textContent ?? '{}') as { integrity?: Record<string, string> }));
  const expected = Object.fromEntries(Object.entries(manifest.files).filter(([file]) => file !== manifest.loader).map(([file, digest]) => [`${cdnBase}${file}`, digest]));
  expect(declared.map((map) => map.integrity)).toEqual([expected]);

  // The preload links carry the same digests and ask in CORS mode without credentials.
  const links = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => ({ href: link.href, integrity: link.integrity, crossOrigin: link.crossOrigin })));
  expect(links.length).toBeGreaterThan(5);
  for (const link of links) {
    expect(link.href.startsWith(cdnBase), link.href).toBe(true);
    const file = link.href.slice(cdnBase.length);
    if (file === manifest.loader) continue; // rx-portal's chunks name the loader; it is loaded already
    expect(link, file).toEqual({ href: link.href, integrity: manifest.files[file], crossOrigin: 'anonymous' });
  }
  expect(links.map((link) => link.href)).toContain(`${cdnBase}elements/rx-login.js`);
  expect(Object.values(preloadMap.files).flat(), 'pdf.js is no first screen\'s').not.toContain(laterChunk);

  // Every file came from the version's folder and is one integrity.json lists.
  expect(seen.fromCdn.length).toBeGreaterThan(5);
  for (const file of seen.fromCdn) expect(Object.keys(manifest.files), file).toContain(file);
  expect(seen.errors).toEqual([]);
  expect(seen.pageErrors).toEqual([]);
});

test('a chunk changed on the way is refused: its element does not run it, the rest of the page works', async ({ page }) => {
  await tamper(page, unsubscribeChunk);
  await tamper(page, laterChunk);
  const seen = await openPartnerPage(page);

  // The other element renders and works as before.
  await expect(logIn(page)).toBeVisible();
  await page.locator('rx-login').getByLabel('Mobile phone or e-mail').fill('pat.demo@example.com');
  await expect(page.locator('rx-login').getByLabel('Mobile phone or e-mail')).toHaveValue('pat.demo@example.com');

  // The browser blocked the changed chunk: the integrity error, the loader's report, no definition.
  await expect.poll(() => seen.errors.some((line) => line.includes(refusal(unsubscribeChunk)))).toBe(true);
  await expect.poll(() => seen.errors.some((line) => line.startsWith('rx-widgets: could not load <rx-unsubscribe>'))).toBe(true);
  expect(await page.evaluate(() => customElements.get('rx-unsubscribe') === undefined)).toBe(true);
  await expect(preferences(page)).toHaveCount(0);

  // A chunk no preload names, imported later (as a later step's code is): the import map checks it.
  expect(await importLater(page, laterChunk)).toContain('Failed to fetch dynamically imported module');
  expect(seen.errors.some((line) => line.includes(refusal(laterChunk)))).toBe(true);

  // The changed code never ran; nothing else failed.
  expect(await tampered(page)).toBeUndefined();
  const unexpected = seen.errors.filter((line) => !line.includes("valid digest in the 'integrity' attribute") && !line.startsWith('rx-widgets: could not load <rx-unsubscribe>'));
  expect(unexpected).toEqual([]);
  expect(seen.pageErrors).toEqual([]);
});

test("the catalogue's snippets show the pinned version's loader with its integrity and crossorigin; the server sends it as the CDN does", async ({ page, request, baseURL }) => {
  await page.goto('/');
  const snippet = page.locator('#element-rx-login .snippet pre');
  const loaderUrl = `${baseURL}/cdn/${version}/${manifest.loader}`;
  await expect(snippet).toContainText(`<script type="module" src="${loaderUrl}"`);
  await expect(snippet).toContainText(`integrity="${manifest.files[manifest.loader]}"`);
  await expect(snippet).toContainText('crossorigin="anonymous"></script>');
  await expect(snippet).toContainText('<rx-login');

  // The pinned version's files are immutable; the major alias is kept a few minutes and passes on the pinned loader.
  const origin = 'http://127.0.0.1:9';
  const pinned = await request.get(loaderUrl, { headers: { Origin: origin, 'Accept-Encoding': 'identity' } });
  expect(pinned.status()).toBe(200);
  expect(pinned.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(pinned.headers()['access-control-allow-origin']).toBe(origin);
  expect(`sha384-${createHash('sha384').update(await pinned.body()).digest('base64')}`).toBe(manifest.files[manifest.loader]);
  const alias = await request.get(`/cdn/${version.split('.')[0]}/${manifest.loader}`);
  expect(alias.headers()['cache-control']).toBe('public, max-age=300');
  expect(await alias.text()).toContain(`"../${version}/${manifest.loader}"`);
});

test('the major alias loads the pinned version: every file from its folder, checked the same way', async ({ page }) => {
  const seen = await openPartnerPage(page, 'alias');
  await expect(logIn(page)).toBeVisible();
  await expect(preferences(page)).toBeVisible();
  for (const file of seen.fromCdn) expect(Object.keys(manifest.files), file).toContain(file);
  expect(await page.evaluate(() => document.querySelectorAll('script[type="importmap"]').length)).toBe(1);
  expect(seen.errors).toEqual([]);
});

test('under a CSP with a nonce the import map takes the nonce: no violation, and a later chunk changed on the way is refused', async ({ page }) => {
  await tamper(page, laterChunk);
  const seen = await openPartnerPage(page, 'nonce-csp');
  await expect(logIn(page)).toBeVisible();
  await expect(preferences(page)).toBeVisible();
  expect(await importLater(page, laterChunk)).toContain('Failed to fetch dynamically imported module');
  expect(seen.errors.some((line) => line.includes(refusal(laterChunk)))).toBe(true);
  expect(await tampered(page)).toBeUndefined();
  expect(await seen.violations()).toEqual([]);
});

test('under a CSP that refuses the inline import map, the preload links still check every first screen', async ({ page }) => {
  await tamper(page, unsubscribeChunk);
  const seen = await openPartnerPage(page, 'host-csp');
  await expect(logIn(page)).toBeVisible();
  // The page's CSP refused the map (README says to allow it by nonce)…
  await expect.poll(() => seen.violations()).toContain('script-src-elem inline');
  // …and the changed chunk of an element's first screen is refused all the same.
  await expect.poll(() => seen.errors.some((line) => line.includes(refusal(unsubscribeChunk)))).toBe(true);
  await expect.poll(() => seen.errors.some((line) => line.startsWith('rx-widgets: could not load <rx-unsubscribe>'))).toBe(true);
  await expect(preferences(page)).toHaveCount(0);
  expect(await tampered(page)).toBeUndefined();
});

test('the portal from the CDN with integrity: it loads its screens through the same loader, all checked', async ({ page }) => {
  const seen = await openPartnerPage(page, 'portal');
  await expect(page.locator('rx-portal').getByRole('heading', { name: 'Log in', exact: true })).toBeVisible();
  for (const file of seen.fromCdn) expect(Object.keys(manifest.files), file).toContain(file);
  expect(seen.fromCdn).toContain('elements/rx-portal.js');
  expect(seen.errors).toEqual([]);
  expect(seen.pageErrors).toEqual([]);
});
