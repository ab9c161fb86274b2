import { execFile, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
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
  let chosenPort = port;

  // The wanted port may be held by another process, or by a client socket given it as its
  // ephemeral local port: then the next launch takes a port the system reports free.
  const launch = async () => {
    for (let attempt = 0; ; attempt++) {
      const started = await launchOn(chosenPort);
      if (started.server) return started.server;
      if (attempt >= 3) throw new Error(`PostgreSQL did not start on 127.0.0.1:${chosenPort}: ${started.reason}`);
      chosenPort = await freePort();
    }
  };
  const launchOn = async (onPort) => {
    const [pgCmd, pgArgs] = as(`${binDir}/postgres`, ['-D', dataDir, '-p', String(onPort), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off']);
    const server = spawn(pgCmd, pgArgs, { stdio: ['ignore', 'ignore', 'pipe'] });
    let log = '';
    let ready = false;
    let exited = false;
    // Its own log says when it accepts connections; a readiness probe on the port could be
    // answered by another server that holds it.
    const settled = new Promise((resolve) => {
      server.stderr.on('data', (chunk) => {
        log = (log + chunk).slice(-4_000);
        if (!ready && log.includes('ready to accept connections')) {
          ready = true;
          resolve();
        }
      });
      server.once('exit', () => {
        exited = true;
        resolve();
      });
    });
    let timer;
    await Promise.race([settled, new Promise((resolve) => (timer = setTimeout(resolve, 60_000)))]);
    clearTimeout(timer);
    if (ready && !exited) return { server };
    if (!exited) server.kill('SIGKILL');
    return { reason: log.trim() || 'not ready within 60 s' };
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
    get url() {
      return `postgres://rx@127.0.0.1:${chosenPort}/postgres`;
    },
    get port() {
      return chosenPort;
    },
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

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
