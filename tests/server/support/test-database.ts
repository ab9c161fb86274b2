import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../server/db/database';
import { migrate } from '../../../server/db/migrate';
import { seed } from '../../../server/db/seed';
import { openTemplateCopy } from './database-template';

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
  const template = options.seed === false ? null : inject('databaseTemplate');
  if (template) {
    const copy = await openTemplateCopy(template);
    return {
      ...copy,
      async dispose() {
        await copy.close();
        await copy.drop();
      },
    };
  }
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
