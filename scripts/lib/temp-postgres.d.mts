/** A throw-away PostgreSQL cluster on a loopback port (see temp-postgres.mjs). */
export function startTempPostgres(
  binDir: string,
  port?: number,
): Promise<{ url: string; port: number; stop(): Promise<void>; pause(): Promise<void>; resume(): Promise<void> }>;
