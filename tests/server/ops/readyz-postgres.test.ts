import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { openDatabase, type DatabaseHandle } from '../../../server/platform/db/database';
import { migrate } from '../../../server/platform/db/migrate';
import { postgresBinDir } from '../../../scripts/lib/ensure.mjs';
import { startTempPostgres } from '../../../scripts/lib/temp-postgres.mjs';
import { TEST_IDENTITY } from '../support/test-app';

/**
 * /readyz against a real PostgreSQL server that stops and starts again: 503 naming 'database'
 * while it is down, 200 once it is back, through the same pool.
 */

let postgres: Awaited<ReturnType<typeof startTempPostgres>> | undefined;
let handle: DatabaseHandle | undefined;

beforeAll(async () => {
  postgres = await startTempPostgres(postgresBinDir(), 54437);
  handle = await openDatabase({ url: postgres.url, schema: 'readyz' });
  await migrate(handle.db);
}, 120_000);

afterAll(async () => {
  await handle?.close();
  await postgres?.stop();
});

it("answers 503 naming 'database' while PostgreSQL is stopped, and 200 once it runs again", async () => {
  const app = await buildApp({ db: handle!.db, mode: 'test', identity: TEST_IDENTITY, metrics: { poolStats: handle!.poolStats } });
  const ready = () => app.inject({ method: 'GET', url: '/readyz' });
  try {
    expect((await ready()).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/metrics' })).body).toMatch(/^rx_db_pool_connections [1-9]/m);

    await postgres!.pause();
    const down = await ready();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ status: 'unavailable', failing: expect.arrayContaining(['database']) });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

    await postgres!.resume();
    await expect.poll(async () => (await ready()).statusCode, { timeout: 10_000 }).toBe(200);
  } finally {
    await postgres!.resume();
    await app.close();
  }
}, 60_000);
