import { spawn, type ChildProcess } from 'node:child_process';

/** The processes of the API benches: a server or floor started as a child, waited for, stopped. */
export function startChild(command: string, args: string[], env: Record<string, string>, cwd: string): ChildProcess {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr?.on('data', () => undefined);
  return child;
}

export async function waitFor(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server stopped (exit ${child.exitCode})`);
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer in time`);
}

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolveStop) => {
    if (child.exitCode !== null) return resolveStop();
    child.once('exit', () => resolveStop());
    child.kill('SIGTERM');
  });
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
