import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../../server/platform/db/database';
import { migrate } from '../../../server/platform/db/migrate';
import { seed } from '../../../server/seed/seed';

/**
 * A migrated (and optionally seeded) database built once per test run and copied for each test
 * file: a PGlite data directory dump on disk, or a PostgreSQL database used as `CREATE DATABASE
 * … TEMPLATE`. Built by the vitest global setup (tests/server/support/global-setup.ts); the seed
 * runs once, so every file of one run sees the same seed dates.
 */
export type DatabaseTemplate = { driver: 'pglite'; dumpFile: string } | { driver: 'postgres'; url: string; database: string };

/** The run's two templates: migrated only, and migrated and seeded. */
export interface DatabaseTemplates {
  migrated: DatabaseTemplate;
  seeded: DatabaseTemplate;
}

const DATABASE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
}

/** `url` with its database (path) replaced by `database`. */
export function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function checkedName(name: string): string {
  if (!DATABASE_NAME.test(name)) throw new Error(`Invalid database name: ${name}`);
  return name;
}

/** Migrates (and seeds) a new database and keeps it as a template. `url` set means PostgreSQL. */
export async function buildDatabaseTemplate(options: { url?: string; dumpFile: string; seed: boolean }): Promise<DatabaseTemplate> {
  if (options.url) {
    const database = checkedName(uniqueDatabaseName(options.seed ? 'rx_template_seeded' : 'rx_template_migrated'));
    await adminQuery(options.url, `CREATE DATABASE "${database}"`);
    const handle = await openDatabase({ url: databaseUrl(options.url, database) });
    try {
      await migrate(handle.db);
      if (options.seed) await seed(handle.db);
    } finally {
      await handle.close();
    }
    return { driver: 'postgres', url: options.url, database };
  }
  const client = new PGlite();
  try {
    await client.waitReady;
    const db = drizzlePglite(client);
    await migrate(db);
    if (options.seed) await seed(db);
    const dump = await client.dumpDataDir('none');
    await writeFile(options.dumpFile, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
  return { driver: 'pglite', dumpFile: options.dumpFile };
}

/** Removes the PostgreSQL template database (the PGlite dump file is removed by its owner). */
export async function dropDatabaseTemplate(template: DatabaseTemplate): Promise<void> {
  if (template.driver === 'postgres') {
    await adminQuery(template.url, `DROP DATABASE IF EXISTS "${checkedName(template.database)}" WITH (FORCE)`);
  }
}

/** A new database holding a copy of the template; `drop` removes the copy after the handle is closed. */
export async function openTemplateCopy(template: DatabaseTemplate): Promise<DatabaseHandle & { drop(): Promise<void> }> {
  if (template.driver === 'pglite') {
    const dump = new Blob([await readFile(template.dumpFile)]);
    const client = new PGlite({ loadDataDir: dump });
    await client.waitReady;
    const db = drizzlePglite(client);
    return { db, driver: 'pglite', close: () => client.close(), drop: async () => {} };
  }
  const database = checkedName(uniqueDatabaseName('rx_test'));
  await adminQuery(template.url, `CREATE DATABASE "${database}" TEMPLATE "${checkedName(template.database)}"`);
  const handle = await openDatabase({ url: databaseUrl(template.url, database) });
  return {
    ...handle,
    drop: () => adminQuery(template.url, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`),
  };
}
