import { createPrivateKey } from 'node:crypto';
import { createRequire } from 'node:module';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../server/seed/demo-accounts';
import { apiRoutesOf, concreteUrl, hasBody } from '../support/route-table';
import { createSignedInApp, type SignedInApp } from './support/signed-in-app';

let t: SignedInApp;
beforeAll(async () => {
  t = await createSignedInApp();
});
afterAll(() => t?.close());

describe('ID tokens of a session ended by GlobalSignOut', () => {
  it('are refused with 401 by every patient route of the route table, while a new sign-in works', async () => {
    const signedIn = (await t.client.srpSignIn('pat.demo@example.com', DEMO_PASSWORD)).body.AuthenticationResult!;
    const auth = { authorization: `Bearer ${signedIn.IdToken}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/session', headers: auth })).statusCode).toBe(200);

    expect((await t.client.call('GlobalSignOut', { AccessToken: signedIn.AccessToken })).status).toBe(200);

    const patientRoutes = apiRoutesOf(t.app).filter((route) => route.auth === 'patient');
    expect(patientRoutes.length).toBeGreaterThan(20);
    const answers: Record<string, number> = {};
    for (const route of patientRoutes) {
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: concreteUrl(route),
        headers: auth,
        ...(hasBody(route.method) ? { payload: {} } : {}),
      });
      answers[route.name] = response.statusCode;
      if (response.statusCode === 401) expect(response.json().message).toBe('session revoked');
    }
    expect(Object.entries(answers).filter(([, status]) => status !== 401)).toEqual([]);

    const again = (await t.client.srpSignIn('pat.demo@example.com', DEMO_PASSWORD)).body.AuthenticationResult!;
    expect((await t.app.inject({ method: 'GET', url: '/api/session', headers: { authorization: `Bearer ${again.IdToken}` } })).statusCode).toBe(200);
  });
});

describe('ID tokens signed with the key published in the cognito-local package', () => {
  it('are refused with 401, even when every claim copies a real token of the patient', async () => {
    const real = (await t.client.srpSignIn('maria.demo@example.com', DEMO_PASSWORD)).body.AuthenticationResult!;
    const published = createRequire(import.meta.url)('cognito-local/lib/keys/cognitoLocal.private.json') as { pem: string };
    const forged = await new SignJWT(decodeJwt(real.IdToken)).setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' }).sign(createPrivateKey(published.pem));
    const session = (token: string) => t.app.inject({ method: 'GET', url: '/api/session', headers: { authorization: `Bearer ${token}` } });
    expect((await session(real.IdToken)).statusCode).toBe(200);
    const refused = await session(forged);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('invalid token');
  });
});
