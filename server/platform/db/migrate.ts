import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database } from './database';

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Statements inside one file are separated by this line (drizzle-kit's convention): PGlite runs
 * each query as a prepared statement, which cannot hold more than one command.
 */
const STATEMENT_BREAKPOINT = /^\s*--> statement-breakpoint\s*$/m;
const MIGRATION_FILE = /^(\d{4})_([a-z0-9_]+)\.sql$/;
// Arbitrary constant: serialises concurrent migrators (two server processes starting together).
const MIGRATION_LOCK_KEY = 7_301_957;

export interface Migration {
  version: number;
  name: string;
  statements: string[];
}

export async function loadMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
  const migrations: Migration[] = [];
  for (const file of files) {
    const match = MIGRATION_FILE.exec(file);
    if (!match) throw new Error(`Migration file name must look like 0001_some_name.sql: ${file}`);
    const text = await readFile(path.join(dir, file), 'utf8');
    const statements = text
      .split(STATEMENT_BREAKPOINT)
      .map((statement) => statement.trim())
      .filter((statement) => statement.replace(/^\s*--.*$/gm, '').trim().length > 0);
    migrations.push({ version: Number(match[1]), name: match[2]!, statements });
  }
  const versions = migrations.map((migration) => migration.version);
  if (new Set(versions).size !== versions.length) throw new Error('Two migrations share a version number');
  return migrations;
}

/** Applies the pending migrations in order, each in its own transaction. Returns the applied versions. */
export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<number[]> {
  const migrations = await loadMigrations(dir);
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  const applied: number[] = [];
  for (const migration of migrations) {
    const didApply = await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
      const existing = await tx.execute(sql`SELECT 1 FROM schema_migrations WHERE version = ${migration.version}`);
      if (existing.rows.length > 0) return false;
      for (const statement of migration.statements) await tx.execute(sql.raw(statement));
      await tx.execute(
        sql`INSERT INTO schema_migrations (version, name) VALUES (${migration.version}, ${migration.name})`,
      );
      return true;
    });
    if (didApply) applied.push(migration.version);
  }
  return applied;
}
