import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../server/seed/demo-accounts';
import { createSignedInApp, IDENTITY_CONFIG, type SignedInApp } from './support/signed-in-app';

let t: SignedInApp;
beforeAll(async () => {
  t = await createSignedInApp();
});
afterAll(() => t?.close());

const EVAN = 'evan.unverified@example.com';
const NEW_EMAIL = 'evan.new.address@example.com';

async function changeUsername(idToken: string, uId: number, value: string) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/patients/username',
    headers: { authorization: `Bearer ${idToken}` },
    payload: { u_id: uId, mainContact: { type: 'email', value } },
  });
}

describe('PUT /patients/username needs the new username verified by the identity for this caller', () => {
  it('refuses an address the patient has not verified (403 with the reason), then accepts it after UpdateUserAttributes, the code and VerifyUserAttribute', async () => {
    const tokens = (await t.client.srpSignIn(EVAN, DEMO_PASSWORD)).body.AuthenticationResult!;
    const session = await t.app.inject({ method: 'GET', url: '/api/session', headers: { authorization: `Bearer ${tokens.IdToken}` } });
    const uId = session.json<{ u_ID: number }>().u_ID;

    const unproven = await changeUsername(tokens.IdToken, uId, NEW_EMAIL);
    expect(unproven.statusCode).toBe(403);
    expect(unproven.json().message).toMatch(/not verified/);
    // Someone else's address, without any proof: refused the same way.
    expect((await changeUsername(tokens.IdToken, uId, 'pat.demo@example.com')).statusCode).toBe(403);

    const update = await t.client.call('UpdateUserAttributes', { AccessToken: tokens.AccessToken, UserAttributes: [{ Name: 'email', Value: NEW_EMAIL }] });
    expect(update.status).toBe(200);
    const refresh = () => t.client.call('GetTokensFromRefreshToken', { ClientId: IDENTITY_CONFIG.pools.standard.clientId, RefreshToken: tokens.RefreshToken });
    // Changed at the identity but not verified yet: still refused.
    const pending = (await refresh()).body.AuthenticationResult!;
    expect((await changeUsername(pending.IdToken, uId, NEW_EMAIL)).statusCode).toBe(403);

    const verify = await t.client.call('VerifyUserAttribute', { AccessToken: tokens.AccessToken, AttributeName: 'email', Code: await latestAttributeCode() });
    expect(verify.status).toBe(200);
    const proven = (await refresh()).body.AuthenticationResult!;
    const changed = await changeUsername(proven.IdToken, uId, NEW_EMAIL);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ patient: { username: NEW_EMAIL, email: NEW_EMAIL } });

    // The new username signs in, and the API knows the session as the same patient.
    const signIn = await t.client.srpSignIn(NEW_EMAIL, DEMO_PASSWORD);
    expect(signIn.status, JSON.stringify(signIn.body)).toBe(200);
    const next = signIn.body.AuthenticationResult!;
    const nextSession = await t.app.inject({ method: 'GET', url: '/api/session', headers: { authorization: `Bearer ${next.IdToken}` } });
    expect(nextSession.statusCode, nextSession.body).toBe(200);
    expect(nextSession.json()).toMatchObject({ u_ID: uId, username: NEW_EMAIL });
  });
});

/** cognito-local sends the code to the contact it picks (the phone, when the user has one). */
async function latestAttributeCode(): Promise<string> {
  const entries = (await t.app.inject({ method: 'GET', url: '/api/dev/outbox?limit=5' })).json().entries as { purpose: string; code: string }[];
  const entry = entries.find((candidate) => candidate.purpose === 'attribute-verification');
  if (!entry) throw new Error('no attribute verification code');
  return entry.code;
}
