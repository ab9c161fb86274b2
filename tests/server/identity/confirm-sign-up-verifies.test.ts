import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trustOf } from '../../../server/platform/auth/token-trust';
import { createTokenVerifier } from '../../../server/platform/auth/token-verifier';
import { createIdentityUser } from '../../../server/seed/identity-users';
import type { IdentityServer } from '../../../server/platform/identity/identity-server';
import { createSignedInApp, IDENTITY_CONFIG, type SignedInApp } from './support/signed-in-app';

const PASSWORD = 'Correct#Horse42';
const standard = IDENTITY_CONFIG.pools.standard;

let t: SignedInApp;
let app: FastifyInstance;
let identity: IdentityServer;
let client: SignedInApp['client'];

beforeAll(async () => {
  t = await createSignedInApp({ seeded: false });
  ({ app, identity, client } = t);
});
afterAll(async () => t?.close());

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
