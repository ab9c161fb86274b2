import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMigrations, migrate } from '../../server/platform/db/migrate';
import { notices } from '../../server/schema';
import { DEMO_EMAIL_PREFERENCES, DEMO_NOTICES, seed } from '../../server/seed/seed';
import { emailPreferences } from '../../server/schema';
import { createTestDatabase, type TestDatabase } from './support/test-database';

describe('migrations and seed', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
  });
  afterAll(() => database.dispose());

  it('records every migration file once, in order', async () => {
    const files = await loadMigrations();
    expect(files.map((migration) => migration.version)).toEqual([...files.map((m) => m.version)].sort((a, b) => a - b));
    const { rows } = await database.db.execute<{ version: number }>(
      sql`SELECT version FROM schema_migrations ORDER BY version`,
    );
    expect(rows.map((row) => row.version)).toEqual(files.map((migration) => migration.version));
  });

  it('applies nothing the second time', async () => {
    expect(await migrate(database.db)).toEqual([]);
  });

  it('seeds the demo data idempotently', async () => {
    await seed(database.db);
    await seed(database.db);
    expect(await database.db.select().from(notices)).toHaveLength(DEMO_NOTICES.length);
    expect(await database.db.select().from(emailPreferences)).toHaveLength(DEMO_EMAIL_PREFERENCES.length);
  });

  it('gives the Spanish text to a demo notice stored without one', async () => {
    const [first] = DEMO_NOTICES;
    await database.db.update(notices).set({ messageEs: null }).where(eq(notices.message, first.message));
    await seed(database.db);
    const rows = await database.db.select({ messageEs: notices.messageEs }).from(notices).where(eq(notices.message, first.message));
    expect(rows).toEqual([{ messageEs: first.messageEs }]);
  });
});
