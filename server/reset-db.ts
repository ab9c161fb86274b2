import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from './platform/db/database';
import { migrate } from './platform/db/migrate';
import { seed } from './seed/seed';
import { readServerEnv } from './platform/env';

/**
 * Drops the demo database, migrates and reseeds it: `npx tsx server/reset-db.ts`.
 * With DATABASE_URL it drops every table of the connection's schema, so it asks for --force.
 */
async function resetDatabase(): Promise<void> {
  const env = readServerEnv();
  const { url, dataDir } = env.database;
  if (url && !process.argv.includes('--force')) {
    throw new Error('DATABASE_URL is set: this drops every table in its schema. Run again with --force.');
  }
  if (!url && !dataDir) {
    console.log('RX_DATA_DIR=memory: nothing to reset.');
    return;
  }
  if (dataDir) await removePgliteDataDir(dataDir);

  const database = await openDatabase(env.database);
  try {
    if (url) await dropAllTables(database.db);
    const applied = await migrate(database.db);
    await seed(database.db, { demoAccounts: env.mode !== 'production' });
    console.log(`Reset ${env.databaseLabel}: applied migrations ${applied.join(', ') || 'none'}, seeded demo data.`);
  } finally {
    await database.close();
  }
}

/** Refuses to delete a folder that is not a Postgres data directory (guards a mistyped RX_DATA_DIR). */
async function removePgliteDataDir(dataDir: string): Promise<void> {
  if (!existsSync(dataDir)) return;
  const isEmpty = (await readdir(dataDir)).length === 0;
  if (!isEmpty && !existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new Error(`${dataDir} does not look like a PGlite data directory (no PG_VERSION); not deleting it.`);
  }
  await rm(dataDir, { recursive: true, force: true });
}

async function dropAllTables(db: Database): Promise<void> {
  const { rows } = await db.execute<{ tablename: string }>(
    sql`SELECT tablename FROM pg_tables WHERE schemaname = current_schema()`,
  );
  for (const { tablename } of rows) await db.execute(sql`DROP TABLE IF EXISTS ${sql.identifier(tablename)} CASCADE`);
}

resetDatabase().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
