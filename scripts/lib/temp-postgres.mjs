import { execFile, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';

// initdb and the readiness checks do not block the event loop: callers run other steps meanwhile.
const run = promisify(execFile);

/**
 * A throw-away PostgreSQL cluster on a loopback port, owned by the `postgres` system user when
 * we run as root (PostgreSQL refuses to run as root). Returns its URL, a stop function (which
 * removes the cluster) and pause/resume (the server stops and starts again on the same data, as
 * a database restart or outage does).
 */
export async function startTempPostgres(binDir, port = 55432) {
  const dir = mkdtempSync(join(tmpdir(), 'rx-pg-'));
  chmodSync(dir, 0o777);
  const asRoot = process.getuid?.() === 0;
  const as = (file, args) => (asRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args]);
  const dataDir = join(dir, 'data');
  const [initCmd, initArgs] = as(`${binDir}/initdb`, ['-D', dataDir, '-U', 'rx', '--auth=trust', '-E', 'UTF8', '--no-locale']);
  await run(initCmd, initArgs);
  const url = `postgres://rx@127.0.0.1:${port}/postgres`;

  const launch = async () => {
    const [pgCmd, pgArgs] = as(`${binDir}/postgres`, ['-D', dataDir, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off']);
    const server = spawn(pgCmd, pgArgs, { stdio: 'ignore' });
    for (let i = 0; i < 100; i++) {
      try {
        await run(`${binDir}/pg_isready`, ['-h', '127.0.0.1', '-p', String(port)]);
        break;
      } catch {
        await sleep(100);
      }
    }
    return server;
  };
  const halt = async (server) => {
    // runuser does not pass signals on to postgres: ask pg_ctl for a fast shutdown instead.
    const exited = new Promise((resolve) => server.once('exit', resolve));
    const [stopCmd, stopArgs] = as(`${binDir}/pg_ctl`, ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    try {
      execFileSync(stopCmd, stopArgs, { stdio: 'ignore', timeout: 30_000 });
    } catch {
      server.kill('SIGKILL');
    }
    await Promise.race([exited, sleep(10_000)]);
  };

  let server = await launch();
  let running = true;
  return {
    url,
    async pause() {
      if (running) await halt(server);
      running = false;
    },
    async resume() {
      if (!running) server = await launch();
      running = true;
    },
    async stop() {
      if (running) await halt(server);
      running = false;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
