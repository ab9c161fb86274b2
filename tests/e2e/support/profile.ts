import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export type Variant = 'standard' | 'care-program' | 'home-only';

export interface ProfilePatient {
  username: string;
  password: string;
  uId: number;
}

/** A fresh patient of a company variant with locked addresses and pending profile activities. */
export async function newProfilePatient(request: APIRequestContext, variant: Variant = 'standard', activities = true): Promise<ProfilePatient> {
  const response = await request.post('/api/dev/profile-patients', { data: { variant, activities } });
  expect(response.status()).toBe(200);
  return (await response.json()) as ProfilePatient;
}

export const portal = (page: Page) => page.locator('rx-portal');
export const profile = (page: Page) => portal(page).locator('rx-profile');
export const profileTitle = (page: Page) => profile(page).locator('[part="title"]');
export const profileButton = (page: Page, name: string | RegExp) => profile(page).getByRole('button', { name, exact: typeof name === 'string' });

/** Signs in through the portal's login screen (real aws-amplify against the local identity) and lands home. */
export async function signIn(page: Page, account: { username: string; password: string }) {
  await page.goto('/portal/');
  await expect(page).toHaveURL(/\/portal\/login$/);
  await portal(page).getByLabel('Mobile phone or e-mail').fill(account.username);
  await portal(page).getByLabel('Password', { exact: true }).fill(account.password);
  await portal(page).getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/portal\/home$/, { timeout: 15_000 });
}

/** From home, the Profile tile opens the profile list. */
export async function openProfile(page: Page) {
  await portal(page).locator('rx-home').locator('[data-tile="ProfileDisplay"]').click();
  await expect(page).toHaveURL(/\/portal\/profile$/);
  await expect(profileTitle(page)).toHaveText('Profile');
}

export async function expectAxeClean(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).include({ fromShadowDom: ['rx-portal', 'rx-profile'] }).analyze();
  expect(results.passes.length, `axe checked something on ${what}`).toBeGreaterThan(0);
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`),
    `axe on ${what}`,
  ).toEqual([]);
}

/** A 2x1 PNG, enough to stand for a card photo. */
export const PHOTO = {
  name: 'card.png',
  mimeType: 'image/png',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAEUlEQVR4nGP4z8DwHwQZGAAy1Af9f6pU9QAAAABJRU5ErkJggg==', 'base64'),
};
