import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../../../server/platform/db/database';
import { migrate } from '../../../server/platform/db/migrate';
import { seed } from '../../../server/seed/seed';

export interface TestDatabase extends DatabaseHandle {
  /** Drops what the test created and closes the connection. */
  dispose(): Promise<void>;
}

/**
 * A fresh, migrated and seeded database for one test file: PGlite in memory, or, when
 * DATABASE_URL is set, a throwaway schema in that PostgreSQL database.
 */
export async function createTestDatabase(options: { seed?: boolean } = {}): Promise<TestDatabase> {
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
