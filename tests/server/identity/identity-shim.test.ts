import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { trustOf } from '../../../server/platform/auth/token-trust';
import { createTokenVerifier } from '../../../server/platform/auth/token-verifier';
import { signUpIdentityUser } from '../../../server/platform/identity/admin';
import { createIdentityUser } from '../../../server/seed/identity-users';
import { currentTotpCode, identityUserExists } from '../support/identity-users';
import type { IdentityServer } from '../../../server/platform/identity/identity-server';
import { createSignedInApp, IDENTITY_CONFIG, type SignedInApp } from './support/signed-in-app';

const config = IDENTITY_CONFIG;
const standard = config.pools.standard;
const PASSWORD = 'Correct#Horse42';
const TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

let t: SignedInApp;
let app: FastifyInstance;
let identity: IdentityServer;
let client: SignedInApp['client'];

beforeAll(async () => {
  t = await createSignedInApp({ seeded: false });
  ({ app, identity, client } = t);
});
afterAll(async () => t?.close());

const latestCode = (recipient: string) => t.latestEntry(recipient);

describe('identity shim: sign-in', () => {
  it('signs in with USER_SRP_AUTH (aws-amplify’s SRP client) and issues tokens the API verifies', async () => {
    const { sub } = await createIdentityUser({ pool: 'standard', username: 'Plain.Patient@example.com', password: PASSWORD, confirmed: true });
    expect(await identityUserExists('standard', 'plain.patient@example.com')).toBe(true);
    const again = await createIdentityUser({ pool: 'standard', username: 'plain.patient@example.com', password: 'Other#Pass123', confirmed: true });
    expect(again.sub).toBe(sub);

    const answer = await client.srpSignIn('plain.patient@example.com', PASSWORD);
    expect(answer.status).toBe(200);
    const tokens = answer.body.AuthenticationResult!;
    expect(tokens.RefreshToken).toBeTruthy();
    expect(tokens.ExpiresIn).toBe(3600);
    const verified = await createTokenVerifier(trustOf(identity)).verifyIdToken(tokens.IdToken);
    expect(verified).toMatchObject({ sub, pool: 'standard', email: 'plain.patient@example.com' });

    const user = await client.call('GetUser', { AccessToken: tokens.AccessToken });
    expect(user.status).toBe(200);
    expect(user.body.Username).toBe(sub);
    const selfVerify = await client.call('UpdateUserAttributes', {
      AccessToken: tokens.AccessToken,
      UserAttributes: [{ Name: 'email_verified', Value: 'true' }],
    });
    expect(selfVerify.body.__type).toBe('NotAuthorizedException');
  });

  it('signs in with the phone number as username, and with USER_PASSWORD_AUTH', async () => {
    await createIdentityUser({ pool: 'standard', username: '+15555550101', password: PASSWORD, confirmed: true });
    expect((await client.srpSignIn('+15555550101', PASSWORD)).body.AuthenticationResult).toBeTruthy();
    const direct = await client.call('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: standard.clientId,
      AuthParameters: { USERNAME: '+15555550101', PASSWORD },
    });
    expect(direct.body.AuthenticationResult?.IdToken).toBeTruthy();
  });

  it('answers NotAuthorizedException for a wrong password, and the same for an unknown user', async () => {
    await createIdentityUser({ pool: 'standard', username: 'wrong.password@example.com', password: PASSWORD, confirmed: true });
    const srp = await client.srpSignIn('wrong.password@example.com', 'Wrong#Password1');
    expect(srp).toEqual({ status: 400, body: { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' } });
    const direct = await client.call('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: standard.clientId,
      AuthParameters: { USERNAME: 'wrong.password@example.com', PASSWORD: 'Wrong#Password1' },
    });
    expect(direct.body.__type).toBe('NotAuthorizedException');
    expect(await client.srpSignIn('nobody@example.com', PASSWORD)).toEqual(srp);
    const unknownDirect = await client.call('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: standard.clientId,
      AuthParameters: { USERNAME: 'nobody@example.com', PASSWORD },
    });
    expect(unknownDirect.body).toEqual(direct.body);
  });

  it('refuses an unconfirmed user until the resent confirmation code is used', async () => {
    await createIdentityUser({ pool: 'standard', username: 'unconfirmed@example.com', password: PASSWORD, confirmed: false });
    const first = await latestCode('unconfirmed@example.com');
    expect(first).toMatchObject({ purpose: 'sign-up', channel: 'email' });
    expect((await client.srpSignIn('unconfirmed@example.com', PASSWORD)).body.__type).toBe('UserNotConfirmedException');
    // A wrong password is still a wrong password: the account state is not revealed before it.
    expect((await client.srpSignIn('unconfirmed@example.com', 'Wrong#Password1')).body.__type).toBe('NotAuthorizedException');

    const resent = await client.call('ResendConfirmationCode', { ClientId: standard.clientId, Username: 'unconfirmed@example.com' });
    expect(resent.status).toBe(200);
    expect(resent.body.CodeDeliveryDetails).toEqual({ AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: 'u***@e***' });
    const second = await latestCode('unconfirmed@example.com');
    const entries = (await app.inject({ method: 'GET', url: '/api/dev/outbox?recipient=unconfirmed@example.com' })).json().entries;
    expect(entries).toHaveLength(2);

    const wrong = await client.call('ConfirmSignUp', { ClientId: standard.clientId, Username: 'unconfirmed@example.com', ConfirmationCode: second.code === '000000' ? '111111' : '000000' });
    expect(wrong.body.__type).toBe('CodeMismatchException');
    const confirmed = await client.call('ConfirmSignUp', { ClientId: standard.clientId, Username: 'unconfirmed@example.com', ConfirmationCode: second.code });
    expect(confirmed.status).toBe(200);
    expect((await client.srpSignIn('unconfirmed@example.com', PASSWORD)).body.AuthenticationResult).toBeTruthy();
    const again = await client.call('ResendConfirmationCode', { ClientId: standard.clientId, Username: 'unconfirmed@example.com' });
    expect(again.body.__type).toBe('InvalidParameterException');
  });

  it('challenges with SMS_MFA, delivers the code to the outbox, and refuses a wrong code', async () => {
    await createIdentityUser({
      pool: 'standard',
      username: 'sms.mfa@example.com',
      phone: '+15555550102',
      password: PASSWORD,
      confirmed: true,
      mfa: 'SMS_MFA',
    });
    const challenge = await client.srpSignIn('sms.mfa@example.com', PASSWORD);
    expect(challenge.body.ChallengeName).toBe('SMS_MFA');
    expect(challenge.body.ChallengeParameters).toMatchObject({ CODE_DELIVERY_DELIVERY_MEDIUM: 'SMS', CODE_DELIVERY_DESTINATION: '+*******0102' });
    const { code, purpose, channel } = await latestCode('+15555550102');
    expect({ purpose, channel }).toEqual({ purpose: 'sms-mfa', channel: 'sms' });
    expect(code).toMatch(/^\d{6}$/);

    const username = challenge.body.ChallengeParameters!.USERNAME!;
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await client.respond('SMS_MFA', challenge.body.Session, { USERNAME: username, SMS_MFA_CODE: wrongCode });
    expect(wrong.body.__type).toBe('CodeMismatchException');
    const forged = await client.respond('SMS_MFA', 'not-a-session', { USERNAME: username, SMS_MFA_CODE: code });
    expect(forged.body.__type).toBe('NotAuthorizedException');
    const right = await client.respond('SMS_MFA', challenge.body.Session, { USERNAME: username, SMS_MFA_CODE: code });
    expect(right.body.AuthenticationResult?.IdToken).toBeTruthy();
    // The code is single use.
    const replay = await client.respond('SMS_MFA', challenge.body.Session, { USERNAME: username, SMS_MFA_CODE: code });
    expect(replay.body.__type).toBe('CodeMismatchException');
  });

  it('challenges with SOFTWARE_TOKEN_MFA and with NEW_PASSWORD_REQUIRED', async () => {
    await createIdentityUser({ pool: 'standard', username: 'totp@example.com', password: PASSWORD, confirmed: true, mfa: 'SOFTWARE_TOKEN_MFA', totpSecret: TOTP_SECRET });
    const totp = await client.srpSignIn('totp@example.com', PASSWORD);
    expect(totp.body.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    const username = totp.body.ChallengeParameters!.USERNAME!;
    const done = await client.respond('SOFTWARE_TOKEN_MFA', totp.body.Session, { USERNAME: username, SOFTWARE_TOKEN_MFA_CODE: currentTotpCode(TOTP_SECRET) });
    expect(done.body.AuthenticationResult?.IdToken).toBeTruthy();

    await createIdentityUser({ pool: 'standard', username: 'new.password@example.com', password: 'Temporary#Pass1', confirmed: true, mustChangePassword: true });
    const challenge = await client.srpSignIn('new.password@example.com', 'Temporary#Pass1');
    expect(challenge.body.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    const name = challenge.body.ChallengeParameters!.USERNAME!;
    const weak = await client.respond('NEW_PASSWORD_REQUIRED', challenge.body.Session, { USERNAME: name, NEW_PASSWORD: 'short' });
    expect(weak.body.__type).toBe('InvalidPasswordException');
    const changed = await client.respond('NEW_PASSWORD_REQUIRED', challenge.body.Session, { USERNAME: name, NEW_PASSWORD: PASSWORD });
    expect(changed.body.AuthenticationResult?.IdToken).toBeTruthy();
    expect((await client.srpSignIn('new.password@example.com', PASSWORD)).body.AuthenticationResult).toBeTruthy();
  });
});

describe('identity shim: sessions', () => {
  it('refreshes with GetTokensFromRefreshToken until GlobalSignOut revokes the refresh tokens', async () => {
    await createIdentityUser({ pool: 'standard', username: 'refresh@example.com', password: PASSWORD, confirmed: true });
    const tokens = (await client.srpSignIn('refresh@example.com', PASSWORD)).body.AuthenticationResult!;
    const other = (await client.srpSignIn('refresh@example.com', PASSWORD)).body.AuthenticationResult!;

    const refreshed = await client.call('GetTokensFromRefreshToken', { ClientId: standard.clientId, RefreshToken: tokens.RefreshToken });
    expect(refreshed.status).toBe(200);
    const result = refreshed.body.AuthenticationResult!;
    expect(result.IdToken).not.toBe(tokens.IdToken);
    expect(result.RefreshToken).toBeUndefined();
    const verifier = createTokenVerifier(trustOf(identity));
    expect((await verifier.verifyIdToken(result.IdToken)).sub).toBe((await verifier.verifyIdToken(tokens.IdToken)).sub);
    const legacy = await client.call('InitiateAuth', { AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: standard.clientId, AuthParameters: { REFRESH_TOKEN: tokens.RefreshToken } });
    expect(legacy.body.AuthenticationResult?.IdToken).toBeTruthy();

    const wrongClient = await client.call('GetTokensFromRefreshToken', { ClientId: config.pools.basic.clientId, RefreshToken: tokens.RefreshToken });
    expect(wrongClient.body.__type).toBe('NotAuthorizedException');

    expect((await client.call('GlobalSignOut', { AccessToken: tokens.AccessToken })).status).toBe(200);
    for (const refreshToken of [tokens.RefreshToken, other.RefreshToken]) {
      const refused = await client.call('GetTokensFromRefreshToken', { ClientId: standard.clientId, RefreshToken: refreshToken });
      expect(refused).toEqual({ status: 400, body: { __type: 'NotAuthorizedException', message: 'Refresh Token has been revoked' } });
    }
    const fresh = (await client.srpSignIn('refresh@example.com', PASSWORD)).body.AuthenticationResult!;
    expect((await client.call('GetTokensFromRefreshToken', { ClientId: standard.clientId, RefreshToken: fresh.RefreshToken })).status).toBe(200);
  });

  it('refuses forged or foreign tokens', async () => {
    const garbage = await client.call('GetTokensFromRefreshToken', { ClientId: standard.clientId, RefreshToken: 'abc' });
    expect(garbage.body).toEqual({ __type: 'NotAuthorizedException', message: 'Invalid Refresh Token' });
    const badAccess = await client.call('GetUser', { AccessToken: 'a.b.c' });
    expect(badAccess.body.__type).toBe('NotAuthorizedException');
  });
});

describe('identity shim: accounts and protocol', () => {
  it('signs up (shim and server side) with the password policy, and resets a password by code', async () => {
    const weak = await client.call('SignUp', { ClientId: standard.clientId, Username: 'new.user@example.com', Password: 'weakpass' });
    expect(weak.body.__type).toBe('InvalidPasswordException');
    const signedUp = await client.call('SignUp', { ClientId: standard.clientId, Username: 'new.user@example.com', Password: PASSWORD });
    expect(signedUp.body).toMatchObject({ UserConfirmed: false, UserSub: expect.any(String) });
    expect((await latestCode('new.user@example.com')).purpose).toBe('sign-up');
    await expect(signUpIdentityUser({ pool: 'standard', username: 'new.user@example.com', password: PASSWORD })).rejects.toMatchObject({
      type: 'UsernameExistsException',
    });
    const registered = await signUpIdentityUser({ pool: 'standard', username: '+15555550103', password: PASSWORD });
    expect(registered.codeDelivery.DeliveryMedium).toBe('SMS');

    await createIdentityUser({ pool: 'standard', username: 'forgot@example.com', password: PASSWORD, confirmed: true });
    expect((await client.call('ForgotPassword', { ClientId: standard.clientId, Username: 'forgot@example.com' })).status).toBe(200);
    const { code, purpose } = await latestCode('forgot@example.com');
    expect(purpose).toBe('forgot-password');
    const noCode = await client.call('ConfirmForgotPassword', { ClientId: standard.clientId, Username: 'forgot@example.com', Password: 'Brand#NewPass9' });
    expect(noCode.body.__type).toBe('InvalidParameterException');
    const reset = await client.call('ConfirmForgotPassword', {
      ClientId: standard.clientId,
      Username: 'forgot@example.com',
      ConfirmationCode: code,
      Password: 'Brand#NewPass9',
    });
    expect(reset.status).toBe(200);
    expect((await client.srpSignIn('forgot@example.com', 'Brand#NewPass9')).body.AuthenticationResult).toBeTruthy();
  });

  it('answers in Cognito’s error shape and keeps administrative operations out of reach', async () => {
    const admin = await client.call('AdminCreateUser', { UserPoolId: standard.userPoolId, Username: 'intruder@example.com' });
    expect(admin.body.__type).toBe('UnsupportedOperationException');
    const unknownClient = await client.call('InitiateAuth', { AuthFlow: 'USER_SRP_AUTH', ClientId: 'nope', AuthParameters: { USERNAME: 'x', SRP_A: 'ab' } });
    expect(unknownClient.body.__type).toBe('ResourceNotFoundException');
    const broken = await app.inject({
      method: 'POST',
      url: '/identity',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
      payload: '{not json',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().__type).toBe('SerializationException');
    const noTarget = await app.inject({ method: 'POST', url: '/identity', headers: { 'content-type': 'application/x-amz-json-1.1' }, payload: '{}' });
    expect(noTarget.json().__type).toBe('UnknownOperationException');
    const jwks = await app.inject({ method: 'GET', url: `/identity/${standard.userPoolId}/.well-known/jwks.json` });
    expect(jwks.json().keys).toHaveLength(1);
  });

  it('lists the outbox newest first, and creates users through the development route', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/dev/identity-users',
      payload: { username: 'dev.route@example.com', password: PASSWORD },
    });
    expect(created.statusCode).toBe(200);
    expect((await client.srpSignIn('dev.route@example.com', PASSWORD)).body.AuthenticationResult).toBeTruthy();

    const all = (await app.inject({ method: 'GET', url: '/api/dev/outbox' })).json().entries as { id: number; time: string }[];
    expect(all.length).toBeGreaterThan(3);
    expect(all.map((entry) => entry.id)).toEqual([...all.map((entry) => entry.id)].sort((a, b) => b - a));
  });

  it('has no development routes and no identity endpoint in production', async () => {
    const production = await buildApp({ db: t.database.db, mode: 'production', logger: false });
    await production.ready();
    expect((await production.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
    expect((await production.inject({ method: 'POST', url: '/api/dev/identity-users', payload: {} })).statusCode).toBe(404);
    await production.close();
  });
});
