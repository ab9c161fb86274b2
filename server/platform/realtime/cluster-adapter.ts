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
  await pool.query(`CREATE TABLE IF NOT EXISTS ${ATTACHMENTS_TABLE} (id bigserial UNIQUE, created_at timestamptz DEFAULT now(), payload bytea)`);
  return {
    adapter: createAdapter(pool, {
      tableName: ATTACHMENTS_TABLE,
      // Never the payload: broadcasts carry messages.
      errorHandler: (error) => console.error('real-time relay:', error.message),
    }),
    close: () => pool.end(),
  };
}
