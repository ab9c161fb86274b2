import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityUser } from '../../../server/seed/identity-users';
import { createSignedInApp, IDENTITY_CONFIG, type SignedInApp } from './support/signed-in-app';

/**
 * A username change must never hand an account to someone else: the identity refuses an e-mail
 * or phone number another user signs in with (AliasExistsException, as Amazon Cognito), before
 * anything changes, and of two patients racing for one address exactly one gets it.
 */
let t: SignedInApp;
beforeAll(async () => {
  t = await createSignedInApp();
});
afterAll(() => t?.close());

interface Patient {
  username: string;
  password: string;
  uId: number;
}

interface Tokens {
  IdToken: string;
  AccessToken: string;
  RefreshToken?: string;
}

/** A new signed-up patient with a password of its own (fresh patients start with the demo password). */
async function freshPatient(): Promise<Patient> {
  const response = await t.app.inject({ method: 'POST', url: '/api/dev/refill-patients', payload: {} });
  expect(response.statusCode, response.body).toBe(200);
  const patient = response.json<Patient>();
  const password = `Own#Pass1-${randomBytes(4).toString('hex')}`;
  const tokens = await signIn(patient.username, patient.password);
  const change = await t.client.call('ChangePassword', { AccessToken: tokens.AccessToken, PreviousPassword: patient.password, ProposedPassword: password });
  expect(change.status, JSON.stringify(change.body)).toBe(200);
  return { ...patient, password };
}

/** A user of the standard pool who signs in with a phone number (and has no patient record). */
async function phoneUser(): Promise<{ username: string; password: string }> {
  const username = `+1555${String(randomBytes(4).readUInt32BE(0) % 10_000_000).padStart(7, '0')}`;
  const password = `Phone#Pass1-${randomBytes(4).toString('hex')}`;
  await createIdentityUser({ pool: 'standard', username, password, confirmed: true }, t.identity);
  return { username, password };
}

async function signIn(username: string, password: string): Promise<Tokens> {
  const answer = await t.client.srpSignIn(username, password);
  expect(answer.status, `${username} signs in: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body.AuthenticationResult!;
}

const newEmail = (label: string) => `${label}-${randomBytes(4).toString('hex')}@example.com`;

/** The sign-in of each account is exactly its own: its username with its password, and not another's password. */
async function expectOwnSignInOnly(accounts: { username: string; password: string }[]) {
  for (const account of accounts) {
    const own = await t.client.srpSignIn(account.username, account.password);
    expect(own.status, `${account.username} with its own password: ${JSON.stringify(own.body)}`).toBe(200);
    expect(await subOfSession(own.body.AuthenticationResult!.AccessToken)).toBe(await subOfUsername(account.username));
    for (const other of accounts.filter((candidate) => candidate.password !== account.password)) {
      const crossed = await t.client.srpSignIn(account.username, other.password);
      expect(crossed.body.__type, `${account.username} with another account's password`).toBe('NotAuthorizedException');
    }
  }
}

async function subOfSession(accessToken: string): Promise<string> {
  const user = await t.client.call('GetUser', { AccessToken: accessToken });
  return String(user.body.Username);
}

async function subOfUsername(username: string): Promise<string | undefined> {
  const pool = await t.identity.poolByName('standard');
  return (await pool.userPool.getUserByUsername(t.identity.ctx, username))?.Username;
}

function updateAttribute(tokens: Tokens, name: 'email' | 'phone_number', value: string) {
  return t.client.call('UpdateUserAttributes', { AccessToken: tokens.AccessToken, UserAttributes: [{ Name: name, Value: value }] });
}

function verifyAttribute(tokens: Tokens, name: 'email' | 'phone_number', code: string) {
  return t.client.call('VerifyUserAttribute', { AccessToken: tokens.AccessToken, AttributeName: name, Code: code });
}

async function attributesOf(tokens: Tokens): Promise<Record<string, string>> {
  const user = await t.client.call('GetUser', { AccessToken: tokens.AccessToken });
  expect(user.status).toBe(200);
  const list = user.body.UserAttributes as { Name: string; Value: string }[];
  return Object.fromEntries(list.map((attribute) => [attribute.Name, attribute.Value]));
}

async function attributeCodesTo(recipient: string): Promise<number> {
  const response = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?recipient=${encodeURIComponent(recipient)}` });
  return (response.json().entries as { purpose: string }[]).filter((entry) => entry.purpose === 'attribute-verification').length;
}

async function refreshed(tokens: Tokens): Promise<Tokens> {
  const answer = await t.client.call('GetTokensFromRefreshToken', { ClientId: IDENTITY_CONFIG.pools.standard.clientId, RefreshToken: tokens.RefreshToken });
  expect(answer.status).toBe(200);
  return answer.body.AuthenticationResult!;
}

function putUsername(tokens: Tokens, uId: number, type: 'email' | 'phone', value: string) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/patients/username',
    headers: { authorization: `Bearer ${tokens.IdToken}` },
    payload: { u_id: uId, mainContact: { type, value } },
  });
}

async function patientUsername(tokens: Tokens, uId: number): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: `/api/patients?u_id=${uId}`, headers: { authorization: `Bearer ${tokens.IdToken}` } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ patient: { username: string } }>().patient.username;
}

describe('UpdateUserAttributes refuses an address another user signs in with', () => {
  it("another patient's e-mail: AliasExistsException, no code to that mailbox, and nothing changes", async () => {
    const a = await freshPatient();
    const b = await freshPatient();
    const tokens = await signIn(a.username, a.password);

    const update = await updateAttribute(tokens, 'email', b.username.toUpperCase());
    expect(update.status).toBe(400);
    expect(update.body).toMatchObject({ __type: 'AliasExistsException', message: 'An account with the given email already exists.' });
    expect(await attributeCodesTo(b.username)).toBe(0);
    expect(await attributesOf(tokens)).toMatchObject({ email: a.username, email_verified: 'true' });
    await expectOwnSignInOnly([a, b]);
  });

  it("another user's phone number: AliasExistsException, no text to that phone, and nothing changes", async () => {
    const a = await freshPatient();
    const b = await phoneUser();
    const tokens = await signIn(a.username, a.password);

    const update = await updateAttribute(tokens, 'phone_number', b.username);
    expect(update.status).toBe(400);
    expect(update.body).toMatchObject({ __type: 'AliasExistsException', message: 'An account with the given phone number already exists.' });
    expect(await attributeCodesTo(b.username)).toBe(0);
    expect((await attributesOf(tokens)).phone_number).toBeUndefined();
    await expectOwnSignInOnly([a, b]);
  });

  it('refuses an address no one could sign in with (InvalidParameterException), so none is stored to verify', async () => {
    const a = await freshPatient();
    const tokens = await signIn(a.username, a.password);
    for (const [name, value] of [['email', 'not-an-address'], ['email', 'bell\u0007@example.com'], ['phone_number', '5555550123'], ['phone_number', 'someone@example.com']] as const) {
      const update = await updateAttribute(tokens, name, value);
      expect(`${name} ${JSON.stringify(value)} ${update.status} ${update.body.__type}`).toBe(`${name} ${JSON.stringify(value)} 400 InvalidParameterException`);
    }
    expect(await attributesOf(tokens)).toMatchObject({ email: a.username, email_verified: 'true' });
  });

  it('keeps the old address signing in until the new one is verified', async () => {
    const a = await freshPatient();
    const tokens = await signIn(a.username, a.password);
    const wanted = newEmail('pending');
    expect((await updateAttribute(tokens, 'email', wanted)).status).toBe(200);

    expect(await attributesOf(tokens)).toMatchObject({ email: a.username, email_verified: 'true' });
    await signIn(a.username, a.password);
    expect((await t.client.srpSignIn(wanted, a.password)).body.__type).toBe('NotAuthorizedException');
  });
});

describe('VerifyUserAttribute refuses an address another user took in the meantime', () => {
  it('e-mail: the second patient to verify gets AliasExistsException and keeps its own username', async () => {
    const a = await freshPatient();
    const c = await freshPatient();
    const wanted = newEmail('verify');
    const aTokens = await signIn(a.username, a.password);
    const cTokens = await signIn(c.username, c.password);
    expect((await updateAttribute(aTokens, 'email', wanted)).status).toBe(200);
    const aCode = await t.latestCode(wanted);
    expect((await updateAttribute(cTokens, 'email', wanted)).status).toBe(200);
    const cCode = await t.latestCode(wanted);

    expect((await verifyAttribute(aTokens, 'email', aCode)).status).toBe(200);
    const refused = await verifyAttribute(cTokens, 'email', cCode);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ __type: 'AliasExistsException', message: 'An account with the given email already exists.' });

    expect(await attributesOf(cTokens)).toMatchObject({ email: c.username, email_verified: 'true' });
    await expectOwnSignInOnly([{ username: wanted, password: a.password }, c]);
  });

  it('phone number: the second patient to verify gets AliasExistsException and keeps its own username', async () => {
    const a = await freshPatient();
    const c = await freshPatient();
    const wanted = (await phoneUser()).username.replace(/^\+1555/, '+1666');
    const aTokens = await signIn(a.username, a.password);
    const cTokens = await signIn(c.username, c.password);
    expect((await updateAttribute(aTokens, 'phone_number', wanted)).status).toBe(200);
    const aCode = await t.latestCode(wanted);
    expect((await updateAttribute(cTokens, 'phone_number', wanted)).status).toBe(200);
    const cCode = await t.latestCode(wanted);

    expect((await verifyAttribute(aTokens, 'phone_number', aCode)).status).toBe(200);
    const refused = await verifyAttribute(cTokens, 'phone_number', cCode);
    expect(refused.body).toMatchObject({ __type: 'AliasExistsException', message: 'An account with the given phone number already exists.' });

    expect((await attributesOf(cTokens)).phone_number).toBeUndefined();
    await expectOwnSignInOnly([{ username: wanted, password: a.password }, c]);
    // The phone is a's now: a's own e-mail still signs in a as well.
    await signIn(a.username, a.password);
  });
});

describe('PUT /patients/username with an address another patient uses', () => {
  it('the change is refused at the identity, the API changes neither patient, and each keeps exactly its sign-in', async () => {
    const a = await freshPatient();
    const b = await freshPatient();
    const aTokens = await signIn(a.username, a.password);
    const bTokens = await signIn(b.username, b.password);

    expect((await updateAttribute(aTokens, 'email', b.username)).body.__type).toBe('AliasExistsException');
    // What the settings screen would send next, with a refreshed token: the address is not a's.
    const put = await putUsername(await refreshed(aTokens), a.uId, 'email', b.username);
    expect(put.statusCode).toBe(403);

    expect(await patientUsername(aTokens, a.uId)).toBe(a.username);
    expect(await patientUsername(bTokens, b.uId)).toBe(b.username);
    await expectOwnSignInOnly([a, b]);
  });
});

describe('two patients racing for one address', () => {
  it('exactly one gets it; the other is refused with AliasExistsException, and both keep their sign-in', async () => {
    const a = await freshPatient();
    const c = await freshPatient();
    const wanted = newEmail('race');
    const aTokens = await signIn(a.username, a.password);
    const cTokens = await signIn(c.username, c.password);
    expect((await updateAttribute(aTokens, 'email', wanted)).status).toBe(200);
    const aCode = await t.latestCode(wanted);
    expect((await updateAttribute(cTokens, 'email', wanted)).status).toBe(200);
    const cCode = await t.latestCode(wanted);

    const [aVerify, cVerify] = await Promise.all([verifyAttribute(aTokens, 'email', aCode), verifyAttribute(cTokens, 'email', cCode)]);
    const outcomes = [aVerify, cVerify].map((answer) => (answer.status === 200 ? 'won' : answer.body.__type));
    expect(outcomes.sort()).toEqual(['AliasExistsException', 'won']);
    const [winner, loser] = aVerify.status === 200 ? [{ patient: a, tokens: aTokens }, { patient: c, tokens: cTokens }] : [{ patient: c, tokens: cTokens }, { patient: a, tokens: aTokens }];

    // The winner's API record takes the address; the loser's token never carries it.
    const won = await putUsername(await refreshed(winner.tokens), winner.patient.uId, 'email', wanted);
    expect(won.statusCode, won.body).toBe(200);
    const lost = await putUsername(await refreshed(loser.tokens), loser.patient.uId, 'email', wanted);
    expect(lost.statusCode).toBe(403);
    expect(await patientUsername(loser.tokens, loser.patient.uId)).toBe(loser.patient.username);

    await expectOwnSignInOnly([{ username: wanted, password: winner.patient.password }, loser.patient]);
    expect((await t.client.srpSignIn(winner.patient.username, winner.patient.password)).body.__type).toBe('NotAuthorizedException');
  });
});
