import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { identityConfig } from '../../../server/platform/auth/identity-config';
import { trustOf } from '../../../server/platform/auth/token-trust';
import { authLinks } from '../../../server/modules/account/auth-links.queries';
import { patients } from '../../../server/schema';
import { createIdentityUser } from '../../../server/seed/identity-users';
import { startIdentityServer, type IdentityServer } from '../../../server/platform/identity/identity-server';
import { issueAuthLink } from '../../../server/modules/account/auth-links.dev';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { identityClient } from '../identity/support/identity-client';

const config = identityConfig('http://localhost:4300/identity');
const LINK_USER = 'link.basic@example.com';
const ORIGINAL_PASSWORD = 'Original#Pass42';

let database: TestDatabase;
let identity: IdentityServer;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  identity = await startIdentityServer({ db: database.db, config });
  await createIdentityUser({ pool: 'basic', username: LINK_USER, password: ORIGINAL_PASSWORD, confirmed: true });
  app = await buildApp({ db: database.db, mode: 'test', identityServer: identity });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await identity?.close();
  await database?.dispose();
});

const makeLink = async (body: object = { username: LINK_USER }) => app.inject({ method: 'POST', url: '/api/dev/auth-links', payload: body });
const exchange = (token: string) => app.inject({ method: 'POST', url: '/api/auth-links/exchange', payload: { token } });

describe('auth links', () => {
  it('carry only a random token; the database keeps its hash, never the token', async () => {
    const made = await makeLink();
    expect(made.statusCode, made.body).toBe(200);
    const { token, loginPath } = made.json<{ token: string; loginPath: string }>();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(loginPath).toBe(`/portal/login?auth=${token}`);
    expect(Buffer.from(token, 'base64url').toString('latin1')).not.toContain(LINK_USER);
    const rows = await database.db.select().from(authLinks);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('work once: a one-time basic-pool credential that signs in; the second exchange is refused', async () => {
    const { token } = (await makeLink()).json<{ token: string }>();
    const first = await exchange(token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const credential = first.json<{ username: string; password: string }>();
    expect(credential.username).toBe(LINK_USER);
    expect(credential.password).not.toBe(ORIGINAL_PASSWORD);
    const signedIn = await identityClient(app, config.pools.basic).srpSignIn(credential.username, credential.password);
    expect(signedIn.body.AuthenticationResult?.IdToken).toBeTruthy();

    const again = await exchange(token);
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toMatch(/not valid or has expired/);
  });

  it('a later link replaces the credential of an earlier exchange', async () => {
    const firstCredential = (await exchange((await makeLink()).json<{ token: string }>().token)).json<{ password: string }>();
    const second = (await exchange((await makeLink()).json<{ token: string }>().token)).json<{ password: string }>();
    expect(second.password).not.toBe(firstCredential.password);
    const basic = identityClient(app, config.pools.basic);
    expect((await basic.srpSignIn(LINK_USER, firstCredential.password)).body.__type).toBe('NotAuthorizedException');
  });

  it('are refused after expiry', async () => {
    const [patient] = await database.db.select({ uId: patients.uId }).from(patients).where(eq(patients.username, LINK_USER));
    const expired = await issueAuthLink(database.db, patient!.uId, new Date(Date.now() - 2000), 1);
    expect((await exchange(expired.token)).statusCode).toBe(410);
  });

  it('refuse unknown and malformed tokens, and links for standard-pool patients are not made', async () => {
    expect((await exchange('A'.repeat(43))).statusCode).toBe(410);
    expect((await exchange('not a token')).statusCode).toBe(400);
    expect((await makeLink({ username: 'pat.demo@example.com' })).statusCode).toBe(404);
  });

  it('are made by a development route only', async () => {
    const production = await buildApp({ db: database.db, mode: 'production', logger: false, identity: trustOf(identity) });
    expect((await production.inject({ method: 'POST', url: '/api/dev/auth-links', payload: { username: LINK_USER } })).statusCode).toBe(404);
    await production.close();
  });
});
