import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ensureNginx, postgresBinDir } from '../../scripts/lib/ensure.mjs';
import { startNginx } from '../../scripts/lib/nginx.mjs';
import { serverCommand } from '../../scripts/lib/server-command.mjs';
import { startTempPostgres } from '../../scripts/lib/temp-postgres.mjs';

/** The ports of the topology: nginx, then one per server process, then PostgreSQL. */
export const TOPOLOGY_PORTS = {
  nginx: Number(process.env.RX_TOPOLOGY_PORT ?? 4451),
  postgres: Number(process.env.RX_TOPOLOGY_PG_PORT ?? 5451),
};

export interface ServerProcess {
  name: string;
  origin: string;
  child: ChildProcess;
  output: string[];
  /** Resolves with the exit code and the time it exited (ms since the epoch). */
  exited: Promise<{ code: number | null; at: number }>;
}

export interface Cluster {
  publicUrl: string;
  /** PostgreSQL's address (the database every process shares). */
  databaseUrl: string;
  processes: ServerProcess[];
  nginxErrorLog: string;
  stop(): Promise<void>;
}

async function untilReady(origin: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the server at ${origin} exited (${child.exitCode}) while starting`);
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`the server at ${origin} did not become ready`);
}

export interface ClusterOptions {
  /** More settings for the process numbered `index` (from 0), e.g. its transports. */
  env?: (index: number) => Record<string, string>;
}

/**
 * What `npm run serve:cluster` and compose.yaml run: one PostgreSQL, `count` server processes on
 * loopback ports (the compiled server when RX_SERVER=dist, else the sources through tsx) sharing it
 * and a data folder, and nginx in front, on the ports above. Every process gets nginx's address
 * as RX_PUBLIC_URL, metrics turned on and a drain delay, so readiness can be seen turning 503.
 */
export async function startCluster(count: number, drainDelayMs: number, options: ClusterOptions = {}): Promise<Cluster> {
  ensureNginx();
  const work = mkdtempSync(path.join(tmpdir(), 'rx-topology-'));
  const postgres = await startTempPostgres(postgresBinDir(), TOPOLOGY_PORTS.postgres);
  const publicUrl = `http://127.0.0.1:${TOPOLOGY_PORTS.nginx}`;
  const processes: ServerProcess[] = [];
  const command = serverCommand();
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
  const stop = async () => {
    for (const process of processes) if (process.child.exitCode === null) process.child.kill('SIGKILL');
    await Promise.all(processes.map((process) => process.exited));
    await nginx?.stop();
    await postgres.stop();
    rmSync(work, { recursive: true, force: true });
  };
  try {
    for (let index = 0; index < count; index += 1) {
      const port = TOPOLOGY_PORTS.nginx + 1 + index;
      const child = spawn(command.command, command.args, {
        env: {
          ...process.env,
          RX_MODE: 'development',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: postgres.url,
          RX_DATA_DIR: path.join(work, 'data'),
          RX_IDENTITY_DIR: path.join(work, 'identity'),
          RX_PUBLIC_URL: publicUrl,
          RX_TRUST_PROXY: '127.0.0.1',
          RX_PORTAL_URL: `${publicUrl}/portal`,
          RX_METRICS: 'enable',
          RX_DRAIN_DELAY_MS: String(drainDelayMs),
          RX_REMINDER_INTERVAL_MS: '0',
          ...options.env?.(index),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const output: string[] = [];
      child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
      child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
      const exited = new Promise<{ code: number | null; at: number }>((resolve) => child.once('exit', (code) => resolve({ code, at: Date.now() })));
      const origin = `http://127.0.0.1:${port}`;
      processes.push({ name: `process ${index + 1}`, origin, child, output, exited });
      // One after the other: the first migrates and seeds.
      await untilReady(origin, child);
    }
    nginx = await startNginx({
      runDir: path.join(work, 'nginx'),
      port: TOPOLOGY_PORTS.nginx,
      upstreamPorts: processes.map((_process, index) => TOPOLOGY_PORTS.nginx + 1 + index),
      distDir: path.resolve('dist'),
      allowedOrigins: ['https://pharmacy.example'],
      development: true,
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { publicUrl, databaseUrl: postgres.url, processes, nginxErrorLog: nginx.errorLog, stop };
}
