import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityUser } from '../../../server/seed/identity-users';
import { startSrp } from './support/amplify-srp';
import { createSignedInApp, IDENTITY_CONFIG, type SignedInApp } from './support/signed-in-app';

/**
 * An unknown username's PASSWORD_VERIFIER challenge cannot be told from a real user's: the same
 * parameters, an id of the same form as a real user's, a salt of the same form, and the same id
 * and salt at every attempt, as a real user's are (a fresh random id each time would have told).
 */

const POOL = IDENTITY_CONFIG.pools.standard;
const REAL = 'challenge-real@example.com';
const PASSWORD = 'Challenge#Real42';
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let t: SignedInApp;

beforeAll(async () => {
  t = await createSignedInApp({ seeded: false });
  await createIdentityUser({ pool: 'standard', username: REAL, password: PASSWORD, confirmed: true }, t.identity);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function challengeFor(username: string) {
  const srp = await startSrp(POOL.userPoolId);
  const answer = await t.client.call('InitiateAuth', { AuthFlow: 'USER_SRP_AUTH', ClientId: POOL.clientId, AuthParameters: { USERNAME: username, SRP_A: srp.srpA } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body.ChallengeName).toBe('PASSWORD_VERIFIER');
  return { srp, body: answer.body, parameters: answer.body.ChallengeParameters! };
}

/** A salt as sent: the hex of a 16-byte number, padded as Java's BigInteger.toByteArray() gives it. */
function expectSaltForm(salt: string | undefined) {
  expect(salt).toMatch(/^(00[89a-f][0-9a-f]{31}|[0-7][0-9a-f]{31}|[0-9a-f]{0,30})$/);
  expect(salt!.length % 2).toBe(0);
}

describe('the SRP challenge of an unknown username', () => {
  it('has the shape of a real user’s, with an id and salt of the same form', async () => {
    const real = await challengeFor(REAL);
    const unknown = await challengeFor('nobody-here@example.com');
    expect(Object.keys(unknown.parameters).sort()).toEqual(Object.keys(real.parameters).sort());
    expect(Object.keys(unknown.body).sort()).toEqual(Object.keys(real.body).sort());
    expect(real.parameters.USER_ID_FOR_SRP).toMatch(UUID_V4);
    expect(unknown.parameters.USER_ID_FOR_SRP).toMatch(UUID_V4);
    expect(unknown.parameters.USERNAME).toBe(unknown.parameters.USER_ID_FOR_SRP);
    expectSaltForm(real.parameters.SALT);
    expectSaltForm(unknown.parameters.SALT);
    expect(unknown.parameters.SRP_B).toMatch(/^[0-9a-f]+$/);
  });

  it('gives the same id and salt at every attempt, as a real user’s challenge does, and another for another username', async () => {
    const [first, second] = [await challengeFor('nobody-twice@example.com'), await challengeFor('Nobody-Twice@example.com ')];
    expect(second.parameters.USER_ID_FOR_SRP).toBe(first.parameters.USER_ID_FOR_SRP);
    expect(second.parameters.SALT).toBe(first.parameters.SALT);
    // SRP_B is fresh for every attempt, for a real user too.
    expect(second.parameters.SRP_B).not.toBe(first.parameters.SRP_B);

    const [realFirst, realSecond] = [await challengeFor(REAL), await challengeFor(REAL)];
    expect(realSecond.parameters.USER_ID_FOR_SRP).toBe(realFirst.parameters.USER_ID_FOR_SRP);
    expect(realSecond.parameters.SALT).toBe(realFirst.parameters.SALT);

    const other = await challengeFor('nobody-else@example.com');
    expect(other.parameters.USER_ID_FOR_SRP).not.toBe(first.parameters.USER_ID_FOR_SRP);
    expect(other.parameters.SALT).not.toBe(first.parameters.SALT);
  });

  it('answers any password for it as a wrong password, and the real user signs in', async () => {
    const unknown = await challengeFor('nobody-at-all@example.com');
    const refused = await t.client.call('RespondToAuthChallenge', {
      ChallengeName: 'PASSWORD_VERIFIER',
      ClientId: POOL.clientId,
      ChallengeResponses: await unknown.srp.answer(unknown.parameters, PASSWORD),
    });
    expect(refused.body.__type).toBe('NotAuthorizedException');
    expect(refused.body.message).toBe('Incorrect username or password.');
    expect((await t.client.srpSignIn(REAL, PASSWORD)).body.AuthenticationResult?.IdToken).toBeTruthy();
  });
});
