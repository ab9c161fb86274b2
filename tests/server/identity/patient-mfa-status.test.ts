import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentTotpCode } from '../support/identity-users';
import { createSignedInApp, type SignedInApp } from './support/signed-in-app';

let t: SignedInApp;
beforeAll(async () => {
  t = await createSignedInApp();
});
afterAll(async () => t?.close());

async function newPatient(body: Record<string, unknown> = {}) {
  const response = await t.app.inject({ method: 'POST', url: '/api/dev/refill-patients', payload: body });
  expect(response.statusCode).toBe(200);
  return response.json() as { username: string; password: string };
}

const sessionMfaStatus = async (idToken: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/session', headers: { authorization: `Bearer ${idToken}` } })).json().mfaStatus as string;

describe("the patient record's MFA status follows the identity", () => {
  it('turning the authenticator on in settings, then off, shows in the session each time', async () => {
    const { username, password } = await newPatient();
    const tokens = (await t.client.srpSignIn(username, password)).body.AuthenticationResult!;
    expect(await sessionMfaStatus(tokens.IdToken!)).toBe('NOMFA');

    const secret = (await t.client.call('AssociateSoftwareToken', { AccessToken: tokens.AccessToken })).body.SecretCode as string;
    expect((await t.client.call('VerifySoftwareToken', { AccessToken: tokens.AccessToken, UserCode: currentTotpCode(secret) })).status).toBe(200);
    // Verifying the app alone does not turn MFA on: only the preference does.
    expect(await sessionMfaStatus(tokens.IdToken!)).toBe('NOMFA');
    const on = await t.client.call('SetUserMFAPreference', { AccessToken: tokens.AccessToken, SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true } });
    expect(on.status).toBe(200);
    expect(await sessionMfaStatus(tokens.IdToken!)).toBe('SOFTWARE_TOKEN_MFA');

    const off = await t.client.call('SetUserMFAPreference', { AccessToken: tokens.AccessToken, SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false } });
    expect(off.status).toBe(200);
    expect(await sessionMfaStatus(tokens.IdToken!)).toBe('NOMFA');
  });

  it('a refused preference change leaves the record as it was', async () => {
    const { username, password } = await newPatient();
    const tokens = (await t.client.srpSignIn(username, password)).body.AuthenticationResult!;
    const refused = await t.client.call('SetUserMFAPreference', { AccessToken: 'not-a-token', SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true } });
    expect(refused.status).toBe(400);
    expect(await sessionMfaStatus(tokens.IdToken!)).toBe('NOMFA');
  });

  it('the authenticator set up at the first sign-in (MFA_SETUP) shows in the session it opens', async () => {
    const { username, password } = await newPatient({ mfaSetupRequired: true });
    const first = await t.client.srpSignIn(username, password);
    expect(first.body.ChallengeName).toBe('MFA_SETUP');
    const associated = await t.client.call('AssociateSoftwareToken', { Session: first.body.Session });
    const verified = await t.client.call('VerifySoftwareToken', { Session: associated.body.Session, UserCode: currentTotpCode(associated.body.SecretCode as string) });
    const done = await t.client.respond('MFA_SETUP', verified.body.Session as string, { USERNAME: first.body.ChallengeParameters!.USERNAME! });
    expect(await sessionMfaStatus(done.body.AuthenticationResult!.IdToken!)).toBe('SOFTWARE_TOKEN_MFA');
  });
});
