import type pg from 'pg';

/**
 * PostgreSQL may end an idle pooled connection at any time (a restart, a failover, an idle
 * timeout, an administrator). The pool drops that connection and opens a new one for the next
 * query, but it also emits 'error', which would end the process with no listener. Only the
 * SQLSTATE is logged: a driver error can quote the statement or its parameters.
 */
export function surviveLostConnections(pool: pg.Pool, label: string, log: (line: string) => void = console.error): void {
  pool.on('error', (error: Error & { code?: string }) => log(`${label}: an idle database connection was lost (${error.code ?? 'no SQLSTATE'})`));
}
