import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { createIdentityUser as createUser, type NewIdentityUser } from '../../../server/seed/identity-users';
import { currentTotpCode } from '../support/identity-users';
import { startIdentityServer, type IdentityServer } from '../../../server/platform/identity/identity-server';
import { identityClient } from './support/identity-client';
import { createSignedInApp, IDENTITY_CONFIG, type SignedInApp } from './support/signed-in-app';

const config = IDENTITY_CONFIG;
const standard = config.pools.standard;
const PASSWORD = 'Correct#Horse42';
const WRONG = 'Wrong#Horse4242';
const TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/**
 * The identity's clock, stopped at the file's start and moved only by the tests, so a lockout of
 * one or two seconds does not run out while a slow machine answers a sign-in.
 */
const startedAt = Date.now();
const clock = { offsetMs: 0, get: () => new Date(startedAt + clock.offsetMs) };
const advance = (seconds: number) => {
  clock.offsetMs += seconds * 1000;
};

let t: SignedInApp;
let dataDir: string;
let identity: IdentityServer;
let app: FastifyInstance;
let client: SignedInApp['client'];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'rx-identity-limits-'));
  t = await createSignedInApp({ seeded: false, dataDir, clock });
  ({ app, identity, client } = t);
});

afterAll(async () => {
  await t?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const latestCode = (recipient: string) => t.latestCode(recipient);

/** With this test's identity server named: a second one is started and closed below. */
const createIdentityUser = (server: IdentityServer, user: NewIdentityUser) => createUser(user, server);

const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

describe('sign-in lockout', () => {
  it('locks a user out after five wrong passwords, with "Password attempts exceeded" even for the right one, for longer each time', async () => {
    await createIdentityUser(identity, { pool: 'standard', username: 'locked@example.com', password: PASSWORD, confirmed: true });
    for (let i = 0; i < 5; i += 1) {
      expect((await client.srpSignIn('locked@example.com', WRONG)).body).toEqual({ __type: 'NotAuthorizedException', message: 'Incorrect username or password.' });
    }
    expect((await client.srpSignIn('locked@example.com', PASSWORD)).body).toEqual({ __type: 'NotAuthorizedException', message: 'Password attempts exceeded' });
    const direct = await client.call('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: standard.clientId, AuthParameters: { USERNAME: 'locked@example.com', PASSWORD } });
    expect(direct.body.message).toBe('Password attempts exceeded');

    advance(1.5);
    expect((await client.srpSignIn('locked@example.com', WRONG)).body.message).toBe('Incorrect username or password.');
    advance(1.5);
    // The sixth failure locked for 2 s: still locked 1.5 s later.
    expect((await client.srpSignIn('locked@example.com', PASSWORD)).body.message).toBe('Password attempts exceeded');
    advance(1);
    expect((await client.srpSignIn('locked@example.com', PASSWORD)).body.AuthenticationResult?.IdToken).toBeTruthy();
    // Success starts the count afresh.
    expect((await client.srpSignIn('locked@example.com', WRONG)).body.message).toBe('Incorrect username or password.');
    expect((await client.srpSignIn('locked@example.com', PASSWORD)).body.AuthenticationResult).toBeTruthy();
  });

  it('answers an unknown username exactly like a wrong password, however often', async () => {
    for (let i = 0; i < 7; i += 1) {
      expect((await client.srpSignIn('no.such.user@example.com', PASSWORD)).body).toEqual({ __type: 'NotAuthorizedException', message: 'Incorrect username or password.' });
    }
    const forgot = await client.call('ForgotPassword', { ClientId: standard.clientId, Username: 'no.such.user@example.com' });
    expect(forgot.body).toEqual({ CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: 'n***@e***' } });
    const confirm = await client.call('ConfirmForgotPassword', { ClientId: standard.clientId, Username: 'no.such.user@example.com', ConfirmationCode: '123456', Password: PASSWORD });
    expect(confirm.body.__type).toBe('CodeMismatchException');
  });
});

describe('MFA challenge sessions', () => {
  it('end after three wrong SMS codes: the right code is then refused as an invalid session', async () => {
    await createIdentityUser(identity, { pool: 'standard', username: 'mfa.tries@example.com', phone: '+15555550141', password: PASSWORD, confirmed: true, mfa: 'SMS_MFA' });
    const challenge = await client.srpSignIn('mfa.tries@example.com', PASSWORD);
    const code = await latestCode('+15555550141');
    const username = challenge.body.ChallengeParameters!.USERNAME!;
    for (let i = 0; i < 3; i += 1) {
      const wrong = await client.respond('SMS_MFA', challenge.body.Session, { USERNAME: username, SMS_MFA_CODE: otherThan(code) });
      expect(wrong.body.__type).toBe('CodeMismatchException');
    }
    const late = await client.respond('SMS_MFA', challenge.body.Session, { USERNAME: username, SMS_MFA_CODE: code });
    expect(late.body).toEqual({ __type: 'NotAuthorizedException', message: 'Invalid session for the user, session is expired.' });

    const again = await client.srpSignIn('mfa.tries@example.com', PASSWORD);
    const fresh = await latestCode('+15555550141');
    expect((await client.respond('SMS_MFA', again.body.Session, { USERNAME: username, SMS_MFA_CODE: fresh })).body.AuthenticationResult).toBeTruthy();
  });

  it('end after three minutes, for SMS and authenticator codes alike', async () => {
    await createIdentityUser(identity, { pool: 'standard', username: 'mfa.slow@example.com', phone: '+15555550142', password: PASSWORD, confirmed: true, mfa: 'SMS_MFA' });
    const challenge = await client.srpSignIn('mfa.slow@example.com', PASSWORD);
    const code = await latestCode('+15555550142');
    advance(181);
    const late = await client.respond('SMS_MFA', challenge.body.Session, { USERNAME: challenge.body.ChallengeParameters!.USERNAME!, SMS_MFA_CODE: code });
    expect(late.body.__type).toBe('NotAuthorizedException');

    await createIdentityUser(identity, { pool: 'standard', username: 'totp.tries@example.com', password: PASSWORD, confirmed: true, mfa: 'SOFTWARE_TOKEN_MFA', totpSecret: TOTP_SECRET });
    const totp = await client.srpSignIn('totp.tries@example.com', PASSWORD);
    const name = totp.body.ChallengeParameters!.USERNAME!;
    for (let i = 0; i < 3; i += 1) {
      expect((await client.respond('SOFTWARE_TOKEN_MFA', totp.body.Session, { USERNAME: name, SOFTWARE_TOKEN_MFA_CODE: 'abcdef' })).body.__type).toBe('CodeMismatchException');
    }
    const right = await client.respond('SOFTWARE_TOKEN_MFA', totp.body.Session, { USERNAME: name, SOFTWARE_TOKEN_MFA_CODE: currentTotpCode(TOTP_SECRET) });
    expect(right.body.__type).toBe('NotAuthorizedException');
  });
});

describe('forgot-password codes', () => {
  const reset = (username: string, code: string, password = 'Brand#NewPass9') =>
    client.call('ConfirmForgotPassword', { ClientId: standard.clientId, Username: username, ConfirmationCode: code, Password: password });

  it('expire after one hour (ExpiredCodeException); a new code works', async () => {
    await createIdentityUser(identity, { pool: 'standard', username: 'reset.late@example.com', password: PASSWORD, confirmed: true });
    await client.call('ForgotPassword', { ClientId: standard.clientId, Username: 'reset.late@example.com' });
    const code = await latestCode('reset.late@example.com');
    advance(3601);
    expect((await reset('reset.late@example.com', code)).body).toEqual({ __type: 'ExpiredCodeException', message: 'Invalid code provided, please request a code again.' });
    await client.call('ForgotPassword', { ClientId: standard.clientId, Username: 'reset.late@example.com' });
    advance(3500);
    expect((await reset('reset.late@example.com', await latestCode('reset.late@example.com'))).status).toBe(200);
  });

  it('stop working after five wrong tries (LimitExceededException), even with the right code', async () => {
    await createIdentityUser(identity, { pool: 'standard', username: 'reset.tries@example.com', password: PASSWORD, confirmed: true });
    await client.call('ForgotPassword', { ClientId: standard.clientId, Username: 'reset.tries@example.com' });
    const code = await latestCode('reset.tries@example.com');
    for (let i = 0; i < 5; i += 1) expect((await reset('reset.tries@example.com', otherThan(code))).body.__type).toBe('CodeMismatchException');
    expect((await reset('reset.tries@example.com', code)).body).toEqual({ __type: 'LimitExceededException', message: 'Attempt limit exceeded, please try after some time.' });
    expect((await client.srpSignIn('reset.tries@example.com', 'Brand#NewPass9')).body.__type).toBe('NotAuthorizedException');
    // A code used once is gone.
    await client.call('ForgotPassword', { ClientId: standard.clientId, Username: 'reset.tries@example.com' });
    const fresh = await latestCode('reset.tries@example.com');
    expect((await reset('reset.tries@example.com', fresh)).status).toBe(200);
    expect((await reset('reset.tries@example.com', fresh, 'Other#NewPass9')).body.__type).toBe('CodeMismatchException');
  });
});

describe('sign-up confirmation and attribute verification codes', () => {
  const confirm = (username: string, code: string) => client.call('ConfirmSignUp', { ClientId: standard.clientId, Username: username, ConfirmationCode: code });

  it('expire after 24 hours; a resent code works', async () => {
    await client.call('SignUp', { ClientId: standard.clientId, Username: 'late.confirm@example.com', Password: PASSWORD });
    const code = await latestCode('late.confirm@example.com');
    advance(24 * 3600 - 60);
    const stillValid = await latestCode('late.confirm@example.com');
    expect(stillValid).toBe(code);
    advance(61);
    expect((await confirm('late.confirm@example.com', code)).body.__type).toBe('ExpiredCodeException');
    await client.call('ResendConfirmationCode', { ClientId: standard.clientId, Username: 'late.confirm@example.com' });
    expect((await confirm('late.confirm@example.com', await latestCode('late.confirm@example.com'))).status).toBe(200);
  });

  it('stop working after five wrong tries', async () => {
    await client.call('SignUp', { ClientId: standard.clientId, Username: 'many.tries@example.com', Password: PASSWORD });
    const code = await latestCode('many.tries@example.com');
    for (let i = 0; i < 5; i += 1) expect((await confirm('many.tries@example.com', otherThan(code))).body.__type).toBe('CodeMismatchException');
    expect((await confirm('many.tries@example.com', code)).body.__type).toBe('LimitExceededException');
  });

  it('limits the tries of an attribute verification code too', async () => {
    await createIdentityUser(identity, { pool: 'standard', username: 'attr.tries@example.com', password: PASSWORD, confirmed: true });
    const tokens = (await client.srpSignIn('attr.tries@example.com', PASSWORD)).body.AuthenticationResult!;
    const update = await client.call('UpdateUserAttributes', { AccessToken: tokens.AccessToken, UserAttributes: [{ Name: 'email', Value: 'attr.new@example.com' }] });
    expect(update.status).toBe(200);
    const code = await latestCode('attr.new@example.com');
    const verify = (value: string) => client.call('VerifyUserAttribute', { AccessToken: tokens.AccessToken, AttributeName: 'email', Code: value });
    for (let i = 0; i < 5; i += 1) expect((await verify(otherThan(code))).body.__type).toBe('CodeMismatchException');
    expect((await verify(code)).body.__type).toBe('LimitExceededException');
  });
});

describe('attempt state', () => {
  it('can be aged through a development route (never in production) so that end-to-end tests need not wait', async () => {
    await createIdentityUser(identity, { pool: 'standard', username: 'aged.code@example.com', password: PASSWORD, confirmed: true });
    await client.call('ForgotPassword', { ClientId: standard.clientId, Username: 'aged.code@example.com' });
    const code = await latestCode('aged.code@example.com');
    const age = (body: object) => app.inject({ method: 'POST', url: '/api/dev/identity-attempts/age', payload: body });
    expect((await age({ username: 'aged.code@example.com', purpose: 'forgot-password', seconds: 3601 })).statusCode).toBe(200);
    expect((await age({ username: 'nobody.here@example.com', purpose: 'forgot-password', seconds: 10 })).statusCode).toBe(404);
    const reset = await client.call('ConfirmForgotPassword', { ClientId: standard.clientId, Username: 'aged.code@example.com', ConfirmationCode: code, Password: 'Brand#NewPass9' });
    expect(reset.body.__type).toBe('ExpiredCodeException');

    const production = await buildApp({ db: t.database.db, mode: 'production', logger: false, identityServer: identity });
    const refused = await production.inject({ method: 'POST', url: '/api/dev/identity-attempts/age', payload: { username: 'aged.code@example.com', purpose: 'sign-in', seconds: 10 } });
    expect(refused.statusCode).toBe(404);
    await production.close();
  });

  it('keeps the lockout where every server process sees it (the database), not in one process', async () => {
    await createIdentityUser(identity, { pool: 'standard', username: 'shared.lock@example.com', password: PASSWORD, confirmed: true });
    for (let i = 0; i < 5; i += 1) await client.srpSignIn('shared.lock@example.com', WRONG);
    const second = await startIdentityServer({ db: t.database.db, config, dataDir, clock });
    const secondApp = await buildApp({ db: t.database.db, mode: 'test', identityServer: second });
    try {
      const answer = await identityClient(secondApp, standard).srpSignIn('shared.lock@example.com', PASSWORD);
      expect(answer.body.message).toBe('Password attempts exceeded');
    } finally {
      await secondApp.close();
      await second.close();
    }
  });
});
