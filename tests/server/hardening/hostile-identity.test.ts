import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { identityConfig } from '../../../server/platform/auth/identity-config';
import { createIdentityUser } from '../../../server/seed/identity-users';
import { startIdentityServer, type IdentityServer } from '../../../server/platform/identity/identity-server';
import { HOSTILE_NUMBERS, HOSTILE_STRINGS, naughtySample, PROTOTYPE_NAMES } from '../support/hostile-values';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * The identity endpoint (`X-Amz-Target`) with hostile operation names and hostile usernames in
 * every operation: Cognito-style 4xx answers with a `__type`, never a 5xx, and names such as
 * "constructor" or "__proto__" never reach an object's prototype.
 */
const config = identityConfig('http://localhost:4300/identity');
const pool = config.pools.standard;

const OPERATIONS = [
  'InitiateAuth',
  'RespondToAuthChallenge',
  'GetTokensFromRefreshToken',
  'GlobalSignOut',
  'RevokeToken',
  'ResendConfirmationCode',
  'SignUp',
  'ForgotPassword',
  'ConfirmSignUp',
  'ConfirmForgotPassword',
  'ChangePassword',
  'GetUser',
  'UpdateUserAttributes',
  'GetUserAttributeVerificationCode',
  'VerifyUserAttribute',
  'DeleteUserAttributes',
  'DeleteUser',
  'AssociateSoftwareToken',
  'VerifySoftwareToken',
  'SetUserMFAPreference',
];

let database: TestDatabase;
let identity: IdentityServer;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  identity = await startIdentityServer({ db: database.db, config });
  // Hundreds of hostile calls from one address: the per-client limits have their own test.
  const unlimited = { max: 1_000_000, timeWindowMs: 60_000 };
  app = await buildApp({ db: database.db, mode: 'test', identityServer: identity, identityRateLimit: { perAddress: unlimited, perUsername: unlimited } });
  await app.ready();
  await createIdentityUser({ pool: 'standard', username: 'hostile.identity@example.com', password: 'Correct#Horse42', confirmed: true });
});

afterAll(async () => {
  await app?.close();
  await identity?.close();
  await database?.dispose();
});

async function call(operation: string, body: unknown) {
  const response = await app.inject({
    method: 'POST',
    url: '/identity',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${operation}` },
    payload: JSON.stringify(body),
  });
  return { status: response.statusCode, body: response.json<{ __type?: string; message?: string }>() };
}

function requestWithUsername(username: unknown): Record<string, unknown> {
  return {
    ClientId: pool.clientId,
    Username: username,
    Password: 'Correct#Horse42',
    ConfirmationCode: '123456',
    AuthFlow: 'USER_SRP_AUTH',
    AuthParameters: { USERNAME: username, SRP_A: 'ab'.repeat(32) },
    ChallengeName: 'SMS_MFA',
    ChallengeResponses: { USERNAME: username, SMS_MFA_CODE: '123456' },
    Session: 'x',
    AccessToken: username,
    RefreshToken: username,
    Token: username,
    UserAttributes: [{ Name: 'email', Value: username }],
  };
}

describe('identity endpoint under hostile input', () => {
  it('answers operation names that are prototype properties, or naughty, as unknown operations', async () => {
    for (const name of [...PROTOTYPE_NAMES, ...naughtySample(53)]) {
      const answer = await call(name, requestWithUsername('hostile.identity@example.com'));
      expect(`${JSON.stringify(name)} ${answer.status}`).toBe(`${JSON.stringify(name)} 400`);
      expect(answer.body.__type).toBe('UnsupportedOperationException');
    }
  });

  it('answers every operation with a hostile username below 500, refusals with a Cognito error type', async () => {
    const failures: string[] = [];
    const usernames = [...HOSTILE_STRINGS, ...HOSTILE_NUMBERS, ...naughtySample(89)];
    for (const operation of OPERATIONS) {
      for (const username of usernames) {
        const answer = await call(operation, requestWithUsername(username));
        // RevokeToken answers 200 for a token it does not know, as RFC 7009 and Cognito do.
        if (answer.status >= 500 || (answer.status >= 400 && typeof answer.body.__type !== 'string')) {
          failures.push(`${operation} ${JSON.stringify(username)}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers every operation with a hostile client id below 500, refusals with a Cognito error type', async () => {
    const failures: string[] = [];
    for (const operation of OPERATIONS) {
      for (const clientId of [...HOSTILE_STRINGS, ...HOSTILE_NUMBERS]) {
        const answer = await call(operation, { ...requestWithUsername('hostile.identity@example.com'), ClientId: clientId });
        if (answer.status >= 500 || (answer.status >= 400 && typeof answer.body.__type !== 'string')) {
          failures.push(`${operation} ClientId ${JSON.stringify(clientId)}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers a body nested 5,000 levels deep as unreadable (400), for every operation', async () => {
    for (const operation of OPERATIONS) {
      const response = await app.inject({
        method: 'POST',
        url: '/identity',
        headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${operation}` },
        payload: `{"ClientId":"${pool.clientId}","UserAttributes":${'['.repeat(5_000)}${']'.repeat(5_000)}}`,
      });
      expect(`${operation} ${response.statusCode}`).toBe(`${operation} 400`);
      expect(response.json()).toMatchObject({ __type: 'SerializationException' });
    }
  });

  it('refuses prototype names as usernames before they reach the user store', async () => {
    for (const username of PROTOTYPE_NAMES) {
      const signIn = await call('InitiateAuth', requestWithUsername(username));
      expect(signIn.body).toMatchObject({ __type: 'InvalidParameterException' });
      const confirm = await call('ConfirmSignUp', requestWithUsername(username));
      expect(confirm.body).toMatchObject({ __type: 'InvalidParameterException' });
    }
  });
});
