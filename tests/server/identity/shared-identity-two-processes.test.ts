import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityConfig } from '../../../server/platform/auth/identity-config';
import { postgresBinDir } from '../../../scripts/lib/ensure.mjs';
import { startTempPostgres } from '../../../scripts/lib/temp-postgres.mjs';
import { startSrp } from './support/amplify-srp';
import { identityCall as identity } from './support/identity-over-http';

/**
 * Two server processes (`server/main.ts`, as `npm run serve:cluster` runs them) on one
 * PostgreSQL database: a patient made through one signs in through the other, each accepts the
 * other's tokens, and a restarted process keeps every user and session.
 */

const PUBLIC_URL = 'https://api.partner.example';
const POOL = identityConfig(`${PUBLIC_URL}/identity`).pools.standard;
const PORT_A = 4442;
const PORT_B = 4443;
const PASSWORD = 'Shared#Identity42';

let postgres: { url: string; stop(): Promise<void> } | undefined;
let legacyDir: string;
const running = new Map<number, ChildProcess>();

async function startServer(port: number): Promise<void> {
  const child = spawn('node_modules/.bin/tsx', ['server/main.ts'], {
    env: {
      ...process.env,
      RX_MODE: 'development',
      DATABASE_URL: postgres!.url,
      PORT: String(port),
      HOST: '127.0.0.1',
      RX_PUBLIC_URL: PUBLIC_URL,
      RX_IDENTITY_DIR: legacyDir,
      RX_REMINDER_INTERVAL_MS: '0',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  running.set(port, child);
  for (let attempt = 0; attempt < 900; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited: ${stderr}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/notice/list`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`server on ${port} did not start: ${stderr}`);
}

async function stopServer(port: number): Promise<void> {
  const child = running.get(port);
  running.delete(port);
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}


/** USER_SRP_AUTH as aws-amplify does it, its two steps sent to `first` and `second`. */
async function srpSignIn(username: string, password: string, first: number, second = first) {
  const srp = await startSrp(POOL.userPoolId);
  const started = await identity(first, 'InitiateAuth', { AuthFlow: 'USER_SRP_AUTH', ClientId: POOL.clientId, AuthParameters: { USERNAME: username, SRP_A: srp.srpA } });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  expect(started.body.ChallengeName).toBe('PASSWORD_VERIFIER');
  const answered = await identity(second, 'RespondToAuthChallenge', {
    ChallengeName: 'PASSWORD_VERIFIER',
    ClientId: POOL.clientId,
    ChallengeResponses: await srp.answer(started.body.ChallengeParameters ?? {}, password),
    Session: started.body.Session,
  });
  expect(answered.status, JSON.stringify(answered.body)).toBe(200);
  return answered.body.AuthenticationResult!;
}

async function api(port: number, url: string, idToken: string) {
  return fetch(`http://127.0.0.1:${port}/api${url}`, { headers: { authorization: `Bearer ${idToken}` } });
}

async function latestCode(port: number, recipient: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/api/dev/outbox?recipient=${encodeURIComponent(recipient)}`);
  const { entries } = (await response.json()) as { entries: { code: string | null }[] };
  return entries[0]!.code!;
}

beforeAll(async () => {
  postgres = await startTempPostgres(postgresBinDir(), 4449);
  legacyDir = await mkdtemp(path.join(tmpdir(), 'rx-identity-legacy-'));
  // One after the other, as the cluster starts them: the first migrates and seeds.
  await startServer(PORT_A);
  await startServer(PORT_B);
}, 300_000);

afterAll(async () => {
  for (const port of [...running.keys()]) await stopServer(port);
  await postgres?.stop();
  if (legacyDir) await rm(legacyDir, { recursive: true, force: true });
}, 60_000);

describe('the identity shared by two server processes on one PostgreSQL database', () => {
  const username = `shared-${Date.now().toString(36)}@example.com`;
  let patient: { username: string; password: string; uId: number };
  let tokensFromA: { IdToken: string; AccessToken: string; RefreshToken?: string };

  it('a user signed up through A confirms and signs in (SRP) through B', async () => {
    const signUp = await identity(PORT_A, 'SignUp', { ClientId: POOL.clientId, Username: username, Password: PASSWORD, UserAttributes: [] });
    expect(signUp.status, JSON.stringify(signUp.body)).toBe(200);
    const code = await latestCode(PORT_A, username);

    const confirmed = await identity(PORT_B, 'ConfirmSignUp', { ClientId: POOL.clientId, Username: username, ConfirmationCode: code });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const tokens = await srpSignIn(username, PASSWORD, PORT_B);
    expect(decodeJwt(tokens.IdToken).email).toBe(username);
    // A wrong password through B is still refused as such.
    const srp = await startSrp(POOL.userPoolId);
    const started = await identity(PORT_B, 'InitiateAuth', { AuthFlow: 'USER_SRP_AUTH', ClientId: POOL.clientId, AuthParameters: { USERNAME: username, SRP_A: srp.srpA } });
    const refused = await identity(PORT_A, 'RespondToAuthChallenge', {
      ChallengeName: 'PASSWORD_VERIFIER',
      ClientId: POOL.clientId,
      ChallengeResponses: await srp.answer(started.body.ChallengeParameters ?? {}, 'Wrong#Password42'),
      Session: started.body.Session,
    });
    expect(refused.body.__type).toBe('NotAuthorizedException');
  }, 120_000);

  it('a patient made through A signs in through B, and either half of the SRP exchange may go to either process', async () => {
    const created = await fetch(`http://127.0.0.1:${PORT_A}/api/dev/refill-patients`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(created.status).toBe(200);
    patient = (await created.json()) as typeof patient;

    const throughB = await srpSignIn(patient.username, patient.password, PORT_B);
    expect(decodeJwt(throughB.IdToken).sub).toBeTruthy();
    tokensFromA = await srpSignIn(patient.username, patient.password, PORT_A, PORT_B);
  }, 120_000);

  it("issues tokens whose issuer is RX_PUBLIC_URL, and B's API and identity accept A's tokens", async () => {
    expect(decodeJwt(tokensFromA.IdToken).iss).toBe(`${PUBLIC_URL}/identity/${POOL.userPoolId}`);
    expect(decodeJwt(tokensFromA.AccessToken).iss).toBe(`${PUBLIC_URL}/identity/${POOL.userPoolId}`);
    for (const port of [PORT_A, PORT_B]) {
      const discovery = await fetch(`http://127.0.0.1:${port}/identity/${POOL.userPoolId}/.well-known/openid-configuration`);
      expect(((await discovery.json()) as { issuer: string }).issuer).toBe(`${PUBLIC_URL}/identity/${POOL.userPoolId}`);
    }
    const [jwksA, jwksB] = await Promise.all(
      [PORT_A, PORT_B].map(async (port) => (await fetch(`http://127.0.0.1:${port}/identity/${POOL.userPoolId}/.well-known/jwks.json`)).json()),
    );
    expect(jwksB).toEqual(jwksA);

    const session = await api(PORT_B, '/session', tokensFromA.IdToken);
    expect(session.status).toBe(200);
    expect(((await session.json()) as { u_ID: number }).u_ID).toBe(patient.uId);
    const user = await identity(PORT_B, 'GetUser', { AccessToken: tokensFromA.AccessToken });
    expect(user.status, JSON.stringify(user.body)).toBe(200);
  });

  it("refreshes A's session through B", async () => {
    const refreshed = await identity(PORT_B, 'GetTokensFromRefreshToken', { ClientId: POOL.clientId, RefreshToken: tokensFromA.RefreshToken });
    expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);
    const idToken = refreshed.body.AuthenticationResult!.IdToken;
    expect(decodeJwt(idToken).origin_jti).toBe(decodeJwt(tokensFromA.IdToken).origin_jti);
    expect((await api(PORT_A, '/session', idToken)).status).toBe(200);
  });

  it('a restarted A (a new process on the same database) keeps users, keys and sessions', async () => {
    await stopServer(PORT_A);
    await startServer(PORT_A);

    expect((await api(PORT_A, '/session', tokensFromA.IdToken)).status).toBe(200);
    const refreshed = await identity(PORT_A, 'GetTokensFromRefreshToken', { ClientId: POOL.clientId, RefreshToken: tokensFromA.RefreshToken });
    expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);
    await srpSignIn(username, PASSWORD, PORT_A);
    await srpSignIn(patient.username, patient.password, PORT_B, PORT_A);
  }, 300_000);

  it('a sign-out everywhere through B ends the session in A too', async () => {
    const signedOut = await identity(PORT_B, 'GlobalSignOut', { AccessToken: tokensFromA.AccessToken });
    expect(signedOut.status, JSON.stringify(signedOut.body)).toBe(200);
    expect((await api(PORT_A, '/session', tokensFromA.IdToken)).status).toBe(401);
    const refreshed = await identity(PORT_A, 'GetTokensFromRefreshToken', { ClientId: POOL.clientId, RefreshToken: tokensFromA.RefreshToken });
    expect(refreshed.body.__type).toBe('NotAuthorizedException');
  });
});
