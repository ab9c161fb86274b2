import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { defaultPools } from '../../../server/platform/auth/identity-config';

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

/**
 * The patient with a password of its own instead of the shared demo one (ChangePassword at the
 * identity), for journeys that check one account's password does not open another.
 */
export async function withOwnPassword(request: APIRequestContext, patient: FreshPatient): Promise<FreshPatient> {
  const call = async (operation: string, body: object) => {
    const response = await request.post('/identity', {
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${operation}` },
      data: JSON.stringify(body),
    });
    expect(response.status(), `${operation}: ${await response.text()}`).toBe(200);
    return (await response.json()) as { AuthenticationResult?: { AccessToken: string } };
  };
  const signedIn = await call('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: defaultPools.standard.clientId,
    AuthParameters: { USERNAME: patient.username, PASSWORD: patient.password },
  });
  const password = `Own#Pass1-${randomBytes(4).toString('hex')}`;
  await call('ChangePassword', { AccessToken: signedIn.AuthenticationResult!.AccessToken, PreviousPassword: patient.password, ProposedPassword: password });
  return { ...patient, password };
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
