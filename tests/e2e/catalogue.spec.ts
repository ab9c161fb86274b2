import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { freshPatient, signInToPortal } from './support/fresh-patient';
import { watchCspViolations } from './support/csp-watch';
import { freshAddress, preferenceLinkSearch } from './support/dev-api';

// In order in one worker: the catalogue page holds every element live and most of these journeys
// run axe over all of it; several at once starve each other (and the server) on two cores.
test.describe.configure({ mode: 'default' });

test('the catalogue shows every element live, edits attributes, logs events and gives snippets', async ({ page, request }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // Opened with an e-mail's preferences link, so the live preferences widget may change something.
  const email = freshAddress('catalogue');
  await page.goto(`/${await preferenceLinkSearch(request, email)}`);

  const unsubscribeCard = page.locator('#element-rx-unsubscribe');
  const bannerCard = page.locator('#element-rx-outage-banner');
  await expect(unsubscribeCard.getByRole('heading', { name: 'E-mail preferences', exact: true })).toBeVisible();
  await expect(bannerCard.getByText('Scheduled maintenance', { exact: false })).toBeVisible();
  await expect(page.locator('#element-rx-config')).toBeVisible();

  // Editing an attribute changes the live element and its snippet.
  const emailAttribute = unsubscribeCard.getByRole('form', { name: 'rx-unsubscribe attributes' }).getByLabel(/email/);
  await emailAttribute.fill(email);
  await expect(unsubscribeCard.getByText(`We send e-mail to ${email}.`)).toBeVisible();
  await expect(unsubscribeCard.locator('pre')).toContainText(`<rx-unsubscribe email="${email}"></rx-unsubscribe>`);
  await expect(unsubscribeCard.locator('pre')).toContainText('<script type="module" src=');

  // Events from the live element reach the log.
  await unsubscribeCard.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
  await expect(unsubscribeCard.getByText('You have been unsubscribed')).toBeVisible();
  const log = page.locator('#event-log');
  await expect(log).toContainText('rx-email-unsubscribed');
  await expect(log).toContainText(email);

  await bannerCard.getByRole('button', { name: 'Dismiss notice' }).first().click();
  await expect(log).toContainText('rx-notice-dismissed');

  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  expect(errors).toEqual([]);
});

test('the catalogue switches every widget to Spanish through the shared locale', async ({ page }) => {
  await page.goto('/');
  const configCard = page.locator('#element-rx-config');
  await configCard.getByRole('form', { name: 'rx-config attributes' }).getByLabel(/locale/).fill('es');
  await expect(page.getByRole('heading', { name: 'Preferencias de correo electrónico' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Descartar aviso' }).first()).toBeVisible();

  // The outage notices come from the server again, in Spanish.
  const bannerCard = page.locator('#element-rx-outage-banner');
  await expect(bannerCard.getByText('Mantenimiento programado: es posible que el portal no esté disponible', { exact: false })).toBeVisible();
  await expect(bannerCard.getByText('Las solicitudes de resurtido hechas esta semana', { exact: false })).toBeVisible();
  await expect(bannerCard.getByText('Scheduled maintenance', { exact: false })).toHaveCount(0);
});

interface ManifestDeclaration {
  tagName?: string;
  customElement?: boolean;
  attributes?: { name: string }[];
  events?: { name: string }[];
}

/** Pages that are a whole page (one main landmark) are linked from their card, not embedded. */
const FULL_PAGE_ELEMENTS: Record<string, string> = { 'rx-portal': '/portal/' };

test('every element of the manifest has its card: live element, attributes, events and snippet', async ({ page, request }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const manifest = (await (await request.get('/dist/custom-elements.json')).json()) as { modules: { declarations?: ManifestDeclaration[] }[] };
  const declarations = manifest.modules.flatMap((module) => module.declarations ?? []).filter((d) => d.customElement && d.tagName);
  const tags = declarations.map((d) => d.tagName!);
  // The elements of the care and medication screens are among them (the manifest is the source).
  expect(tags).toEqual(expect.arrayContaining(['rx-medications', 'rx-order-history', 'rx-chat', 'rx-settings', 'rx-profile', 'rx-survey', 'rx-documents', 'rx-terms', 'rx-counseling', 'rx-nps', 'rx-pharmacy', 'rx-care-programs']));

  await page.goto('/');
  const toc = page.getByRole('navigation', { name: 'Elements' });
  await expect(toc.getByRole('link')).toHaveCount(declarations.length);

  for (const declaration of declarations) {
    const tag = declaration.tagName!;
    const card = page.locator(`#element-${tag}`);
    await expect(card.getByRole('heading', { level: 2, name: `<${tag}>` })).toBeVisible();
    await expect(toc.getByRole('link', { name: tag, exact: true })).toHaveAttribute('href', `#element-${tag}`);
    if (FULL_PAGE_ELEMENTS[tag]) {
      await expect(card.getByRole('link', { name: `open <${tag}> on its own page` })).toHaveAttribute('href', FULL_PAGE_ELEMENTS[tag]);
    } else if (tag !== 'rx-config') {
      // The element itself is in the card, upgraded (a shadow root holding rendered content).
      const live = card.locator(`.element-live > ${tag}`);
      await expect(live).toHaveCount(1);
      await expect.poll(() => live.evaluate((el) => (el.shadowRoot?.childElementCount ?? 0) > 0), { message: `<${tag}> renders` }).toBe(true);
    }
    const form = card.getByRole('form', { name: `${tag} attributes` });
    for (const attribute of declaration.attributes ?? []) {
      await expect(form.getByRole('textbox', { name: new RegExp(`^${attribute.name}(\\s|$)`) })).toHaveCount(1);
    }
    if (!declaration.attributes?.length) await expect(form).toContainText('No attributes.');
    const details = card.locator('details.api-details');
    for (const event of declaration.events ?? []) {
      await expect(details.locator('li code', { hasText: new RegExp(`^${event.name}$`) })).toHaveCount(1);
    }
    await expect(card.locator('.snippet pre')).toContainText(`<${tag}`);
    await expect(card.locator('.snippet pre')).toContainText('<script type="module" src=');
  }
  expect(errors).toEqual([]);
});

test('the demo-accounts tables fit their column at 1280 px wide, and the page stays axe clean', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const box = page.locator('#demo-accounts');
  const accounts = box.locator('table.accounts').first();
  await expect(accounts.locator('tbody tr').first()).toBeVisible();
  await expect(page.locator('#registration-codes-title')).toBeVisible();

  const fit = await box.evaluate((container) => {
    const right = container.getBoundingClientRect().right;
    return {
      scrollWidth: container.scrollWidth,
      clientWidth: container.clientWidth,
      overflowingCells: [...container.querySelectorAll('th, td')].filter((cell) => cell.getBoundingClientRect().right > right + 0.5).length,
      tables: [...container.querySelectorAll('table')].map((table) => table.getBoundingClientRect().right <= right + 0.5),
    };
  });
  expect(fit.scrollWidth).toBeLessThanOrEqual(fit.clientWidth);
  expect(fit.overflowingCells).toBe(0);
  expect(fit.tables).toEqual([true, true]);
  // The "what it demonstrates" column keeps a readable width rather than being squeezed to nothing.
  const lastColumn = await accounts.locator('thead th').last().boundingBox();
  expect(lastColumn!.width).toBeGreaterThan(100);

  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('signed in once (on the portal), the catalogue elements that need a patient show that patient', async ({ page, request }) => {
  const patient = await freshPatient(request, { fname: 'Catalina' });
  await page.goto('/');
  await expect(page.locator('#sign-in-hint').getByRole('link', { name: '<rx-login> card' })).toHaveAttribute('href', '#element-rx-login');
  await expect(page.locator('#element-rx-medications .element-live > rx-medications').getByText('Sign in to see your medications.')).toBeVisible();
  await signInToPortal(page, patient, /\/portal\/home$/);
  await page.goto('/');
  await expect(page.locator('#element-rx-home .element-live > rx-home').getByRole('region', { name: 'Hello, Catalina' })).toBeVisible();
  const profile = page.locator('#element-rx-profile .element-live > rx-profile');
  await expect(profile.getByRole('button', { name: 'Insurance' })).toBeVisible();
  await expect(profile.getByText('Sign in to see your profile.')).toHaveCount(0);
  const medications = page.locator('#element-rx-medications .element-live > rx-medications');
  await expect(medications.getByRole('table', { name: 'Active Rx' })).toBeVisible();
  await expect(medications.getByText('Sign in to see your medications.')).toHaveCount(0);

  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test("signed in through the catalogue's own <rx-login>, its settings, medications and profile work for that patient", async ({ page, request }) => {
  const patient = await freshPatient(request, { fname: 'Cora' });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const expectNoCspViolation = await watchCspViolations(page);
  const identityCalls: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/identity') identityCalls.push(sent.headers()['x-amz-target'] ?? '');
  });
  await page.goto('/');

  const login = page.locator('#element-rx-login .element-live > rx-login');
  await login.getByLabel('Mobile phone or e-mail').fill(patient.username);
  await login.getByLabel('Password', { exact: true }).fill(patient.password);
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(login.getByText('Signed in as Cora', { exact: false })).toBeVisible({ timeout: 15_000 });
  await expect(login.getByText('Something went wrong. Please try again.')).toHaveCount(0);
  expect(identityCalls).toContain('AWSCognitoIdentityProviderService.InitiateAuth');

  // Settings: the multi-factor state comes from the identity.
  const settings = page.locator('#element-rx-settings .element-live > rx-settings');
  await settings.getByRole('button', { name: /Login and security/ }).click();
  await expect(settings.getByText(patient.username, { exact: true })).toBeVisible();
  const mfaSwitch = settings.getByRole('switch', { name: 'Multi-factor authentication' });
  await expect(mfaSwitch).toBeEnabled();
  await expect(mfaSwitch).toHaveAttribute('aria-checked', 'false');
  await expect(settings.getByText('We could not check your multi-factor settings.')).toHaveCount(0);
  expect(identityCalls).toContain('AWSCognitoIdentityProviderService.GetUser');

  // Medications: the patient's prescriptions.
  const medications = page.locator('#element-rx-medications .element-live > rx-medications');
  await expect(medications.getByRole('table', { name: 'Active Rx' })).toBeVisible();
  await expect(medications.getByText('Atorvastatin 20 mg tablet').first()).toBeVisible();

  // Profile: the patient's own account.
  const profile = page.locator('#element-rx-profile .element-live > rx-profile');
  await profile.getByRole('button', { name: 'Account', exact: true }).click();
  await expect(profile.getByText('Cora', { exact: true })).toBeVisible();

  for (const element of [login, settings, medications, profile]) await expect(element.getByRole('alert')).toHaveCount(0);
  await expectNoCspViolation();
  expect(errors).toEqual([]);
});
