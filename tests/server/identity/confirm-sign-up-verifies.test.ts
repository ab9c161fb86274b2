import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { identityConfig } from '../../../server/auth/identity-config';
import { trustOf } from '../../../server/auth/token-trust';
import { createTokenVerifier } from '../../../server/auth/token-verifier';
import { createIdentityUser } from '../../../server/identity/admin';
import { startIdentityServer, type IdentityServer } from '../../../server/identity/identity-server';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { identityClient } from './support/identity-client';

const config = identityConfig('http://localhost:4300/identity');
const standard = config.pools.standard;
const PASSWORD = 'Correct#Horse42';

let database: TestDatabase;
let identity: IdentityServer;
let app: FastifyInstance;
let client: ReturnType<typeof identityClient>;

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  identity = await startIdentityServer({ db: database.db, config });
  app = await buildApp({ db: database.db, mode: 'test', identityServer: identity });
  await app.ready();
  client = identityClient(app, standard);
});
afterAll(async () => {
  await app?.close();
  await identity?.close();
  await database?.dispose();
});

const idTokenClaims = async (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

describe('identity shim: a sign-up confirmed by an e-mailed code', () => {
  it('counts the e-mail as verified, as Cognito does', async () => {
    await createIdentityUser({ pool: 'standard', username: 'new.signup@example.com', password: PASSWORD, confirmed: false });
    const entries = (await app.inject({ method: 'GET', url: '/api/dev/outbox?recipient=new.signup@example.com' })).json().entries as { code: string }[];
    const confirmed = await client.call('ConfirmSignUp', { ClientId: standard.clientId, Username: 'new.signup@example.com', ConfirmationCode: entries[0]!.code });
    expect(confirmed.status).toBe(200);
    const tokens = (await client.srpSignIn('new.signup@example.com', PASSWORD)).body.AuthenticationResult!;
    await createTokenVerifier(trustOf(identity)).verifyIdToken(tokens.IdToken);
    expect(await idTokenClaims(tokens.IdToken)).toMatchObject({ email: 'new.signup@example.com', email_verified: true });
  });
});
