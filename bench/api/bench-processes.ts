import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';

export { stop, waitFor } from './server-process';

/** The processes of the API benches: a server or floor started as a child, waited for, stopped. */
export function startChild(command: string, args: string[], env: Record<string, string>, cwd: string): ChildProcess {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr?.on('data', () => undefined);
  return child;
}

/** The server compiled in `root`'s dist-server/ (`npm run build:server`), so that it is that checkout's code. */
export function buildReferenceServer(root: string): void {
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) throw new Error(`npm run build:server failed in ${root}`);
}

/**
 * How a bench starts the reference server of the checkout `root`: compiled (dist-server/, built
 * first), as deployed; RX_SERVER=source runs its sources through tsx instead.
 */
export function referenceServerCommand(root: string): { command: string; args: string[] } {
  if (process.env.RX_SERVER === 'source') return { command: join(resolve(import.meta.dirname, '../..'), 'node_modules/.bin/tsx'), args: ['server/main.ts'] };
  buildReferenceServer(root);
  return { command: process.execPath, args: ['dist-server/main.js'] };
}

/** A throw-away PostgreSQL (scripts/lib/temp-postgres.mjs) on `port`. */
export async function startBenchPostgres(port: number): Promise<{ url: string; stop(): Promise<void> }> {
  // Plain JavaScript helpers of the test runner (scripts/lib), shared rather than copied.
  const ensurePath = '../../scripts/lib/ensure.mjs';
  const tempPostgresPath = '../../scripts/lib/temp-postgres.mjs';
  const { postgresBinDir } = (await import(ensurePath)) as { postgresBinDir(): string | null };
  const { startTempPostgres } = (await import(tempPostgresPath)) as {
    startTempPostgres(bin: string, port: number): Promise<{ url: string; stop(): Promise<void> }>;
  };
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL is not installed: no postgres run');
  return startTempPostgres(bin, port);
}

/**
 * The environment of a bench's server process: test mode on the demo seed, no reminder scheduler,
 * and identity limits far above what a person reaches (a bench signs in far more often).
 */
export function benchServerEnv(port: number, databaseUrl?: string): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    RX_MODE: 'test',
    RX_DATA_DIR: 'memory',
    RX_REMINDER_INTERVAL_MS: '0',
    RX_IDENTITY_LIMIT_PER_ADDRESS: '100000000',
    RX_IDENTITY_LIMIT_PER_USERNAME: '100000000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
}
