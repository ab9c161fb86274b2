import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityConfig } from '../../../server/platform/auth/identity-config';
import { postgresBinDir } from '../../../scripts/lib/ensure.mjs';
import { startTempPostgres } from '../../../scripts/lib/temp-postgres.mjs';
import { databaseUrl, uniqueDatabaseName } from '../support/database-template';
import { startSrp } from './support/amplify-srp';
import { identityCall as call, type IdentityAnswer as Answer } from './support/identity-over-http';

/**
 * Two server processes on one PostgreSQL database, each operation of a pair sent to a different
 * one at nearly the same moment, many rounds: a password reset against a sign-in that stores an
 * SMS code, and an MFA change against such a sign-in. Whatever the order the database sees them
 * in, the result must be one that some order of the two gives: the reset password works (and
 * the old one does not), and the MFA setting is the one last chosen. A sign-in that wrote back
 * the user record it read before the other write would undo it.
 */

const PUBLIC_URL = 'https://api.partner.example';
const POOL = identityConfig(`${PUBLIC_URL}/identity`).pools.standard;
/** This file's own PostgreSQL when DATABASE_URL names none. */
const POSTGRES_PORT = 55441;
const ROUNDS = 16;

let postgres: { url: string; stop(): Promise<void> } | undefined;
let databaseUrlForServers: string;
let admin: pg.Client;
const running: ChildProcess[] = [];
let portA: number;
let portB: number;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function startServer(port: number): Promise<void> {
  const child = spawn('node_modules/.bin/tsx', ['server/main.ts'], {
    env: {
      ...process.env,
      RX_MODE: 'development',
      DATABASE_URL: databaseUrlForServers,
      PORT: String(port),
      HOST: '127.0.0.1',
      RX_PUBLIC_URL: PUBLIC_URL,
      RX_REMINDER_INTERVAL_MS: '0',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  running.push(child);
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


/** The first step of USER_SRP_AUTH and the ready answer to its challenge, not sent yet. */
async function preparedSrpAnswer(port: number, username: string, password: string): Promise<Record<string, unknown>> {
  const srp = await startSrp(POOL.userPoolId);
  const started = await call(port, 'InitiateAuth', { AuthFlow: 'USER_SRP_AUTH', ClientId: POOL.clientId, AuthParameters: { USERNAME: username, SRP_A: srp.srpA } });
  expect(started.body.ChallengeName, JSON.stringify(started.body)).toBe('PASSWORD_VERIFIER');
  return {
    ChallengeName: 'PASSWORD_VERIFIER',
    ClientId: POOL.clientId,
    ChallengeResponses: await srp.answer(started.body.ChallengeParameters ?? {}, password),
  };
}

async function srpSignIn(port: number, username: string, password: string): Promise<Answer> {
  return call(port, 'RespondToAuthChallenge', await preparedSrpAnswer(port, username, password));
}

async function latestCode(port: number, recipient: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/api/dev/outbox?recipient=${encodeURIComponent(recipient)}`);
  const { entries } = (await response.json()) as { entries: { code: string | null }[] };
  return entries[0]!.code!;
}

let users = 0;
/** Phone numbers of this run: 555 numbers from a random start, one more per user. */
const firstPhone = 1_000_000 + Math.floor(Math.random() * 8_000_000);
async function smsMfaUser(password: string): Promise<{ username: string; phone: string }> {
  users += 1;
  const tag = `${Date.now().toString(36)}${users}`;
  const username = `race-${tag}@example.com`;
  const phone = `+1555${firstPhone + users}`;
  const created = await fetch(`http://127.0.0.1:${portA}/api/dev/identity-users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, phone, confirmed: true, mfa: 'SMS_MFA' }),
  });
  expect(created.status, await created.clone().text()).toBe(200);
  return { username, phone };
}

async function storedMfaMethods(username: string): Promise<string[]> {
  const { rows } = await admin.query<{ methods: string[] | null }>(
    `SELECT record -> 'UserMFASettingList' AS methods FROM identity_users WHERE user_pool_id = $1 AND email = $2`,
    [POOL.userPoolId, username],
  );
  return [...(rows[0]?.methods ?? [])].sort();
}

/** A pause of 0 to 36 ms, a different one each round, so the two requests meet at every step. */
const offset = (round: number) => (round * 7) % 37;

beforeAll(async () => {
  const given = process.env.DATABASE_URL;
  if (given) {
    const database = uniqueDatabaseName('rx_identity_races');
    const client = new pg.Client({ connectionString: given });
    await client.connect();
    await client.query(`CREATE DATABASE "${database}"`);
    await client.end();
    databaseUrlForServers = databaseUrl(given, database);
  } else {
    postgres = await startTempPostgres(postgresBinDir(), POSTGRES_PORT);
    databaseUrlForServers = postgres.url;
  }
  [portA, portB] = [await freePort(), await freePort()];
  // One after the other, as the cluster starts them: the first migrates and seeds.
  await startServer(portA);
  await startServer(portB);
  admin = new pg.Client({ connectionString: databaseUrlForServers });
  await admin.connect();
}, 600_000);

afterAll(async () => {
  await admin?.end();
  for (const child of running) {
    if (child.exitCode !== null) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  await postgres?.stop();
}, 60_000);

describe('two processes writing one identity user at the same moment', () => {
  it('a password reset is never undone by a sign-in storing its SMS code', async () => {
    const outcomes = { signInFirst: 0, resetFirst: 0 };
    for (let round = 0; round < ROUNDS; round += 1) {
      const oldPassword = `Race#Old${round}Pass`;
      const newPassword = `Race#New${round}Pass`;
      const { username } = await smsMfaUser(oldPassword);
      expect((await call(portA, 'ForgotPassword', { ClientId: POOL.clientId, Username: username })).status).toBe(200);
      const code = await latestCode(portA, username);
      const answer = await preparedSrpAnswer(portB, username, oldPassword);

      const [signIn, reset] = await Promise.all([
        call(portB, 'RespondToAuthChallenge', answer),
        sleep(offset(round)).then(() => call(portA, 'ConfirmForgotPassword', { ClientId: POOL.clientId, Username: username, ConfirmationCode: code, Password: newPassword })),
      ]);

      expect(reset.status, JSON.stringify(reset.body)).toBe(200);
      // The sign-in came first (its SMS challenge) or after the reset (refused): both are legal.
      if (signIn.status === 200) {
        expect(signIn.body.ChallengeName).toBe('SMS_MFA');
        outcomes.signInFirst += 1;
      } else {
        expect(signIn.body.__type).toBe('NotAuthorizedException');
        outcomes.resetFirst += 1;
      }
      // Whatever the order, the reset stands: the new password signs in, the old one does not.
      const withNew = await srpSignIn(portA, username, newPassword);
      expect(withNew.body.ChallengeName, `round ${round}: ${JSON.stringify(withNew.body)}`).toBe('SMS_MFA');
      expect((await srpSignIn(portB, username, oldPassword)).body.__type, `round ${round}`).toBe('NotAuthorizedException');
    }
    console.info('password reset against sign-in:', outcomes);
  }, 900_000);

  it('an MFA change is never undone by a sign-in storing its SMS code', async () => {
    const password = 'Race#Mfa1Pass';
    const { username, phone } = await smsMfaUser(password);
    const first = await srpSignIn(portB, username, password);
    expect(first.body.ChallengeName).toBe('SMS_MFA');
    const tokens = await call(portB, 'RespondToAuthChallenge', {
      ChallengeName: 'SMS_MFA',
      ClientId: POOL.clientId,
      Session: first.body.Session,
      ChallengeResponses: { USERNAME: first.body.ChallengeParameters!.USERNAME, SMS_MFA_CODE: await latestCode(portB, phone) },
    });
    const accessToken = tokens.body.AuthenticationResult!.AccessToken;

    for (let round = 0; round < ROUNDS; round += 1) {
      // Every other round turns SMS off while a sign-in that read it on stores its code.
      const enabled = round % 2 === 1;
      const answer = await preparedSrpAnswer(portB, username, password);
      const [signIn, change] = await Promise.all([
        call(portB, 'RespondToAuthChallenge', answer),
        sleep(offset(round)).then(() => call(portA, 'SetUserMFAPreference', { AccessToken: accessToken, SMSMfaSettings: { Enabled: enabled, PreferredMfa: enabled } })),
      ]);
      expect(change.status, JSON.stringify(change.body)).toBe(200);
      expect(signIn.status, JSON.stringify(signIn.body)).toBe(200);
      expect(await storedMfaMethods(username), `round ${round}`).toEqual(enabled ? ['SMS_MFA'] : []);
      // And sign-in asks for what was chosen.
      const next = await srpSignIn(portA, username, password);
      expect(next.body.ChallengeName === 'SMS_MFA', `round ${round}: ${JSON.stringify(next.body)}`).toBe(enabled);
    }
  }, 900_000);
});
