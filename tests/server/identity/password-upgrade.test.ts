import { randomBytes } from 'node:crypto';
import { copyFile, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../server/platform/db/database';
import { migrate, MIGRATIONS_DIR } from '../../../server/platform/db/migrate';
import { buildApp } from '../../../server/app';
import { startIdentityServer, type IdentityServer } from '../../../server/platform/identity/identity-server';
import { convertStoredPasswords } from '../../../server/platform/identity/password-migration';
import { identityClient } from './support/identity-client';
import { IDENTITY_CONFIG } from './support/signed-in-app';

/**
 * A database made by the version that kept passwords in the user records (the schema up to
 * migration 0190, users in its record shape, and an older version's JSON file still to import)
 * is upgraded: the migrations run, two identity servers start on it at once, and every patient
 * still signs in (SRP as aws-amplify does it, and USER_PASSWORD_AUTH) with no password left in
 * any column.
 */

const POOL = IDENTITY_CONFIG.pools.standard;
/** The first migration of the version that keeps no password. */
const FIRST_NEW_MIGRATION = 200;

const OLD_USERS = [
  { sub: '0b7f6a52-0d0e-4c41-9d0a-3c2b6f0e1a01', username: 'before-upgrade@example.com', password: 'Upgrade#Email42' },
  { sub: '0b7f6a52-0d0e-4c41-9d0a-3c2b6f0e1a02', username: '+15555550199', password: 'Upgrade#Phone42' },
];
const FILE_USER = { sub: '0b7f6a52-0d0e-4c41-9d0a-3c2b6f0e1a03', username: 'from-file@example.com', password: 'Upgrade#File42' };
const ALL_PASSWORDS = [...OLD_USERS, FILE_USER].map((user) => user.password);

let database: DatabaseHandle & { dispose(): Promise<void> };
let dataDir: string;
let servers: IdentityServer[] = [];
let app: FastifyInstance;

/** A user record as the earlier version's store wrote it: the password in clear. */
function oldRecord(user: { sub: string; username: string; password: string }) {
  const contact = user.username.startsWith('+') ? 'phone_number' : 'email';
  return {
    Username: user.sub,
    Password: user.password,
    Attributes: [
      { Name: contact, Value: user.username },
      { Name: `${contact}_verified`, Value: 'true' },
      { Name: 'sub', Value: user.sub },
    ].sort((a, b) => a.Name.localeCompare(b.Name)),
    Enabled: true,
    UserStatus: 'CONFIRMED',
    UserCreateDate: '2026-03-04T05:06:07.000Z',
    UserLastModifiedDate: '2026-03-04T05:06:07.000Z',
    RefreshTokens: [],
  };
}

async function openEmptyDatabase() {
  const url = process.env.DATABASE_URL;
  const schema = url ? `rx_test_upgrade_${randomBytes(4).toString('hex')}` : undefined;
  const handle = await openDatabase({ url, schema });
  return {
    ...handle,
    async dispose() {
      if (schema) await handle.db.execute(sql.raw(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`));
      await handle.close();
    },
  };
}

/** The migrations of the earlier version only. */
async function earlierMigrations(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'rx-earlier-migrations-'));
  for (const file of await readdir(MIGRATIONS_DIR)) {
    if (file.endsWith('.sql') && Number(file.slice(0, 4)) < FIRST_NEW_MIGRATION) await copyFile(path.join(MIGRATIONS_DIR, file), path.join(dir, file));
  }
  return dir;
}

async function rowsText(): Promise<string[]> {
  const result = await database.db.execute<{ row: string }>(sql`SELECT row_to_json(u)::text AS row FROM identity_users u`);
  return result.rows.map((row) => row.row);
}

beforeAll(async () => {
  database = await openEmptyDatabase();
  const earlier = await earlierMigrations();
  await migrate(database.db, earlier);
  await rm(earlier, { recursive: true, force: true });
  for (const user of OLD_USERS) {
    const email = user.username.startsWith('+') ? null : user.username;
    const phone = user.username.startsWith('+') ? user.username : null;
    await database.db.execute(
      sql`INSERT INTO identity_users (user_pool_id, username, sub, email, phone_number, record)
          VALUES (${POOL.userPoolId}, ${user.sub}, ${user.sub}, ${email}, ${phone}, ${JSON.stringify(oldRecord(user))}::jsonb)`,
    );
  }
  // A still older version's file store, imported on the first start.
  dataDir = await mkdtemp(path.join(tmpdir(), 'rx-upgrade-identity-'));
  await writeFile(path.join(dataDir, `${POOL.userPoolId}.json`), JSON.stringify({ Users: { [FILE_USER.sub]: oldRecord(FILE_USER) } }));
  expect((await rowsText()).some((row) => row.includes(OLD_USERS[0]!.password))).toBe(true);
}, 120_000);

afterAll(async () => {
  await app?.close();
  for (const server of servers) await server.close();
  await database?.dispose();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('upgrading a database whose identity users hold passwords', () => {
  it('converts every user at the first start, even with two servers starting at once, and leaves no password', async () => {
    await migrate(database.db);
    servers = await Promise.all([
      startIdentityServer({ db: database.db, config: IDENTITY_CONFIG, dataDir }),
      startIdentityServer({ db: database.db, config: IDENTITY_CONFIG, dataDir }),
    ]);
    const rows = await rowsText();
    expect(rows).toHaveLength(OLD_USERS.length + 1);
    for (const password of ALL_PASSWORDS) expect(rows.filter((row) => row.includes(password))).toEqual([]);
    const { rows: records } = await database.db.execute<{ record: Record<string, unknown> }>(sql`SELECT record FROM identity_users`);
    for (const { record } of records) {
      expect(record).not.toHaveProperty('Password');
      expect(record.SrpVerifier).toMatch(/^[0-9a-f]+$/);
    }
    // Run again (a later start): nothing left to convert.
    expect(await convertStoredPasswords(database.db)).toBe(0);
  }, 120_000);

  it('signs every earlier patient in, through SRP and USER_PASSWORD_AUTH, and refuses a wrong password', async () => {
    app = await buildApp({ db: database.db, mode: 'test', identityServer: servers[1] });
    await app.ready();
    const client = identityClient(app, POOL);
    for (const user of [...OLD_USERS, FILE_USER]) {
      const srp = await client.srpSignIn(user.username, user.password);
      expect(srp.status, JSON.stringify(srp.body)).toBe(200);
      expect(srp.body.AuthenticationResult?.IdToken).toBeTruthy();
      const plain = await client.call('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: POOL.clientId, AuthParameters: { USERNAME: user.username, PASSWORD: user.password } });
      expect(plain.status, JSON.stringify(plain.body)).toBe(200);
      const wrong = await client.srpSignIn(user.username, `${user.password}x`);
      expect(wrong.body.__type).toBe('NotAuthorizedException');
    }
    for (const password of ALL_PASSWORDS) expect((await rowsText()).filter((row) => row.includes(password))).toEqual([]);
  }, 120_000);

  it('refuses, from now on, any write that would store a password', async () => {
    const write = database.db.execute(
      sql`UPDATE identity_users SET record = record || jsonb_build_object('Password', 'Upgrade#Again42') WHERE username = ${OLD_USERS[0]!.sub}`,
    );
    await expect(write).rejects.toThrow();
  });
});
