import { chromium, expect, request as apiRequest, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { io } from 'socket.io-client';
import { TEST_CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from '../../scripts/lib/test-chromium.mjs';
import { defaultPools } from '../../server/platform/auth/identity-config';
import { chat, newConversation, type CareTeamSocket } from './support/chat';
import { CONSENT, documentsElement as docs, drawSignature, newDocumentPatient, storedDocument } from './support/documents';
import { HEADINGS, MEDS, button, fillWizard, refill, shownDate, stepHeading, storedRefills } from './support/refill';
import { startReferenceServer, type ReferenceServer } from './support/reference-server';
import { cdnOf, startOrigin, type Origin } from './support/static-origin';

/**
 * The deployment README's "Partner pages" describes: a partner's page on its own origin, under a
 * strict CSP with no inline script, loads the loader, its chunks, its strings and the pdf.js
 * worker from a CDN origin, and talks to the API, the identity endpoint and socket.io on a third
 * origin that lists the partner in RX_ALLOWED_ORIGINS. A page of an origin not listed gets
 * nothing from the API.
 */
let partner: Origin;
let cdn: Origin;
let api: ReferenceServer;
let browser: Browser;
let partnerOrigin: string;
let strangerOrigin: string;
let cdnOrigin: string;
let apiOrigin: string;
/** The one address of a document patient, as the refill's address step names it. */
const HOME = '1520 Spruce Street, Philadelphia, PA 19102';

const partnerPolicy = (cdnAt: string, apiAt: string) =>
  [
    `default-src 'self'`,
    `script-src 'self' ${cdnAt}`,
    // The pdf.js worker: a same-origin blob: module that imports the CDN's worker file (a worker's
    // module imports are checked against worker-src, not script-src).
    `worker-src blob: ${cdnAt}`,
    `connect-src 'self' ${apiAt} ${apiAt.replace(/^http/, 'ws')}`,
    `style-src 'self'`,
    `img-src 'self' data:`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `frame-ancestors 'none'`,
  ].join('; ');

const partnerPage = () => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Partner pharmacy</title>
    <script type="module" src="${cdnOrigin}/rx-widgets.js"></script>
  </head>
  <body>
    <h1>Partner pharmacy</h1>
    <rx-config
      api-base="${apiOrigin}/api"
      identity-endpoint="${apiOrigin}/identity"
      user-pool-id="${defaultPools.standard.userPoolId}"
      user-pool-client-id="${defaultPools.standard.clientId}"
      basic-user-pool-id="${defaultPools.basic.userPoolId}"
      basic-user-pool-client-id="${defaultPools.basic.clientId}"
    >
      <rx-portal base-path="/portal"></rx-portal>
    </rx-config>
  </body>
</html>`;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  partner = await startOrigin((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': partnerPolicy(cdnOrigin, apiOrigin), 'Cache-Control': 'no-store' });
    response.end(partnerPage());
  });
  cdn = await startOrigin(cdnOf('dist'));
  partnerOrigin = `http://partner.test:${partner.port}`;
  strangerOrigin = `http://stranger.test:${partner.port}`;
  cdnOrigin = `http://cdn.localhost:${cdn.port}`;
  api = await startReferenceServer({ RX_ALLOWED_ORIGINS: partnerOrigin });
  apiOrigin = `http://api.localhost:${api.port}`;
  browser = await chromium.launch({
    executablePath: TEST_CHROMIUM_PATH,
    args: [
      ...TEST_CHROMIUM_ARGS,
      // The partner's names resolve to loopback. The partner page is plain http, not a secure
      // context (the headless shell ignores --unsafely-treat-insecure-origin-as-secure): the
      // widgets work without crypto.randomUUID and the other secure-context-only APIs.
      '--host-resolver-rules=MAP partner.test 127.0.0.1, MAP stranger.test 127.0.0.1',
    ],
  });
});

test.afterAll(async () => {
  await browser?.close();
  await api?.stop();
  await cdn?.stop();
  await partner?.stop();
});

async function watchPage(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`), true);
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (['script', 'worker'].includes(request.resourceType()) || /\.m?js(\?|$)/.test(request.url())) scripts.push(request.url());
  });
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  return { errors, scripts, failed, violations: () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations) };
}

async function tokenOf(request: APIRequestContext, username: string, password: string): Promise<string> {
  const response = await request.post('/identity', {
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
    data: JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: defaultPools.standard.clientId, AuthParameters: { USERNAME: username, PASSWORD: password } }),
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { AuthenticationResult: { IdToken: string } }).AuthenticationResult.IdToken;
}

test('a partner page loads everything from the CDN and signs in, schedules a refill, signs a document, chats live and signs out through the API origin', async () => {
  test.setTimeout(240_000);
  const request = await apiRequest.newContext({ baseURL: `http://127.0.0.1:${api.port}` });
  const patient = await newDocumentPatient(request, { refill: true });
  const { convId, providers } = await newConversation(request, { uId: patient.uId, topic: 'Partner question', providerNames: ['Noor Haddad'] });
  const careToken = await tokenOf(request, providers[0]!.username, providers[0]!.password);
  const provider: CareTeamSocket = io(`http://127.0.0.1:${api.port}/care-team`, { auth: { token: careToken }, transports: ['websocket'] });
  await new Promise<void>((resolve, reject) => {
    provider.once('connect', () => resolve());
    provider.once('connect_error', reject);
  });
  await provider.emitWithAck('list conversations', {});

  const page = await browser.newPage();
  const watch = await watchPage(page);
  const portal = page.locator('rx-portal');

  // Sign in: aws-amplify against the identity endpoint of the API origin.
  await page.goto(`${partnerOrigin}/portal/`);
  await expect(page).toHaveURL(/\/portal\/login$/, { timeout: 20_000 });
  await portal.getByLabel('Mobile phone or e-mail').fill(patient.username);
  await portal.getByLabel('Password', { exact: true }).fill(patient.password);
  await portal.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/portal\/home$/, { timeout: 20_000 });

  // A refill: the wizard's steps load from the CDN, the medications, dates and order go to the API.
  await portal.locator('rx-home [data-tile="Refill"]').click();
  await expect(page).toHaveURL(/\/portal\/refill$/);
  await expect(stepHeading(page)).toHaveText(HEADINGS.medications, { timeout: 20_000 });
  const { date } = await fillWizard(page, { medications: [MEDS.lisinopril], address: HOME });
  const posted = page.waitForRequest((r) => r.url().endsWith('/api/refill-requests') && r.method() === 'POST');
  await button(page, 'Submit').click();
  expect((await posted).url()).toBe(`${apiOrigin}/api/refill-requests`);
  await expect(refill(page).getByText('Your refill request has been submitted.')).toBeVisible({ timeout: 15_000 });
  await expect(refill(page).getByText(`We will deliver your refill on ${shownDate(date)}.`)).toBeVisible();
  // A patient who never gave feedback is asked for it, 2 s later.
  await expect(page).toHaveURL(/\/portal\/nps-form$/, { timeout: 10_000 });
  const stored = await storedRefills(request, patient.username);
  expect(stored.count).toBe(1);
  expect(stored.refills[0]).toMatchObject({ status: 2, deliveryDate: date, isPickup: 0 });
  expect(stored.refills[0]!.prescriptions.map((rx) => rx.displayName)).toEqual([MEDS.lisinopril]);
  // The wizard's code and its steps' chunks (loaded as the patient went on) came from the CDN.
  for (const chunk of ['rx-refill', 'delivery-date-step', 'address-step', 'payment-step', 'review-step']) {
    const loaded = watch.scripts.filter((url) => new RegExp(`/chunks/${chunk}-[^/]+\\.js$`).test(url));
    expect(loaded.length, `${chunk} loaded`).toBeGreaterThan(0);
    expect(loaded.filter((url) => !url.startsWith(`${cdnOrigin}/chunks/`)), `${chunk} from the CDN`).toEqual([]);
  }
  await page.goto(`${partnerOrigin}/portal/home`);

  // A document: pdf.js and its worker from the CDN, the PDF from the API; filled, signed, submitted.
  await portal.getByRole('link', { name: /^Documents ?, 1 document to sign$/ }).click();
  await docs(page).getByRole('button', { name: `Fill in and sign ${CONSENT}` }).click();
  try {
    await expect(docs(page).getByRole('group', { name: 'Page 2 of 2' })).toBeVisible({ timeout: 20_000 });
  } catch (error) {
    const shown = await docs(page).evaluate((el) => el.shadowRoot?.textContent ?? '');
    throw new Error(`${String(error)}\nshown: ${shown.slice(0, 600)}\nerrors: ${watch.errors.join('\n')}\nblocked: ${(await watch.violations()).join('\n')}\nscripts: ${watch.scripts.filter((u) => /pdf|worker/.test(u)).join(' ')}`);
  }
  await docs(page).getByLabel('Full name (required)').fill('Pat Partner');
  await docs(page).getByLabel('Date of birth (MM/DD/YYYY) (required)').fill('03/09/1981');
  await docs(page).getByRole('radio', { name: 'E-mail' }).check();
  await docs(page).getByLabel('I agree to the terms above (required)').check();
  await drawSignature(page, /Patient signature: signature pad/);
  await docs(page).getByRole('button', { name: 'Save', exact: true }).click();
  const submit = docs(page).getByRole('button', { name: 'Submit', exact: true });
  await expect(submit).toBeEnabled({ timeout: 15_000 });
  await submit.click();
  await expect(docs(page).getByText('Your form has been submitted.')).toBeVisible({ timeout: 15_000 });
  expect((await storedDocument(request, patient.username, CONSENT)).currentSignerNum).toBe(2);

  // Chat in real time: socket.io on the API origin, both ways.
  await page.goto(`${partnerOrigin}/portal/chat`);
  await expect(chat(page).locator('[part~="connection-status"]')).toHaveText('Connected', { timeout: 20_000 });
  await chat(page).locator(`[data-conv-id="${convId}"]`).click();
  const timeline = chat(page).getByRole('log', { name: 'Messages' });
  const ack = await provider.emitWithAck('chat message', { conv_id: convId, msgBody: 'Hello from the care team', clientMsgId: `partner-${convId}` });
  expect(ack.ok).toBe(true);
  await expect(timeline.getByText('Hello from the care team')).toBeVisible({ timeout: 10_000 });
  const delivered = new Promise<string>((resolve) => provider.on('new message', (message) => message.msgBody === 'Thanks, from the partner page' && resolve(message.msgBody)));
  await chat(page).getByLabel('Message', { exact: true }).fill('Thanks, from the partner page');
  await chat(page).getByRole('button', { name: 'Send', exact: true }).click();
  expect(await delivered).toBe('Thanks, from the partner page');

  // Sign out, from home.
  await page.goto(`${partnerOrigin}/portal/home`);
  await portal.getByRole('button', { name: 'Account menu' }).click({ timeout: 20_000 });
  await portal.getByRole('menu').getByRole('menuitem', { name: 'Sign out' }).click();
  await portal.getByRole('alertdialog', { name: 'Sign out?' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/portal\/login$/, { timeout: 15_000 });

  // Every script (the loader, chunks, strings) and the pdf.js worker came from the CDN; nothing was blocked.
  expect(watch.scripts.length).toBeGreaterThan(5);
  expect(watch.scripts.filter((url) => !url.startsWith(`${cdnOrigin}/`) && !url.startsWith('blob:'))).toEqual([]);
  expect(watch.scripts.some((url) => /\/assets\/pdf\.worker[^/]*\.js$/.test(url))).toBe(true);
  expect(watch.scripts.some((url) => /\/chunks\/locale-en-/.test(url))).toBe(true);
  expect(await watch.violations()).toEqual([]);
  // The one failed response: the API answers 404 when the chosen medication needs no assessment
  // (the wizard reads it as none), which the browser logs as a failed load.
  const noAssessments = `404 ${apiOrigin}/api/user/medications/required-surveys?u_id=${patient.uId}&m_ids%5B%5D=`;
  expect(watch.failed.map((failure) => failure.replace(/m_ids%5B%5D=\d+$/, 'm_ids%5B%5D='))).toEqual([noAssessments]);
  expect(watch.errors).toEqual(['console: Failed to load resource: the server responded with a status of 404 (Not Found)']);
  provider.disconnect();
  await request.dispose();
  await page.close();
});

test('the same page on an origin the API does not list gets nothing from the API, the identity or socket.io', async () => {
  const page = await browser.newPage();
  await page.goto(`${strangerOrigin}/portal/`);
  await expect(page).toHaveURL(/\/portal\/login$/, { timeout: 20_000 });
  const outcome = await page.evaluate(async (apiAt) => {
    const attempt = async (run: () => Promise<Response>) => {
      try {
        return `status ${(await run()).status}`;
      } catch {
        return 'blocked';
      }
    };
    return {
      api: await attempt(() => fetch(`${apiAt}/api/notice/list`)),
      identity: await attempt(() =>
        fetch(`${apiAt}/identity`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
          body: '{}',
        }),
      ),
      socket: await attempt(() => fetch(`${apiAt}/socket.io/?EIO=4&transport=polling`)),
    };
  }, apiOrigin);
  expect(outcome).toEqual({ api: 'blocked', identity: 'blocked', socket: 'blocked' });
  // The listed partner's page reads the same URL.
  const listed = await browser.newPage();
  await listed.goto(`${partnerOrigin}/portal/`);
  expect(await listed.evaluate(async (apiAt) => (await fetch(`${apiAt}/api/notice/list`)).status, apiOrigin)).toBe(200);
  await listed.close();
  await page.close();
});
