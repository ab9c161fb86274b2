import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface FreshPatient {
  username: string;
  password: string;
  uId: number;
}

/** A new signed-up patient of its own (so tests do not change the shared demo accounts). */
export async function freshPatient(request: APIRequestContext, options: { consent?: boolean; emailVerified?: boolean; fname?: string; lname?: string; mfaSetupRequired?: boolean } = {}): Promise<FreshPatient> {
  const response = await request.post('/api/dev/refill-patients', { data: options });
  expect(response.status()).toBe(200);
  return (await response.json()) as FreshPatient;
}

export const portal = (page: Page) => page.locator('rx-portal');

/** Opens the portal and signs in with the login screen (real aws-amplify against the local identity). */
export async function signInToPortal(page: Page, account: { username: string; password: string }, landing: RegExp) {
  await page.goto('/portal/');
  await expect(page).toHaveURL(/\/portal\/login$/);
  await portal(page).getByLabel('Mobile phone or e-mail').fill(account.username);
  await portal(page).getByLabel('Password', { exact: true }).fill(account.password);
  await portal(page).getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(landing, { timeout: 15_000 });
}
