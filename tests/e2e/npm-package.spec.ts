import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { defaultPools } from '../../server/platform/auth/identity-config';
import { DEMO_ACCOUNTS } from '../../server/seed/demo-accounts';
import {
  elementModuleClosure,
  npmInstall,
  packWidgetPackage,
  productionPackages,
  REPO,
  repoModulesInBundle,
  repoVersionOf,
  staticSite,
  viteBuild,
  type PackedTarball,
} from './support/npm-package';
import { startReferenceServer, type ReferenceServer } from './support/reference-server';
import { startOrigin, type Origin } from './support/static-origin';

/**
 * The widget package as a partner adopts it from npm: the repository's root packed (`npm pack`),
 * the tarball installed in a temporary folder into a fresh Vite + React app and beside a plain
 * HTML page, the app built with Vite, both served on their own origins and opened in Chromium,
 * where `<rx-login>` signs a demo patient in against a reference server that lists the two
 * origins. A third bundle imports `rx-widgets/rx-refill` alone: traced through the source maps,
 * it holds the refill's own modules and none of another element's.
 */
// In order in one worker: one tarball, installed and built once, serves every test of the file.
test.describe.configure({ mode: 'default' });

const patient = DEMO_ACCOUNTS.find((account) => account.username === 'pat.demo@example.com')!;
const pool = defaultPools.standard;

let folder: string;
let tarball: PackedTarball;
let api: ReferenceServer;
let appSite: Origin;
let plainSite: Origin;
let apiOrigin: string;

/** The partner's React app: the two elements it uses, imported one by one; React state follows the sign-in event. */
const reactApp = () => `import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import 'rx-widgets/rx-config';
import 'rx-widgets/rx-login';

function App() {
  const [patient, setPatient] = useState(null);
  return (
    <main>
      <h1>Partner app</h1>
      <p data-testid="status">{patient === null ? 'Signed out' : 'Signed in: patient ' + patient}</p>
      <rx-config api-base="${apiOrigin}/api" identity-endpoint="${apiOrigin}/identity" user-pool-id="${pool.userPoolId}" user-pool-client-id="${pool.clientId}">
        <rx-login onrx-signed-in={(event) => setPatient(event.detail.uId)}></rx-login>
      </rx-config>
    </main>
  );
}

createRoot(document.getElementById('root')).render(<StrictMode><App /></StrictMode>);
`;

const html = (title: string, body: string) => `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>${title}</title></head>
  <body>
${body}
  </body>
</html>
`;

/** The plain page: the installed package's autoloader, one module script, and the tags. */
const plainPage = () =>
  html(
    'Partner page',
    `    <script type="module" src="/node_modules/rx-widgets/dist-npm/rx-widgets.js"></script>
    <h1>Partner page</h1>
    <p data-testid="status">Signed out</p>
    <rx-config api-base="${apiOrigin}/api" identity-endpoint="${apiOrigin}/identity" user-pool-id="${pool.userPoolId}" user-pool-client-id="${pool.clientId}">
      <rx-login></rx-login>
    </rx-config>
    <script type="module">
      document.addEventListener('rx-signed-in', (event) => {
        document.querySelector('[data-testid=status]').textContent = 'Signed in: patient ' + event.detail.uId;
      });
    </script>`,
  );

test.beforeAll(async () => {
  test.setTimeout(240_000);
  folder = await mkdtemp(path.join(tmpdir(), 'rx-npm-package-'));
  const viteApp = path.join(folder, 'vite-app');
  const plain = path.join(folder, 'plain-page');
  await Promise.all([mkdir(path.join(viteApp, 'refill-only'), { recursive: true }), mkdir(plain)]);
  appSite = await startOrigin(staticSite(path.join(viteApp, 'dist')));
  plainSite = await startOrigin(staticSite(plain));
  const serverStarted = startReferenceServer({ RX_ALLOWED_ORIGINS: `http://127.0.0.1:${appSite.port},http://127.0.0.1:${plainSite.port}` });
  serverStarted.catch(() => {});

  tarball = await packWidgetPackage(folder);
  const partnerPackage = (name: string) => JSON.stringify({ name, private: true, type: 'module' });
  await Promise.all([writeFile(path.join(viteApp, 'package.json'), partnerPackage('partner-vite-app')), writeFile(path.join(plain, 'package.json'), partnerPackage('partner-page'))]);
  await npmInstall(viteApp, [tarball.file, `react@${repoVersionOf('react')}`, `react-dom@${repoVersionOf('react-dom')}`, `vite@${repoVersionOf('vite')}`]);
  await npmInstall(plain, [tarball.file]);

  api = await serverStarted;
  apiOrigin = `http://127.0.0.1:${api.port}`;
  await Promise.all([
    writeFile(path.join(viteApp, 'index.html'), html('Partner app', '    <div id="root"></div>\n    <script type="module" src="/main.jsx"></script>')),
    writeFile(path.join(viteApp, 'main.jsx'), reactApp()),
    writeFile(path.join(viteApp, 'refill-only', 'index.html'), html('Refill', '    <rx-refill></rx-refill>\n    <script type="module" src="./refill.js"></script>')),
    writeFile(path.join(viteApp, 'refill-only', 'refill.js'), "import 'rx-widgets/rx-refill';\n"),
    writeFile(path.join(plain, 'index.html'), plainPage()),
  ]);
  await viteBuild(viteApp, []);
  await viteBuild(viteApp, ['refill-only', '--sourcemap', '--outDir', '../dist-refill-only', '--emptyOutDir']);
});

test.afterAll(async () => {
  await api?.stop();
  await appSite?.stop();
  await plainSite?.stop();
  if (folder) await rm(folder, { recursive: true, force: true });
});

test('the tarball holds the widgets, their types, manifest and strings only, and installs no package of its own', async () => {
  test.info().annotations.push({ type: 'tarball', description: `${tarball.size} bytes, ${tarball.unpackedSize} unpacked, ${tarball.entryCount} files` });
  expect(tarball.paths.filter((file) => /\.(map|br|gz)$/.test(file))).toEqual([]);
  expect(tarball.paths.filter((file) => /^(server|src|tests|demo|scripts|config|dist-server|dist-demo)\//.test(file))).toEqual([]);
  for (const file of ['locales/en/refill.json', 'locales/es/refill.json']) expect(tarball.paths).toContain(file);
  // Every file the exports map names is in the tarball.
  const manifest = JSON.parse(await readFile(path.join(REPO, 'package.json'), 'utf8')) as { exports: Record<string, string | Record<string, string>> };
  const targets = Object.values(manifest.exports).flatMap((target) => (typeof target === 'string' ? [target] : Object.values(target)));
  const missing = targets.filter((target) => !target.includes('*')).map((target) => target.replace(/^\.\//, '')).filter((file) => !tarball.paths.includes(file));
  expect(targets.length).toBeGreaterThan(40);
  expect(missing).toEqual([]);

  const plain = path.join(folder, 'plain-page');
  const installed = JSON.parse(await readFile(path.join(plain, 'node_modules', 'rx-widgets', 'package.json'), 'utf8')) as { dependencies?: object; private?: boolean };
  expect(installed.private).toBeUndefined();
  expect(installed.dependencies ?? {}).toEqual({});
  expect(await productionPackages(plain)).toEqual([path.join('node_modules', 'rx-widgets')]);
});

async function signIn(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await expect(page.getByRole('heading', { name: 'Log in', exact: true })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Mobile phone or e-mail').fill(patient.username);
  await page.getByLabel('Password', { exact: true }).fill(patient.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByTestId('status')).toHaveText(/^Signed in: patient \d+$/, { timeout: 20_000 });
  expect(errors).toEqual([]);
}

test('a Vite + React app built with the package renders <rx-login> and signs a patient in', async ({ page }) => {
  await page.goto(`http://127.0.0.1:${appSite.port}/`);
  await expect(page.getByRole('heading', { name: 'Partner app' })).toBeVisible();
  await signIn(page);
});

test('a plain HTML page loading the installed package renders <rx-login> and signs a patient in', async ({ page }) => {
  await page.goto(`http://127.0.0.1:${plainSite.port}/`);
  await expect(page.getByRole('heading', { name: 'Partner page' })).toBeVisible();
  await signIn(page);
});

test("a bundle importing rx-widgets/rx-refill alone holds the refill's code and no other element's", async () => {
  const inBundle = repoModulesInBundle(path.join(folder, 'vite-app', 'dist-refill-only'));
  const refill = await elementModuleClosure('rx-refill');
  // Not vacuous: the refill's own module and its wizard are there.
  expect(inBundle).toContain('src/elements/rx-refill.ts');
  expect([...inBundle].filter((file) => file.startsWith('src/features/refill/')).length).toBeGreaterThan(5);
  expect([...inBundle].filter((file) => !refill.has(file))).toEqual([]);
});
