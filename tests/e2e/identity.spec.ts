import { test, expect, type Page } from '@playwright/test';

const PASSWORD = 'Amplify#E2e2024';
const TARGET = 'x-amz-target';

/** The Cognito operations the page sent to /identity, with the status each got. */
function recordIdentityCalls(page: Page) {
  const calls: { operation: string; status: number }[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (new URL(request.url()).pathname !== '/identity') return;
    const operation = (request.headers()[TARGET] ?? '').replace('AWSCognitoIdentityProviderService.', '');
    calls.push({ operation, status: response.status() });
  });
  return calls;
}

function idTokenClaims(token: string) {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sub: string; jti: string; iss: string };
}

test('aws-amplify in Chromium signs in with SRP, refreshes its tokens and signs out globally', async ({ page }) => {
  const username = `e2e.identity.${Date.now()}@example.com`;
  const created = await page.request.post('/api/dev/identity-users', { data: { username, password: PASSWORD } });
  expect(created.status()).toBe(200);
  const { sub } = (await created.json()) as { sub: string };

  const calls = recordIdentityCalls(page);
  await page.goto('/test-fixtures/identity/');
  await expect(page.locator('#status')).toHaveText('ready');

  // Sign-in: Amplify's default flow is USER_SRP_AUTH (InitiateAuth, then PASSWORD_VERIFIER).
  const outcome = await page.evaluate(([u, p]) => window.rxIdentity.signIn(u!, p!), [username, PASSWORD]);
  expect(outcome).toEqual({ step: 'done' });
  await expect
    .poll(() => calls)
    .toEqual([
      { operation: 'InitiateAuth', status: 200 },
      { operation: 'RespondToAuthChallenge', status: 200 },
    ]);
  const firstToken = await page.evaluate(() => window.rxIdentity.currentIdToken());
  expect(firstToken).toBeTruthy();
  expect(idTokenClaims(firstToken!).sub).toBe(sub);

  expect(idTokenClaims(firstToken!).iss).toBe(`${new URL(page.url()).origin}/identity/us-east-1_RxStandard`);

  // Forced refresh: a new ID token, obtained through GetTokensFromRefreshToken.
  const refreshedToken = await page.evaluate(() => window.rxIdentity.refresh());
  expect(refreshedToken).toBeTruthy();
  expect(refreshedToken).not.toBe(firstToken);
  expect(idTokenClaims(refreshedToken!).sub).toBe(sub);
  expect(idTokenClaims(refreshedToken!).jti).not.toBe(idTokenClaims(firstToken!).jti);
  await expect.poll(() => calls).toContainEqual({ operation: 'GetTokensFromRefreshToken', status: 200 });

  // Global sign-out revokes the refresh token: using it afterwards is refused.
  const refreshToken = await page.evaluate(() => window.rxIdentity.storedRefreshToken());
  expect(refreshToken).toBeTruthy();
  await page.evaluate(() => window.rxIdentity.signOut({ global: true }));
  await expect.poll(() => calls).toContainEqual({ operation: 'GlobalSignOut', status: 200 });
  expect(await page.evaluate(() => window.rxIdentity.currentIdToken())).toBeUndefined();

  const clientId = await page.evaluate(() => window.rxIdentity.userPoolClientId);
  const refused = await page.request.post('/identity', {
    headers: { 'content-type': 'application/x-amz-json-1.1', [TARGET]: 'AWSCognitoIdentityProviderService.GetTokensFromRefreshToken' },
    data: JSON.stringify({ ClientId: clientId, RefreshToken: refreshToken }),
  });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toEqual({ __type: 'NotAuthorizedException', message: 'Refresh Token has been revoked' });

  // Amplify itself reports the wrong password as Cognito does.
  const wrong = await page.evaluate(async ([u]) => {
    try {
      await window.rxIdentity.signIn(u!, 'Wrong#Password1');
      return 'signed in';
    } catch (error) {
      return (error as Error).name;
    }
  }, [username]);
  expect(wrong).toBe('NotAuthorizedException');
});
