import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { loadMigrations } from '../db/migrate';
import type { Readiness } from './readiness';

/**
 * Readiness of the database: 'database' answers a query (PGlite or PostgreSQL alike: a lost
 * server fails the query), 'migrations' finds every shipped migration applied.
 */
export function probeDatabase(readiness: Readiness, db: Database): void {
  let latest: Promise<number> | undefined;
  readiness.probe('database', async () => {
    await db.execute(sql`SELECT 1`);
    return true;
  });
  readiness.probe('migrations', async () => {
    latest ??= loadMigrations().then((migrations) => Math.max(0, ...migrations.map((migration) => migration.version)));
    const { rows } = await db.execute<{ version: number | null }>(sql`SELECT max(version) AS version FROM schema_migrations`);
    return Number(rows[0]?.version ?? 0) >= (await latest);
  });
}
