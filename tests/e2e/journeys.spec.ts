import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { codeFor, demoAccount, lastOutboxId } from './support/dev-api';
import { tabTo } from './support/keyboard';

/**
 * Whole patient journeys through the standalone portal page (/portal/) against the reference
 * server, with the real aws-amplify sign-in on the local identity server: registration with a
 * seeded registration code through to home, the consent screen, session expiry, a journey in
 * Spanish and one by keyboard alone. axe runs on every screen of them.
 */
const portal = (page: Page) => page.locator('rx-portal');

function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const axeFindings = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(',')).join(' ; ')}`);

/** axe on the whole page as it is now (the screen, and any dialog or menu open on it). */
async function expectNoAxeViolations(page: Page, screen: string) {
  const findings = await axeFindings(page);
  expect(findings, `axe on ${screen}`).toEqual([]);
}

async function signIn(page: Page, account: { username: string; password: string }) {
  await portal(page).getByLabel('Mobile phone or e-mail').fill(account.username);
  await portal(page).getByLabel('Password', { exact: true }).fill(account.password);
  await portal(page).getByRole('button', { name: 'Log in', exact: true }).click();
}

async function openPortalLogin(page: Page) {
  await page.goto('/portal/');
  await expect(page).toHaveURL(/\/portal\/login$/);
  await expect(portal(page).getByRole('heading', { name: 'Log in', exact: true })).toBeVisible();
}

test('the standalone portal page: axe on the whole page finds nothing (login and home)', async ({ page, request }) => {
  await page.goto('/portal/');
  await expect(portal(page).getByRole('heading', { name: 'Log in', exact: true })).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);
  await signIn(page, await demoAccount(request, /^Plain sign-in/));
  await expect(page).toHaveURL(/\/portal\/home$/, { timeout: 15_000 });
  expect(await axeFindings(page)).toEqual([]);
});

const homeGreeting = (page: Page) => portal(page).locator('rx-home').getByRole('heading', { name: /^Hello/ });

interface Registration {
  code: string;
  fname: string;
  lname: string;
  month: string;
  day: string;
  year: string;
  /** The username; the form starts with the pending patient's e-mail when the code has one. */
  email: string;
  password: string;
}

/**
 * Register from the invitation link, confirm the account with the code from the outbox (which
 * verifies the e-mail) and sign in for the first time: ends on /home. axe on every screen.
 */
async function registerConfirmAndSignIn(page: Page, request: APIRequestContext, registration: Registration) {
  await page.goto(`/portal/register?id=${registration.code}`);
  await expect(portal(page).getByRole('heading', { name: 'Create your account' })).toBeVisible();
  const register = portal(page).locator('rx-register');
  const textbox = (name: string) => register.getByRole('textbox', { name, exact: true });
  await textbox('First name').fill(registration.fname);
  await textbox('Last name').fill(registration.lname);
  if ((await textbox('Username (mobile phone or e-mail)').inputValue()) !== registration.email) {
    await textbox('Username (mobile phone or e-mail)').fill(registration.email);
    await textbox('Confirm username').fill(registration.email);
  }
  await textbox('Password').fill(registration.password);
  await textbox('Confirm password').fill(registration.password);
  await register.getByRole('combobox', { name: 'Month' }).selectOption(registration.month);
  await textbox('Day').fill(registration.day);
  await textbox('Year').fill(registration.year);
  await expectNoAxeViolations(page, 'register');

  const consent = register.getByRole('checkbox', { name: /I have read and agree to the terms and conditions/ });
  await consent.click();
  const terms = portal(page).getByRole('dialog', { name: 'Terms and conditions' });
  await expect(terms).toBeVisible();
  await expectNoAxeViolations(page, 'register: terms dialog');
  await terms.getByRole('button', { name: 'Agree' }).click();
  await expect(consent).toBeChecked();

  const before = await lastOutboxId(request);
  await register.getByRole('button', { name: 'Create account' }).click();

  // Back on /login with the success message.
  await expect(page).toHaveURL(/\/portal\/login$/, { timeout: 15_000 });
  await expect(portal(page).getByRole('status').filter({ hasText: 'You have successfully registered. Log in to continue.' })).toBeVisible();
  await expectNoAxeViolations(page, 'login after registration');

  // First login: the account is not confirmed yet; Confirm, with the code from the outbox.
  await signIn(page, { username: registration.email, password: registration.password });
  await expect(portal(page).getByRole('heading', { name: 'Confirm your account' })).toBeVisible();
  await expectNoAxeViolations(page, 'unconfirmed account');
  await portal(page).getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(portal(page).getByRole('heading', { name: 'Enter your confirmation code' })).toBeVisible();
  await expectNoAxeViolations(page, 'confirmation code');
  const code = await codeFor(request, registration.email, 'sign-up', before);
  await portal(page).getByRole('textbox', { name: 'Confirmation code' }).fill(code);
  await portal(page).getByRole('button', { name: 'Verify' }).click();
  await expect(portal(page).getByRole('status').filter({ hasText: 'Your account is confirmed. You can log in now.' })).toBeVisible();
  await expectNoAxeViolations(page, 'login after confirmation');

  // Signed in for the first time. Consent was given on the registration form (its date is
  // recorded then), and the e-mailed confirmation code proved the address: no e-mail
  // verification step, straight to home (spec 01 §4 routing).
  await portal(page).getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/portal\/home$/, { timeout: 15_000 });
  await expect(homeGreeting(page)).toHaveText(`Hello, ${registration.fname}`);
  await expectNoAxeViolations(page, 'home');
}

test.describe('registration to home', () => {
  test('register with a code -> confirm with the code from the outbox (e-mail verified by it) -> first login -> home', async ({ page, request }) => {
    /** Seeded, unused registration code (server/seed/demo-accounts.ts DEMO_REGISTRATION_CODES). */
    const registration = {
      code: 'RX-DEMO-1001',
      fname: 'Jamie',
      lname: 'Rivera',
      month: '4',
      day: '12',
      year: '1988',
      email: 'jamie.rivera@example.com',
      password: 'Journey#Reg2025',
    };
    const lookup = await request.get(`/api/patients/registration?registration_code=${registration.code}`);
    // The e2e server starts on an empty in-memory database: the seeded code is unused.
    expect(lookup.status()).toBe(200);
    const errors = collectErrors(page);
    await registerConfirmAndSignIn(page, request, registration);

    // The user record says what the journey did: consent recorded, e-mail verified.
    const user = await page.evaluate(async () => {
      const { state } = JSON.parse(sessionStorage.getItem('rx-session')!) as { state: { identity: { token: string; u_ID: number } } };
      const response = await fetch(`/api/user?u_id=${state.identity.u_ID}`, { headers: { Authorization: `Bearer ${state.identity.token}` } });
      return ((await response.json()) as { user: { consentDate: string | null; emailVerified: number; lastLogin: string | null } }).user;
    });
    expect(user.consentDate).toBeTruthy();
    expect(user.emailVerified).toBe(1);
    expect(user.lastLogin).toBeTruthy();
    expect(errors).toEqual([]);
  });

  test('the first login after registration shows the tour notice on home', async ({ page, request }) => {
    await registerConfirmAndSignIn(page, request, {
      code: 'RX-TEST-0000',
      fname: 'Tour',
      lname: 'Firstlogin',
      month: '7',
      day: '3',
      year: '1985',
      email: `e2e.tour.${Date.now()}@example.com`,
      password: 'Journey#Tour2025',
    });
    const tour = portal(page).locator('rx-home').getByText('Welcome to your pharmacy portal');
    await expect(tour).toBeVisible();
    await expectNoAxeViolations(page, 'home with the tour notice');
  });

  test('a patient without a consent date: login -> consent (the brand terms, agree) -> home', async ({ page, request }) => {
    const account = await demoAccount(request, /^No consent yet/);
    const errors = collectErrors(page);
    await openPortalLogin(page);
    await signIn(page, account);
    await expect(page).toHaveURL(/\/portal\/consent$/, { timeout: 15_000 });
    const consent = portal(page).locator('rx-consent');
    await expect(consent.getByRole('heading', { name: 'Terms and conditions' })).toBeVisible();
    await expectNoAxeViolations(page, 'consent');

    // Continue without agreeing is refused; agreeing records the consent and routes on.
    await consent.getByRole('button', { name: 'Continue' }).click();
    await expect(consent.getByText('Please agree to the terms and conditions to continue.')).toBeVisible();
    await expectNoAxeViolations(page, 'consent: agreement required');
    await consent.getByRole('checkbox', { name: 'I have read and agree to the terms and conditions' }).check();
    await consent.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/portal\/home$/, { timeout: 15_000 });
    await expect(homeGreeting(page)).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test('session expiry: a refused token signs out, says "Session expired." and the login page says the session has expired', async ({
  page,
  request,
}) => {
  const account = await demoAccount(request, /^Plain sign-in/);
  const errors = collectErrors(page);
  await openPortalLogin(page);
  await signIn(page, account);
  await expect(page).toHaveURL(/\/portal\/home$/, { timeout: 15_000 });
  await expect(homeGreeting(page)).toBeVisible();

  // The stored ID token no longer holds (its signature broken): the API answers 401.
  await page.evaluate(() => {
    const stored = JSON.parse(sessionStorage.getItem('rx-session')!) as { state: { identity: { token: string } } };
    const [header, payload, signature] = stored.state.identity.token.split('.');
    stored.state.identity.token = `${header}.${payload}.${signature!.slice(0, -4)}AAAA`;
    sessionStorage.setItem('rx-session', JSON.stringify(stored));
  });
  const refused = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/api/') && response.status() === 401);
  await page.reload();
  await refused;

  await expect(page).toHaveURL(/\/portal\/login$/, { timeout: 15_000 });
  await expect(portal(page).getByText('Session expired.', { exact: true })).toBeVisible();
  await expect(portal(page).getByText('Your session has expired.', { exact: true })).toBeVisible();
  await expect(portal(page).getByRole('heading', { name: 'Log in', exact: true })).toBeVisible();
  expect(await page.evaluate(() => (JSON.parse(sessionStorage.getItem('rx-session') ?? '{}') as { state?: { identity?: unknown } }).state?.identity ?? null)).toBeNull();
  await expectNoAxeViolations(page, 'login after session expiry');

  // Signed out for real: a protected route goes back to /login.
  await page.goto('/portal/home');
  await expect(page).toHaveURL(/\/portal\/login$/);
  expect(errors).toEqual([]);
});

/** Every text a person sees or hears on the page, through the shadow roots, with the labels of controls. */
async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = new Set<string>([document.title]);
    const visible = (element: Element) =>
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) || element.closest('.rx-visually-hidden') !== null;
    const walk = (root: Node) => {
      for (const node of Array.from(root.childNodes)) {
        if (node.nodeType === Node.TEXT_NODE) {
          const text = node.textContent?.replace(/\s+/g, ' ').trim();
          const parent = node.parentElement ?? ((node.parentNode as ShadowRoot | null)?.host as Element | undefined);
          if (text && parent && visible(parent)) texts.add(text);
        } else if (node instanceof Element) {
          if (['STYLE', 'SCRIPT', 'NOSCRIPT', 'TEMPLATE'].includes(node.tagName)) continue;
          if (visible(node)) {
            for (const attribute of ['aria-label', 'placeholder', 'title', 'alt']) {
              const value = node.getAttribute(attribute)?.trim();
              if (value) texts.add(value);
            }
          }
          if (node.shadowRoot) walk(node.shadowRoot);
          walk(node);
        }
      }
    };
    walk(document.body);
    return [...texts];
  });
}

/** The English strings of the screens' namespaces that read differently in Spanish, as patterns. */
function englishOnlyStrings(): Array<{ key: string; pattern: RegExp }> {
  const flatten = (value: unknown, prefix: string, into: Map<string, string>) => {
    if (typeof value === 'string') into.set(prefix, value);
    else if (value && typeof value === 'object') for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
    return into;
  };
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const found: Array<{ key: string; pattern: RegExp }> = [];
  for (const namespace of ['common', 'portal', 'home', 'login']) {
    const read = (language: string) =>
      flatten(JSON.parse(readFileSync(join(import.meta.dirname, `../../locales/${language}/${namespace}.json`), 'utf8')), '', new Map());
    const en = read('en');
    const es = read('es');
    for (const [key, text] of en) {
      if (es.get(key) === text || text.replace(/\{\{[^}]+\}\}/g, '').trim().length < 3) continue;
      const pattern = new RegExp(`^${text.split(/\{\{[^}]+\}\}/).map(escape).join('.+')}$`);
      found.push({ key: `${namespace}:${key}`, pattern });
    }
  }
  return found;
}

async function expectAllSpanish(page: Page, screen: string) {
  const english = englishOnlyStrings();
  const texts = await visibleTexts(page);
  expect(texts.length, `texts found on ${screen}`).toBeGreaterThan(5);
  const leftovers = texts.flatMap((text) => english.filter(({ pattern }) => pattern.test(text)).map(({ key }) => `${key}: "${text}"`));
  expect(leftovers, `English text on ${screen}`).toEqual([]);
}

test('in Spanish: the language chosen on the login screen, sign in, home all in Spanish', async ({ page, request }) => {
  const account = await demoAccount(request, /^Plain sign-in/);
  const errors = collectErrors(page);
  await openPortalLogin(page);
  await portal(page).getByLabel('Language').selectOption('es');
  await expect(portal(page).getByRole('heading', { name: 'Iniciar sesión', exact: true })).toBeVisible();
  await expectAllSpanish(page, 'login');
  await expectNoAxeViolations(page, 'login (es)');

  await portal(page).getByLabel('Teléfono móvil o correo electrónico').fill(account.username);
  await portal(page).getByLabel('Contraseña', { exact: true }).fill(account.password);
  await portal(page).getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page).toHaveURL(/\/portal\/home$/, { timeout: 15_000 });
  const home = portal(page).locator('rx-home');
  await expect(home.getByRole('heading', { name: /^Hola/ })).toBeVisible();
  await expect(home.getByRole('navigation', { name: 'Acciones rápidas' }).getByRole('link').first()).toBeVisible();
  await expect(home.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectAllSpanish(page, 'home');
  await expectNoAxeViolations(page, 'home (es)');

  // The account menu too.
  await home.getByRole('button', { name: 'Menú de la cuenta' }).click();
  await expect(home.getByRole('menu')).toBeVisible();
  await expectAllSpanish(page, 'home with the account menu open');
  await expectNoAxeViolations(page, 'home with the account menu open (es)');
  expect(errors).toEqual([]);
});

test('by keyboard alone: sign in, reach home, open the account menu and go to a route', async ({ page, request }) => {
  const account = await demoAccount(request, /^Plain sign-in/);
  const errors = collectErrors(page);
  await openPortalLogin(page);

  const username = portal(page).getByLabel('Mobile phone or e-mail');
  const password = portal(page).getByLabel('Password', { exact: true });
  const logIn = portal(page).getByRole('button', { name: 'Log in', exact: true });
  await tabTo(page, username);
  await page.keyboard.type(account.username);
  await tabTo(page, password);
  await page.keyboard.type(account.password);
  // Show the password and hide it again, with Space on the toggle.
  const show = portal(page).getByRole('button', { name: /show password/i });
  if (await show.count()) {
    await tabTo(page, show);
    await page.keyboard.press('Space');
    await expect(password).toHaveAttribute('type', 'text');
    await page.keyboard.press('Space');
    await expect(password).toHaveAttribute('type', 'password');
    await tabTo(page, password, { backwards: true });
  }
  await expectNoAxeViolations(page, 'login (keyboard)');
  await tabTo(page, logIn);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/portal\/home$/, { timeout: 15_000 });
  await expect(homeGreeting(page)).toBeVisible();
  await expectNoAxeViolations(page, 'home (keyboard)');

  const menuButton = portal(page).getByRole('button', { name: 'Account menu' });
  await tabTo(page, menuButton);
  await page.keyboard.press('Enter');
  const settings = portal(page).getByRole('menuitem', { name: 'Settings' });
  await expect(settings).toBeVisible();
  await expectNoAxeViolations(page, 'account menu (keyboard)');
  const profile = portal(page).getByRole('menuitem', { name: 'Profile' });
  await tabTo(page, profile, { max: 3 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/portal\/profile$/);
  await expectNoAxeViolations(page, 'profile (keyboard)');
  expect(errors).toEqual([]);
});
