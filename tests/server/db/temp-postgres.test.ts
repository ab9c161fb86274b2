import { createServer, type Server } from 'node:net';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { postgresBinDir } from '../../../scripts/lib/ensure.mjs';
import { startTempPostgres } from '../../../scripts/lib/temp-postgres.mjs';

/**
 * The throw-away PostgreSQL the tests start takes another port when the one asked for is held,
 * as it is when a client socket was given that port as its ephemeral local port.
 */

const HELD_PORT = 54461;
let holder: Server | undefined;
let postgres: Awaited<ReturnType<typeof startTempPostgres>> | undefined;

afterAll(async () => {
  await postgres?.stop();
  await new Promise((resolve) => (holder ? holder.close(resolve) : resolve(undefined)));
});

it('starts on a free port, and answers there, when the port asked for is held', async () => {
  holder = createServer();
  await new Promise<void>((resolve) => holder!.listen(HELD_PORT, '127.0.0.1', resolve));

  postgres = await startTempPostgres(postgresBinDir(), HELD_PORT);

  expect(postgres.port).not.toBe(HELD_PORT);
  expect(new URL(postgres.url).port).toBe(String(postgres.port));
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  const { rows } = await client.query<{ answer: number }>('SELECT 1 AS answer');
  await client.end();
  expect(rows[0]!.answer).toBe(1);
}, 90_000);
