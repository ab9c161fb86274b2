import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '../../../server/platform/db/database';
import { surviveLostConnections } from '../../../server/platform/db/pool-errors';
import { postgresBinDir } from '../../../scripts/lib/ensure.mjs';
import { startTempPostgres } from '../../../scripts/lib/temp-postgres.mjs';

/**
 * PostgreSQL ending the server's idle pooled connections (as a restart or an administrator does)
 * neither ends the process nor the next query; the log names the SQLSTATE and nothing else.
 */

let postgres: { url: string; stop(): Promise<void> } | undefined;

beforeAll(async () => {
  postgres = await startTempPostgres(postgresBinDir(), 54431);
}, 60_000);

afterAll(async () => {
  await postgres?.stop();
});

/** Ends every other client connection to the database, as `pg_terminate_backend` does for an administrator. */
async function terminateOtherConnections(url: string): Promise<number> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ ended: boolean }>(
      "SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE pid <> pg_backend_pid() AND backend_type = 'client backend'",
    );
    return rows.filter((row) => row.ended).length;
  } finally {
    await admin.end();
  }
}

it('a pool logs the SQLSTATE of a lost idle connection, without the statement, and answers the next query', async () => {
  const pool = new pg.Pool({ connectionString: postgres!.url });
  const lines: string[] = [];
  surviveLostConnections(pool, 'database', (line) => lines.push(line));
  await pool.query("SELECT 'patient@example.com' AS secret");
  expect(pool.idleCount).toBe(1);

  expect(await terminateOtherConnections(postgres!.url)).toBe(1);
  await expect.poll(() => lines).toEqual(['database: an idle database connection was lost (57P01)']);
  expect(pool.idleCount).toBe(0);

  const { rows } = await pool.query<{ one: number }>('SELECT 1 AS one');
  expect(rows).toEqual([{ one: 1 }]);
  await pool.end();
});

it("the API's database handle keeps working after PostgreSQL ends its idle connections", async () => {
  const handle = await openDatabase({ url: postgres!.url, schema: 'lost_connection' });
  await Promise.all([1, 2, 3].map(() => handle.db.execute(sql`SELECT pg_sleep(0.05)`)));
  expect(await terminateOtherConnections(postgres!.url)).toBeGreaterThanOrEqual(1);

  await expect.poll(async () => (await handle.db.execute<{ one: number }>(sql`SELECT 1 AS one`)).rows, { timeout: 5_000 }).toEqual([{ one: 1 }]);
  await handle.close();
});
