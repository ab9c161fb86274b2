import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityUser } from '../../../server/seed/identity-users';
import { createSignedInApp, IDENTITY_CONFIG, type SignedInApp } from './support/signed-in-app';

/**
 * No password at rest: after every way a password is set (sign-up, change, reset, an account made
 * by the server with a temporary password and the new password that replaces it), no row of
 * `identity_users` holds any password used, in any column (the JSON record included); each
 * record holds a salt and verifier instead, and the current password signs in.
 */

const POOL = IDENTITY_CONFIG.pools.standard;
const used: string[] = [];

let t: SignedInApp;

beforeAll(async () => {
  t = await createSignedInApp({ seeded: false });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

/** Every column of every identity user row, as text. */
async function identityUserRows(): Promise<string[]> {
  const result = await t.database.db.execute<{ row: string }>(sql`SELECT row_to_json(u)::text AS row FROM identity_users u`);
  return result.rows.map((row) => row.row);
}

async function expectNoPasswordStored(): Promise<void> {
  const rows = await identityUserRows();
  expect(rows.length).toBeGreaterThan(0);
  for (const password of used) {
    for (const row of rows) expect(row.includes(password), `a row holds ${password}`).toBe(false);
  }
  const records = await t.database.db.execute<{ record: Record<string, unknown> }>(sql`SELECT record FROM identity_users`);
  for (const { record } of records.rows) {
    expect(record).not.toHaveProperty('Password');
    expect(record.SrpSalt).toMatch(/^[0-9a-f]+$/);
    expect(record.SrpVerifier).toMatch(/^[0-9a-f]+$/);
  }
}

function passwordAuth(username: string, password: string) {
  return t.client.call('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: POOL.clientId, AuthParameters: { USERNAME: username, PASSWORD: password } });
}

/** Signs in with SRP and with USER_PASSWORD_AUTH; the previous password of the user is refused. */
async function expectSignsIn(username: string, password: string, previous?: string): Promise<string> {
  const srp = await t.client.srpSignIn(username, password);
  expect(srp.status, JSON.stringify(srp.body)).toBe(200);
  const plain = await passwordAuth(username, password);
  expect(plain.status, JSON.stringify(plain.body)).toBe(200);
  if (previous) expect((await passwordAuth(username, previous)).body.__type).toBe('NotAuthorizedException');
  return srp.body.AuthenticationResult!.AccessToken;
}

describe('the identity keeps no password', () => {
  const username = 'at-rest@example.com';
  const signUpPassword = 'AtRest#SignUp7';
  const changedPassword = 'AtRest#Changed7';
  const resetPassword = 'AtRest#Reset7';
  let accessToken: string;

  it('after a sign-up and its confirmation', async () => {
    used.push(signUpPassword);
    const signUp = await t.client.call('SignUp', { ClientId: POOL.clientId, Username: username, Password: signUpPassword, UserAttributes: [] });
    expect(signUp.status, JSON.stringify(signUp.body)).toBe(200);
    await expectNoPasswordStored();
    const confirmed = await t.client.call('ConfirmSignUp', { ClientId: POOL.clientId, Username: username, ConfirmationCode: await t.latestCode(username) });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    accessToken = await expectSignsIn(username, signUpPassword);
    await expectNoPasswordStored();
  });

  it('after a password change, which checks the previous password against the verifier', async () => {
    used.push(changedPassword);
    const wrong = await t.client.call('ChangePassword', { AccessToken: accessToken, PreviousPassword: 'AtRest#Wrong7', ProposedPassword: changedPassword });
    expect(wrong.body.__type).toBe('NotAuthorizedException');
    const changed = await t.client.call('ChangePassword', { AccessToken: accessToken, PreviousPassword: signUpPassword, ProposedPassword: changedPassword });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    await expectNoPasswordStored();
    await expectSignsIn(username, changedPassword, signUpPassword);
  });

  it('after a forgotten password is reset with the code', async () => {
    used.push(resetPassword);
    expect((await t.client.call('ForgotPassword', { ClientId: POOL.clientId, Username: username })).status).toBe(200);
    const code = await t.latestCode(username);
    const reset = await t.client.call('ConfirmForgotPassword', { ClientId: POOL.clientId, Username: username, ConfirmationCode: code, Password: resetPassword });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    await expectNoPasswordStored();
    await expectSignsIn(username, resetPassword, changedPassword);
  });

  it('after the server makes an account with a temporary password, and after the new password replacing it', async () => {
    const adminUsername = 'at-rest-admin@example.com';
    const temporary = 'AtRest#Temporary7';
    const chosen = 'AtRest#Chosen7';
    used.push(temporary, chosen);
    await createIdentityUser({ pool: 'standard', username: adminUsername, password: temporary, confirmed: true, mustChangePassword: true }, t.identity);
    await expectNoPasswordStored();
    const challenge = await t.client.srpSignIn(adminUsername, temporary);
    expect(challenge.body.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    const answered = await t.client.respond('NEW_PASSWORD_REQUIRED', challenge.body.Session, { USERNAME: challenge.body.ChallengeParameters!.USERNAME!, NEW_PASSWORD: chosen });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect(answered.body.AuthenticationResult?.IdToken).toBeTruthy();
    await expectNoPasswordStored();
    await expectSignsIn(adminUsername, chosen, temporary);
  });

  it('keeps one salt per user, the same at each sign-in until the password changes', async () => {
    const { rows } = await t.database.db.execute<{ salt: string }>(sql`SELECT record ->> 'SrpSalt' AS salt FROM identity_users`);
    expect(new Set(rows.map((row) => row.salt)).size).toBe(rows.length);
  });
});
