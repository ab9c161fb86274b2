import { test, expect, type Page } from '@playwright/test';
import { freshPatient, portal } from './support/fresh-patient';
import { newProfilePatient } from './support/profile';
import { collectErrors, logIn } from './support/refill';
import { addCard, cardHolder, DEMO_MEMBER_ID, discountCard, expectAxeClean, fillLogin, LONG_MEMBER_ID, memberIdShown } from './support/discount-card';

/**
 * Which card <rx-discount-card> shows (card_id after login, discount_id), its layout on phones and
 * for long member IDs, the settings link, the page's messages, and home's discount section, against
 * the reference server with the real sign-in.
 */
const OTHER_CARD = 'We could not find that discount card. Here is your current card.';
const rotateHint = (page: Page) => discountCard(page).locator('[part="rotate-hint"]');
const cardBox = (page: Page) => discountCard(page).locator('[part="discount-card"]');
const onHost = (baseURL: string | undefined, host: string, path: string) => {
  const url = new URL(path, baseURL);
  url.hostname = host;
  return url.href;
};

test('/login?card_id= signs in and lands on that card, not the newest; another patient\'s card or a bad id says so and shows the newest', async ({ page, request }) => {
  const errors = collectErrors(page);
  const patient = await cardHolder(request);
  const newest = await addCard(request, patient, LONG_MEMBER_ID);
  const stranger = await cardHolder(request);

  await page.goto(`/portal/login?card_id=${patient.discountId}`);
  await fillLogin(page, patient);
  await expect(page).toHaveURL(new RegExp(`/portal/discount-card\\?card_id=${patient.discountId}$`), { timeout: 15_000 });
  await expect(memberIdShown(page)).toHaveText(DEMO_MEMBER_ID);
  await expect(discountCard(page)).toHaveAttribute('discount-id', String(patient.discountId));
  await expect(discountCard(page).getByText(OTHER_CARD)).toHaveCount(0);

  await page.goto(`/portal/discount-card?discount_id=${newest}`);
  await expect(memberIdShown(page)).toHaveText(LONG_MEMBER_ID);
  await expect(discountCard(page).getByText(OTHER_CARD)).toHaveCount(0);

  for (const asked of [String(stranger.discountId), '999999', 'abc']) {
    await page.goto(`/portal/discount-card?discount_id=${asked}`);
    await expect(discountCard(page).getByText(OTHER_CARD), asked).toBeVisible();
    await expect(memberIdShown(page)).toHaveText(LONG_MEMBER_ID);
  }
  await expectAxeClean(page, 'the notice of an unknown card');

  // No id: the newest card, no notice.
  await page.goto('/portal/discount-card');
  await expect(memberIdShown(page)).toHaveText(LONG_MEMBER_ID);
  await expect(discountCard(page).getByText(OTHER_CARD)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a phone held upright shows the rotate hint, on its side the card; "Show the card here" shows it upright too', async ({ page, request }) => {
  const patient = await cardHolder(request);
  await page.goto('/portal/');
  await logIn(page, patient);

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/portal/discount-card');
  await expect(rotateHint(page)).toBeVisible();
  await expect(rotateHint(page)).toContainText('Turn your phone sideways to see your whole card.');
  await expect(cardBox(page)).toBeHidden();
  // The questions stay usable upright.
  await expect(discountCard(page).getByRole('radio', { name: 'Yes', exact: true })).toBeVisible();

  await page.setViewportSize({ width: 812, height: 375 });
  await expect(cardBox(page)).toBeVisible();
  await expect(rotateHint(page)).toBeHidden();
  await expect(memberIdShown(page)).toHaveText(DEMO_MEMBER_ID);

  // The smallest phone, upright: the hint, and its button shows the card without turning.
  await page.setViewportSize({ width: 320, height: 568 });
  await expect(rotateHint(page)).toBeVisible();
  await discountCard(page).getByRole('button', { name: 'Show the card here' }).click();
  await expect(cardBox(page)).toBeVisible();
  await expect(rotateHint(page)).toBeHidden();
  await expectAxeClean(page, 'the card upright at 320 px');

  // A wide screen is never told to turn.
  await page.setViewportSize({ width: 900, height: 1200 });
  await page.reload();
  await expect(cardBox(page)).toBeVisible();
  await expect(rotateHint(page)).toBeHidden();
});

test('a member ID over 15 characters puts each field under its label; a short one keeps them side by side', async ({ page, request }) => {
  const patient = await cardHolder(request);
  const long = await addCard(request, patient, LONG_MEMBER_ID);
  await page.goto('/portal/');
  await logIn(page, patient);

  const labelAndValue = async () => {
    const fields = discountCard(page).locator('[part="card-fields"]');
    const label = (await fields.locator('dt').first().boundingBox())!;
    const value = (await fields.locator('dd').first().boundingBox())!;
    return { label, value };
  };
  await page.goto(`/portal/discount-card?discount_id=${patient.discountId}`);
  await expect(memberIdShown(page)).toHaveText(DEMO_MEMBER_ID);
  await expect(cardBox(page)).toHaveAttribute('data-layout', 'standard');
  const short = await labelAndValue();
  expect(Math.abs(short.value.y - short.label.y)).toBeLessThan(4);
  expect(short.value.x).toBeGreaterThan(short.label.x + short.label.width);

  await page.goto(`/portal/discount-card?discount_id=${long}`);
  await expect(memberIdShown(page)).toHaveText(LONG_MEMBER_ID);
  await expect(cardBox(page)).toHaveAttribute('data-layout', 'long');
  const stacked = await labelAndValue();
  expect(stacked.value.y).toBeGreaterThanOrEqual(stacked.label.y + stacked.label.height - 1);
  expect(Math.abs(stacked.value.x - stacked.label.x)).toBeLessThan(4);
});

test('the settings link moves the portal to /settings, and opened in a new tab it loads settings', async ({ page, request, context }) => {
  const patient = await cardHolder(request);
  await page.goto('/portal/');
  await logIn(page, patient);
  await page.goto('/portal/discount-card');
  const link = discountCard(page).getByRole('link', { name: 'Settings' });
  await expect(link).toHaveAttribute('href', /\/portal\/settings$/);
  const href = await link.getAttribute('href');

  await link.click();
  await expect(page).toHaveURL(/\/portal\/settings$/);
  await expect(portal(page).locator('rx-settings')).toBeAttached();

  const tab = await context.newPage();
  await tab.goto(new URL(href!, page.url()).href);
  await expect(tab).toHaveURL(/\/portal\/settings$/);
  await expect(portal(tab).locator('rx-settings')).toBeAttached();
});

test('messages: no card yet, the card failing to load, and the answers failing once then sent once', async ({ page, request }) => {
  const errors = collectErrors(page);
  const patient = await freshPatient(request);
  await page.goto('/portal/');
  await logIn(page, patient);
  await page.goto('/portal/discount-card');
  await expect(discountCard(page).getByText('You do not have a discount card yet.')).toBeVisible();
  await expectAxeClean(page, 'no card yet');

  await addCard(request, patient);
  // Unreachable (reads are retried twice first), then reachable again.
  const cardRead = /\/api\/discount-cards\?/;
  await page.route(cardRead, (route) => route.abort('failed'));
  await page.reload();
  await expect(discountCard(page).getByText('We could not reach the pharmacy right now. Please try again later.')).toBeVisible({ timeout: 20_000 });
  await expectAxeClean(page, 'the card failing to load');
  await page.unroute(cardRead);
  await page.reload();
  await expect(memberIdShown(page)).toHaveText(DEMO_MEMBER_ID);

  const answers: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().endsWith('/api/discount-cards/answers')) answers.push(req.url());
  });
  await page.route('**/api/discount-cards/answers', (route) => route.abort('failed'), { times: 1 });
  await discountCard(page).getByRole('radio', { name: 'Yes', exact: true }).check();
  await discountCard(page).getByRole('button', { name: 'Next', exact: true }).click();
  await discountCard(page).getByRole('radio', { name: 'At my usual pharmacy' }).check();
  await discountCard(page).getByRole('button', { name: 'Next', exact: true }).click();
  await discountCard(page).getByRole('button', { name: 'Finish', exact: true }).click();
  await expect(discountCard(page).getByRole('alert').filter({ hasText: 'We could not reach the pharmacy right now.' })).toBeVisible();
  await discountCard(page).getByRole('button', { name: 'Finish', exact: true }).click();
  await expect(discountCard(page).getByRole('status').filter({ hasText: 'Thank you for your answers!' })).toBeVisible();
  expect(answers).toHaveLength(2);
  expect(errors).toEqual([]);
});

test('on the card page a refused token signs out with "Session expired." and goes to /login', async ({ page, request }) => {
  const patient = await cardHolder(request);
  await page.goto('/portal/');
  await logIn(page, patient);
  await page.goto('/portal/discount-card');
  await expect(memberIdShown(page)).toHaveText(DEMO_MEMBER_ID);
  await page.evaluate(() => {
    const stored = JSON.parse(sessionStorage.getItem('rx-session')!) as { state: { identity: { token: string } } };
    const [header, payload, signature] = stored.state.identity.token.split('.');
    stored.state.identity.token = `${header}.${payload}.${signature!.slice(0, -4)}AAAA`;
    sessionStorage.setItem('rx-session', JSON.stringify(stored));
  });
  await page.reload();
  await expect(page).toHaveURL(/\/portal\/login/, { timeout: 15_000 });
  await expect(portal(page).getByText('Session expired.', { exact: true })).toBeVisible();
  await expect(discountCard(page)).toHaveCount(0);
});

test.describe('home\'s discount section', () => {
  test('shows when the brand allows it and the company has DiscountCard, and links to the card', async ({ page, request, baseURL }) => {
    const patient = await cardHolder(request);
    await page.goto(onHost(baseURL, 'warehouse-retail.localhost', '/portal/'));
    await logIn(page, patient);
    const section = portal(page).locator('rx-home').getByRole('region', { name: 'Prescription discount card' });
    await expect(section).toBeVisible();
    const link = section.getByRole('link', { name: 'View my discount card' });
    await expect(link).toHaveAttribute('href', /\/portal\/discount-card$/);
    await link.click();
    await expect(page).toHaveURL(/\/portal\/discount-card$/);
    await expect(memberIdShown(page)).toHaveText(DEMO_MEMBER_ID);
  });

  test('is absent when the brand does not allow it (default brand), though the company has DiscountCard', async ({ page, request }) => {
    const patient = await cardHolder(request);
    await page.goto('/portal/');
    await logIn(page, patient);
    // The tiles come with the company's modules, which also decide the section.
    await expect(portal(page).locator('rx-home [part="tile"]').first()).toBeVisible();
    await expect(portal(page).locator('rx-home').getByRole('region', { name: 'Prescription discount card' })).toHaveCount(0);
  });

  test('is absent when the brand allows it but the company has no DiscountCard', async ({ page, request, baseURL }) => {
    const patient = await newProfilePatient(request, 'care-program', false);
    await page.goto(onHost(baseURL, 'warehouse-retail.localhost', '/portal/'));
    await fillLogin(page, patient);
    await expect(page).not.toHaveURL(/\/portal\/login/, { timeout: 15_000 });
    await page.goto(onHost(baseURL, 'warehouse-retail.localhost', '/portal/home'));
    // The tiles come with the company's modules, which also decide the section.
    await expect(portal(page).locator('rx-home [part="tile"]').first()).toBeVisible();
    await expect(portal(page).locator('rx-home').getByRole('region', { name: 'Prescription discount card' })).toHaveCount(0);
    // And the card's route is not open to it either: it goes home.
    await page.goto(onHost(baseURL, 'warehouse-retail.localhost', '/portal/discount-card'));
    await expect(page).toHaveURL(/\/portal\/home$/);
    await expect(portal(page).locator('rx-discount-card')).toHaveCount(0);
  });
});
