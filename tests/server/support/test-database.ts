import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../server/platform/db/database';
import { migrate } from '../../../server/platform/db/migrate';
import { seed } from '../../../server/seed/seed';
import { openTemplateCopy, type DatabaseTemplate } from './database-template';

export interface TestDatabase extends DatabaseHandle {
  /** Drops what the test created and closes the connection. */
  dispose(): Promise<void>;
}

/**
 * A fresh, migrated and seeded database for one test file: PGlite in memory, or, when
 * DATABASE_URL is set, a database of its own in that PostgreSQL server.
 *
 * The seeded database is a copy of the one the vitest global setup migrated and seeded once for
 * the run (support/global-setup.ts). `seed: false` runs the real migrations on an empty database
 * (PGlite in memory, or a throwaway schema on PostgreSQL), as the migration tests need.
 */
export async function createTestDatabase(options: { seed?: boolean } = {}): Promise<TestDatabase> {
  const template = options.seed === false ? undefined : inject('databaseTemplates')?.seeded;
  if (template) return copyOf(template);
  return migratedHere(options);
}

/**
 * A migrated database without seed data, copied from the run's migrated template (for helpers that
 * seed through a running identity server); without one, as `createTestDatabase({ seed: false })`.
 */
export async function createMigratedTestDatabase(): Promise<TestDatabase> {
  const template = inject('databaseTemplates')?.migrated;
  return template ? copyOf(template) : migratedHere({ seed: false });
}

async function copyOf(template: DatabaseTemplate): Promise<TestDatabase> {
  const copy = await openTemplateCopy(template);
  return {
    ...copy,
    async dispose() {
      await copy.close();
      await copy.drop();
    },
  };
}

async function migratedHere(options: { seed?: boolean }): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  const schema = url ? `rx_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}` : undefined;
  const handle = await openDatabase({ url, schema });
  await migrate(handle.db);
  if (options.seed !== false) await seed(handle.db);
  return {
    ...handle,
    async dispose() {
      if (schema) await handle.db.execute(sql.raw(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`));
      await handle.close();
    },
  };
}
