import { createAdapter } from '@socket.io/postgres-adapter';
import pg from 'pg';
import { surviveLostConnections } from '../db/pool-errors';

/** Where socket.io's PostgreSQL adapter keeps broadcasts too large for one NOTIFY (8000 bytes). */
const ATTACHMENTS_TABLE = 'socket_io_attachments';

export interface ClusterRelay {
  adapter: ReturnType<typeof createAdapter>;
  close(): Promise<void>;
}

/**
 * Relays room broadcasts between server processes that share one PostgreSQL database, with
 * socket.io's PostgreSQL adapter (LISTEN/NOTIFY on that database): a patient connected to one
 * process and a care provider connected to another see each other's messages. It needs its own
 * small pool: one connection stays in LISTEN. The attachments table is the adapter's, not the
 * application's, so it is created here rather than by a migration.
 */
export async function createClusterRelay(url: string, schema?: string): Promise<ClusterRelay> {
  const pool = new pg.Pool({ connectionString: url, max: 4, ...(schema ? { options: `-c search_path=${schema}` } : {}) });
  surviveLostConnections(pool, 'real-time relay');
  // The adapter keeps one connection checked out in LISTEN, where the pool's own listener does not
  // cover it: ended by the server (a restart, pg_terminate_backend), it would emit 'error' with no
  // listener and end the process. The adapter listens again on a new connection by itself.
  pool.on('connect', (client) =>
    client.on('error', (error: Error & { code?: string }) => console.error(`real-time relay: a database connection was lost (${error.code ?? 'no SQLSTATE'})`)),
  );
  await pool.query(`CREATE TABLE IF NOT EXISTS ${ATTACHMENTS_TABLE} (id bigserial UNIQUE, created_at timestamptz DEFAULT now(), payload bytea)`);
  return {
    adapter: createAdapter(pool, {
      tableName: ATTACHMENTS_TABLE,
      // Never the payload: broadcasts carry messages.
      errorHandler: (error) => console.error('real-time relay:', error.message),
    }),
    close: async () => {
      await poolQuiet(pool, RELAY_PUBLISH_GRACE_MS);
      await pool.end();
    },
  };
}

/** How long a closing relay waits for the broadcasts already handed to it: each is one NOTIFY. */
export const RELAY_PUBLISH_GRACE_MS = 3_000;

/**
 * Resolves once no query waits for a connection and none runs (every connection idle), or after
 * `timeoutMs`. `pool.end()` drops the queries still waiting for a connection without running
 * them, so a broadcast published just before the relay closes (a message stored as its socket
 * closed, while the adapters' own close notices held the connections) would reach no one.
 * The socket.io adapters are closed first: until then one connection stays checked out in LISTEN.
 */
async function poolQuiet(pool: pg.Pool, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (pool.waitingCount > 0 || pool.idleCount < pool.totalCount) {
    if (Date.now() >= deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
