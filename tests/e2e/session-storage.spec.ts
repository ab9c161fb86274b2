import { test, expect, type BrowserContext, type Page } from '@playwright/test';
import { freshPatient, portal, signInToPortal } from './support/fresh-patient';

/**
 * Where the session lives on the partner's page (issue 33 item 8, OWASP ASVS V3.2.3): the tokens
 * and the patient's record stay in the tab (sessionStorage), never in localStorage; a new tab of
 * the portal takes the session from an open one; sign-out clears every copy; a partner's
 * `<rx-config remember-device="true">` keeps it in localStorage instead, across reloads and tabs.
 */

const FNAME = 'Kiosk';
const LNAME = 'Visitor';
/** The date of birth every fresh patient gets (server/modules/refill/refill.dev.ts). */
const DOB_FORMS = ['1984-05-06', '05/06/1984', '1984/05/06'];
const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]+/;

interface StorageDump {
  keys: string[];
  values: string[];
}

const dump = (page: Page, area: 'localStorage' | 'sessionStorage'): Promise<StorageDump> =>
  page.evaluate((name) => {
    const storage = window[name];
    const keys = Object.keys(storage);
    return { keys, values: keys.map((key) => storage.getItem(key) ?? '') };
  }, area);

/** aws-amplify's token keys (not LastAuthUser, which names no one but the last username). */
const tokenKeys = (found: StorageDump) => found.keys.filter((key) => key.startsWith('CognitoIdentityServiceProvider.') && /\.(idToken|accessToken|refreshToken)$/.test(key));

const storedIdentity = (page: Page, area: 'localStorage' | 'sessionStorage') =>
  page.evaluate((name) => (JSON.parse(window[name].getItem('rx-session') ?? '{}') as { state?: { identity?: { token?: string } | null } }).state?.identity ?? null, area);

/** Nothing in `found` is a token or names the patient. */
function expectNoPatientData(found: StorageDump, secrets: string[]) {
  const text = [...found.keys, ...found.values].join('\n');
  expect(tokenKeys(found)).toEqual([]);
  expect(text).not.toMatch(JWT);
  for (const secret of [FNAME, LNAME, ...DOB_FORMS, ...secrets]) expect(text, `localStorage holds "${secret}"`).not.toContain(secret);
}

test('after a real sign-in localStorage holds no token, no name and no date of birth; the tab holds them', async ({ page, request }) => {
  const patient = await freshPatient(request, { fname: FNAME, lname: LNAME });
  await signInToPortal(page, patient, /\/portal\/home$/);
  await expect(portal(page).locator('rx-home')).toBeAttached();
  // the patient's record is loaded and kept somewhere in the browser
  await expect.poll(() => page.evaluate(() => `${sessionStorage.getItem('rx-session')}${localStorage.getItem('rx-session')}`)).toContain(FNAME);

  const tab = await dump(page, 'sessionStorage');
  const local = await dump(page, 'localStorage');
  const tokens = [tab, local].flatMap((found) => tokenKeys(found).map((key) => found.values[found.keys.indexOf(key)]!));
  expect(tokens.length).toBeGreaterThanOrEqual(3);
  expectNoPatientData(local, [patient.username, ...tokens]);
  // the tab holds them
  expect(tokenKeys(tab).length).toBe(3);
  expect(tab.values.join('\n')).toContain(LNAME);
  expect(tab.values.join('\n')).toContain(DOB_FORMS[0]);
});

test('closing the only tab ends the session: a new tab opens at the login screen', async ({ context, request }) => {
  const patient = await freshPatient(request);
  const first = await context.newPage();
  await signInToPortal(first, patient, /\/portal\/home$/);
  await first.close();
  const next = await context.newPage();
  await next.goto('/portal/home');
  await expect(next).toHaveURL(/\/portal\/login$/);
  expect(tokenKeys(await dump(next, 'sessionStorage'))).toEqual([]);
  expect(tokenKeys(await dump(next, 'localStorage'))).toEqual([]);
});

async function twoTabs(context: BrowserContext, patient: { username: string; password: string }) {
  const first = await context.newPage();
  await signInToPortal(first, patient, /\/portal\/home$/);
  const second = await context.newPage();
  await second.goto('/portal/home');
  return [first, second] as const;
}

test('a second tab opened after sign-in is signed in without the password, and sign-out in one tab signs out both and leaves no token in either', async ({
  context,
  request,
}) => {
  const patient = await freshPatient(request, { fname: FNAME, lname: LNAME });
  const [first, second] = await twoTabs(context, patient);
  await expect(second).toHaveURL(/\/portal\/home$/);
  await expect(portal(second).locator('rx-home')).toBeAttached();
  await expect(portal(second).getByRole('button', { name: 'Log in', exact: true })).toHaveCount(0);
  // the second tab holds its own copy, and its token is accepted by the API
  expect(tokenKeys(await dump(second, 'sessionStorage')).length).toBe(3);
  const token = (await storedIdentity(second, 'sessionStorage'))?.token;
  expect(token).toMatch(JWT);
  expect((await request.get('/api/session', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200);
  expectNoPatientData(await dump(second, 'localStorage'), [token!]);

  const menuButton = portal(second).getByRole('button', { name: 'Account menu' });
  await menuButton.click();
  await portal(second).getByRole('menuitem', { name: 'Sign out' }).click();
  await portal(second).getByRole('alertdialog', { name: 'Sign out?' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(second).toHaveURL(/\/portal\/login$/);
  await expect(first).toHaveURL(/\/portal\/login$/, { timeout: 2_000 });
  for (const page of [first, second]) {
    await expect.poll(async () => tokenKeys(await dump(page, 'sessionStorage'))).toEqual([]);
    expect(tokenKeys(await dump(page, 'localStorage'))).toEqual([]);
    expect(await storedIdentity(page, 'sessionStorage')).toBeNull();
    expect(await storedIdentity(page, 'localStorage')).toBeNull();
  }
  // neither tab gets the session back
  await first.goto('/portal/home');
  await expect(first).toHaveURL(/\/portal\/login$/);
});

/** The portal page as a partner with `<rx-config remember-device="true">` serves it. */
async function rememberDevice(context: BrowserContext) {
  await context.route(
    (url) => url.pathname === '/portal/' || url.pathname.startsWith('/portal/') && !url.pathname.includes('.'),
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      expect(html).toContain('identity-endpoint="/identity"');
      await route.fulfill({ response, body: html.replace('identity-endpoint="/identity"', 'identity-endpoint="/identity" remember-device="true"') });
    },
  );
}

test('remember-device="true" on <rx-config>: the session is kept in localStorage, survives a reload and a closed tab, and sign-out removes it', async ({
  context,
  request,
}) => {
  await rememberDevice(context);
  const patient = await freshPatient(request);
  const first = await context.newPage();
  await signInToPortal(first, patient, /\/portal\/home$/);
  expect(tokenKeys(await dump(first, 'localStorage')).length).toBe(3);
  expect(tokenKeys(await dump(first, 'sessionStorage'))).toEqual([]);

  await first.reload();
  await expect(first).toHaveURL(/\/portal\/home$/);
  await expect(portal(first).locator('rx-home')).toBeAttached();
  await first.close();

  const next = await context.newPage();
  await next.goto('/portal/home');
  await expect(next).toHaveURL(/\/portal\/home$/);
  await expect(portal(next).locator('rx-home')).toBeAttached();

  await portal(next).getByRole('button', { name: 'Account menu' }).click();
  await portal(next).getByRole('menuitem', { name: 'Sign out' }).click();
  await portal(next).getByRole('alertdialog', { name: 'Sign out?' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(next).toHaveURL(/\/portal\/login$/);
  await expect.poll(async () => tokenKeys(await dump(next, 'localStorage'))).toEqual([]);
  expect(await storedIdentity(next, 'localStorage')).toBeNull();
  await next.reload();
  await next.goto('/portal/home');
  await expect(next).toHaveURL(/\/portal\/login$/);
});
