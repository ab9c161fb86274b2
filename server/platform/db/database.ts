import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql, type Assume } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { preparedStatementClient } from './pglite-prepared-client';
import { surviveLostConnections } from './pool-errors';

/** Raw `execute` results as both drivers shape them: `{ rows }`. */
export interface QueryResultWithRows extends PgQueryResultHKT {
  readonly type: ResultRows<Assume<this['row'], Record<string, unknown>>>;
}
interface ResultRows<TRow> {
  rows: TRow[];
}

/**
 * The one query layer: the same Drizzle API over PGlite or node-postgres. Queries name the tables
 * they use (each module owns its tables), so the database is opened without a schema: the
 * platform knows no module's tables.
 */
export type Database = PgDatabase<QueryResultWithRows>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** node-postgres's pool counts (PostgreSQL only), for the metrics. */
  poolStats?: () => { total: number; idle: number; waiting: number };
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL DATABASE_URL; when absent PGlite is used. */
  url?: string;
  /** PGlite data directory; absent means in memory. Ignored with `url`. */
  dataDir?: string;
  /** PostgreSQL only: work inside this schema (created if missing), e.g. one per test file. */
  schema?: string;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.url) return openPostgres(options.url, options.schema);
  return openPglite(options.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite({ client: preparedStatementClient(client) });
  return { db, driver: 'pglite', close: () => client.close() };
}

async function openPostgres(url: string, schemaName: string | undefined): Promise<DatabaseHandle> {
  if (schemaName !== undefined && !SCHEMA_NAME.test(schemaName)) {
    throw new Error(`Invalid schema name: ${schemaName}`);
  }
  const pool = new pg.Pool({
    connectionString: url,
    // Every pooled connection resolves unqualified table names in this schema.
    ...(schemaName ? { options: `-c search_path=${schemaName}` } : {}),
  });
  surviveLostConnections(pool, 'database');
  const db = drizzleNodePostgres(pool);
  try {
    if (schemaName) await db.execute(sql.raw(`CREATE SCHEMA IF NOT EXISTS "${schemaName}"`));
    else await db.execute(sql`SELECT 1`);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const poolStats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
  return { db, driver: 'postgres', close: () => pool.end(), poolStats };
}
