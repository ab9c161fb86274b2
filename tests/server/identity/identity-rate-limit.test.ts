import type { AddressInfo } from 'node:net';
import { Amplify } from 'aws-amplify';
import { signIn } from 'aws-amplify/auth';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuildAppOptions } from '../../../server/app';
import { startIdentityServer, type IdentityServer } from '../../../server/platform/identity/identity-server';
import type { IdentityRateLimit } from '../../../server/platform/identity/shim/identity-rate-limit';
import { g, modPow, N } from '../../../server/platform/identity/srp/srp-math';
import { createMigratedTestDatabase, type TestDatabase } from '../support/test-database';
import { IDENTITY_CONFIG } from './support/signed-in-app';
import { signInFailure } from '../../../src/features/login/model/auth-errors';
import en from '../../../locales/en/login.json';
import es from '../../../locales/es/login.json';

/**
 * Per-client limits of /identity: per client address and per username, counted in the database
 * (every server process on it shares the counts), answered as Amazon Cognito answers its quotas.
 */
const standard = IDENTITY_CONFIG.pools.standard;
const SRP_A = modPow(g, 0xabcdef123456n, N).toString(16);

let database: TestDatabase;
let identity: IdentityServer;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  database = await createMigratedTestDatabase();
  identity = await startIdentityServer({ db: database.db, config: IDENTITY_CONFIG });
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await identity?.close();
  await database?.dispose();
});

async function appWith(identityRateLimit: IdentityRateLimit, options: Partial<BuildAppOptions> = {}): Promise<FastifyInstance> {
  const app = await buildApp({ db: database.db, mode: 'test', identityServer: identity, identityRateLimit, ...options });
  await app.ready();
  apps.push(app);
  return app;
}

const limits = (perAddress: number, perUsername: number): IdentityRateLimit => ({
  perAddress: { max: perAddress, timeWindowMs: 60_000 },
  perUsername: { max: perUsername, timeWindowMs: 60_000 },
});

async function startSignIn(app: FastifyInstance, username: string, remoteAddress: string, headers: Record<string, string> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/identity',
    remoteAddress,
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      ...headers,
    },
    payload: JSON.stringify({ AuthFlow: 'USER_SRP_AUTH', ClientId: standard.clientId, AuthParameters: { USERNAME: username, SRP_A } }),
  });
  return { status: response.statusCode, type: response.headers['x-amzn-errortype'], body: response.json() as Record<string, unknown> };
}

const TOO_MANY = { __type: 'TooManyRequestsException', message: 'Too many requests' };

describe('identity limits per client', () => {
  it('refuses an address past its limit with 400 TooManyRequestsException, whatever usernames it tries; other addresses go on', async () => {
    const app = await appWith(limits(5, 100));
    for (let i = 0; i < 5; i += 1) {
      expect((await startSignIn(app, `spray.${i}@example.com`, '192.0.2.10')).body.ChallengeName).toBe('PASSWORD_VERIFIER');
    }
    const refused = await startSignIn(app, 'spray.5@example.com', '192.0.2.10');
    expect(refused).toEqual({ status: 400, type: 'TooManyRequestsException', body: TOO_MANY });
    expect((await startSignIn(app, 'spray.5@example.com', '192.0.2.11')).body.ChallengeName).toBe('PASSWORD_VERIFIER');
  });

  it('refuses a username past its limit from any address (in any letter case); other usernames go on', async () => {
    const app = await appWith(limits(100, 3));
    for (let i = 0; i < 3; i += 1) {
      expect((await startSignIn(app, 'target@example.com', `192.0.2.${20 + i}`)).status).toBe(200);
    }
    expect((await startSignIn(app, 'Target@Example.com', '192.0.2.30')).body).toEqual(TOO_MANY);
    expect((await startSignIn(app, 'someone.else@example.com', '192.0.2.30')).status).toBe(200);
  });

  it('counts in the database: a second server on it refuses what the first one counted', async () => {
    const first = await appWith(limits(3, 100));
    const second = await appWith(limits(3, 100));
    for (let i = 0; i < 3; i += 1) expect((await startSignIn(first, `shared.${i}@example.com`, '192.0.2.40')).status).toBe(200);
    expect((await startSignIn(second, 'shared.3@example.com', '192.0.2.40')).body).toEqual(TOO_MANY);
  });

  it('takes the address from X-Forwarded-For only behind a trusted proxy (RX_TRUST_PROXY)', async () => {
    const direct = await appWith(limits(2, 100));
    // Not trusted: a forged header does not make a new client.
    for (let i = 0; i < 2; i += 1) {
      expect((await startSignIn(direct, `forged.${i}@example.com`, '192.0.2.50', { 'x-forwarded-for': `203.0.113.${i}` })).status).toBe(200);
    }
    expect((await startSignIn(direct, 'forged.2@example.com', '192.0.2.50', { 'x-forwarded-for': '203.0.113.99' })).body).toEqual(TOO_MANY);

    // Behind nginx (trusted): each patient's forwarded address has its own count.
    const proxied = await appWith(limits(2, 100), { trustProxy: '192.0.2.60' });
    for (let i = 0; i < 2; i += 1) {
      expect((await startSignIn(proxied, `proxied.${i}@example.com`, '192.0.2.60', { 'x-forwarded-for': '198.51.100.1' })).status).toBe(200);
    }
    expect((await startSignIn(proxied, 'proxied.2@example.com', '192.0.2.60', { 'x-forwarded-for': '198.51.100.1' })).body).toEqual(TOO_MANY);
    expect((await startSignIn(proxied, 'proxied.2@example.com', '192.0.2.60', { 'x-forwarded-for': '198.51.100.2' })).status).toBe(200);
  });
});

describe('aws-amplify meeting the limit', () => {
  it('surfaces TooManyRequestsException from signIn, which the login form shows as "Too many attempts" (en and es)', async () => {
    const app = await appWith(limits(0, 100));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    Amplify.configure({
      Auth: { Cognito: { userPoolId: standard.userPoolId, userPoolClientId: standard.clientId, userPoolEndpoint: `http://127.0.0.1:${port}/identity` } },
    });
    const failure = await signIn({ username: 'patient@example.com', password: 'Any#Password42' }).then(
      () => undefined,
      (error: unknown) => error as Error,
    );
    expect(failure?.name).toBe('TooManyRequestsException');
    const shown = signInFailure(failure!.name, 'form');
    expect(shown).toEqual({ kind: 'message', message: { key: 'limitExceeded', tone: 'error' } });
    expect(en.messages.limitExceeded).toMatch(/Too many attempts/);
    expect(es.messages.limitExceeded).toMatch(/Demasiados intentos/);
  }, 30_000);
});
