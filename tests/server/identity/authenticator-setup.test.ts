import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityUser } from '../../../server/seed/identity-users';
import { currentTotpCode } from '../support/identity-users';
import { createSignedInApp, type SignedInApp } from './support/signed-in-app';

const PASSWORD = 'Correct#Horse42';

let t: SignedInApp;
beforeAll(async () => {
  t = await createSignedInApp({ seeded: false });
});
afterAll(async () => t?.close());

const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

describe('authenticator setup at the first sign-in (MFA_SETUP)', () => {
  it('asks for the setup, associates a secret through the session, verifies the app code and then signs in; the next sign-in asks for the code', async () => {
    await createIdentityUser({ pool: 'standard', username: 'setup@example.com', password: PASSWORD, confirmed: true, mfaSetupRequired: true });
    const first = await t.client.srpSignIn('setup@example.com', PASSWORD);
    expect(first.body.ChallengeName).toBe('MFA_SETUP');
    expect(JSON.parse(first.body.ChallengeParameters!.MFAS_CAN_SETUP!)).toEqual(['SOFTWARE_TOKEN_MFA']);
    expect(first.body.AuthenticationResult).toBeUndefined();

    const associated = await t.client.call('AssociateSoftwareToken', { Session: first.body.Session });
    expect(associated.status).toBe(200);
    const secret = associated.body.SecretCode as string;
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

    const wrong = await t.client.call('VerifySoftwareToken', { Session: associated.body.Session, UserCode: wrongCodeFor(currentTotpCode(secret)) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.__type).toBe('CodeMismatchException');

    const verified = await t.client.call('VerifySoftwareToken', { Session: associated.body.Session, UserCode: currentTotpCode(secret) });
    expect(verified.status).toBe(200);
    expect(verified.body.Status).toBe('SUCCESS');

    const done = await t.client.respond('MFA_SETUP', verified.body.Session as string, { USERNAME: first.body.ChallengeParameters!.USERNAME! });
    expect(done.status).toBe(200);
    expect(done.body.AuthenticationResult?.IdToken).toBeTruthy();

    const next = await t.client.srpSignIn('setup@example.com', PASSWORD);
    expect(next.body.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
  });

  it('refuses to finish the setup before the app code is verified, and a session of another challenge', async () => {
    await createIdentityUser({ pool: 'standard', username: 'setup2@example.com', password: PASSWORD, confirmed: true, mfaSetupRequired: true });
    const first = await t.client.srpSignIn('setup2@example.com', PASSWORD);
    const associated = await t.client.call('AssociateSoftwareToken', { Session: first.body.Session });
    const early = await t.client.respond('MFA_SETUP', associated.body.Session as string, { USERNAME: first.body.ChallengeParameters!.USERNAME! });
    expect(early.status).toBe(400);
    expect(early.body.AuthenticationResult).toBeUndefined();

    await createIdentityUser({ pool: 'standard', username: 'newpass@example.com', password: PASSWORD, confirmed: true, mustChangePassword: true });
    const other = await t.client.srpSignIn('newpass@example.com', PASSWORD);
    expect(other.body.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    const misuse = await t.client.call('AssociateSoftwareToken', { Session: other.body.Session });
    expect(misuse.status).toBe(400);
    expect(misuse.body.__type).toBe('NotAuthorizedException');
    expect((await t.client.call('AssociateSoftwareToken', { Session: 'not a session' })).body.__type).toBe('NotAuthorizedException');
  });

  it('ends the setup session after three wrong app codes', async () => {
    await createIdentityUser({ pool: 'standard', username: 'setup3@example.com', password: PASSWORD, confirmed: true, mfaSetupRequired: true });
    const first = await t.client.srpSignIn('setup3@example.com', PASSWORD);
    const associated = await t.client.call('AssociateSoftwareToken', { Session: first.body.Session });
    const wrong = wrongCodeFor(currentTotpCode(associated.body.SecretCode as string));
    for (let i = 0; i < 3; i += 1) await t.client.call('VerifySoftwareToken', { Session: associated.body.Session, UserCode: wrong });
    const after = await t.client.call('VerifySoftwareToken', { Session: associated.body.Session, UserCode: currentTotpCode(associated.body.SecretCode as string) });
    expect(after.status).toBe(400);
    expect(after.body.__type).toBe('NotAuthorizedException');
  });
});

describe('authenticator setup from settings (access token)', () => {
  it('associates, verifies and prefers the app, then the sign-in asks for its code; turning it off signs in without one', async () => {
    await createIdentityUser({ pool: 'standard', username: 'settings-mfa@example.com', password: PASSWORD, confirmed: true });
    const tokens = (await t.client.srpSignIn('settings-mfa@example.com', PASSWORD)).body.AuthenticationResult!;
    const associated = await t.client.call('AssociateSoftwareToken', { AccessToken: tokens.AccessToken });
    expect(associated.status).toBe(200);
    const secret = associated.body.SecretCode as string;
    expect((await t.client.call('VerifySoftwareToken', { AccessToken: tokens.AccessToken, UserCode: currentTotpCode(secret) })).status).toBe(200);
    expect((await t.client.call('SetUserMFAPreference', { AccessToken: tokens.AccessToken, SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true } })).status).toBe(200);
    expect((await t.client.srpSignIn('settings-mfa@example.com', PASSWORD)).body.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');

    expect((await t.client.call('SetUserMFAPreference', { AccessToken: tokens.AccessToken, SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false } })).status).toBe(200);
    expect((await t.client.srpSignIn('settings-mfa@example.com', PASSWORD)).body.AuthenticationResult?.IdToken).toBeTruthy();
  });
});
