/**
 * `npm run serve:cluster`: N reference-server processes sharing one PostgreSQL database behind
 * nginx (Debian's, installed when missing), as a partner deploys it. Each process listens on its own
 * loopback port (PORT+1 … PORT+N); nginx listens on PORT, hashes each client address to one
 * process (socket.io's long-polling needs it), passes WebSocket upgrades, serves the widget bundle
 * with its precompressed files and takes a process that stops answering out of rotation.
 * socket.io's PostgreSQL adapter relays room broadcasts between the processes.
 *
 *   DATABASE_URL=postgres://… WORKERS=3 npm run serve:cluster
 *
 * Needs DATABASE_URL (PGlite is one process only), where every process also finds the local
 * identity's users, sessions and keys. RX_PUBLIC_URL (default nginx's address) is passed to each
 * of them, and RX_TRUST_PROXY (127.0.0.1: nginx) so that limits count each client's own address. Processes start one after the other, so only
 * the first migrates and seeds. nginx's configuration, pid, temp folders and logs are in a
 * folder of their own (printed at start; RX_RUN_DIR chooses it). Ctrl-C or SIGTERM drains every
 * process (readiness 503, requests in flight finished, sockets sent to reconnect) and stops nginx.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ensureNginx } from './lib/ensure.mjs';
import { startNginx } from './lib/nginx.mjs';
import { serverCommand } from './lib/server-command.mjs';

const workers = Number(process.env.WORKERS ?? 2);
const port = Number(process.env.PORT ?? 4300);
const host = process.env.HOST ?? '127.0.0.1';
const fail = (message) => {
  console.error(message);
  process.exit(1);
};
if (!process.env.DATABASE_URL) fail('serve:cluster needs DATABASE_URL: the processes share one PostgreSQL database.');
if (!Number.isInteger(workers) || workers < 1 || workers > 16) fail('WORKERS must be a whole number from 1 to 16.');
if (!Number.isInteger(port) || port < 1 || port + workers > 65535) fail('PORT must be a port number with WORKERS free ports after it.');

ensureNginx();
let server;
try {
  server = serverCommand();
} catch (error) {
  fail(error.message);
}

const pageHost = ['127.0.0.1', '0.0.0.0', '::'].includes(host) ? 'localhost' : host;
const publicUrl = process.env.RX_PUBLIC_URL ?? `http://${pageHost}:${port}`;
const runDir = process.env.RX_RUN_DIR ?? mkdtempSync(path.join(tmpdir(), 'rx-cluster-'));

const children = [];
let nginx;
let stopping = false;
async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  // The processes drain first (nginx still routes to the others), then nginx stops.
  await Promise.all(children.map((child) => (child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM')) : null)));
  await nginx?.stop();
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

async function ready(processPort) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      const response = await fetch(`http://127.0.0.1:${processPort}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`the process on port ${processPort} did not become ready`);
}

const processPorts = Array.from({ length: workers }, (_, index) => port + 1 + index);
for (const processPort of processPorts) {
  const child = spawn(server.command, server.args, {
    // Tokens, reminder e-mails and links name the public address, not a process's own port.
    env: { RX_PUBLIC_URL: publicUrl, RX_PORTAL_URL: `${publicUrl}/portal`, RX_TRUST_PROXY: '127.0.0.1', ...process.env, PORT: String(processPort), HOST: '127.0.0.1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code) => {
    if (stopping) return;
    console.error(`the process on port ${processPort} exited (${code}); stopping the cluster`);
    void stopAll(1);
  });
  children.push(child);
  await ready(processPort);
}

nginx = await startNginx({
  runDir,
  listenHost: host,
  port,
  upstreamPorts: processPorts,
  distDir: path.resolve('dist'),
  cdnDir: path.resolve('cdn'),
  allowedOrigins: (process.env.RX_ALLOWED_ORIGINS ?? '').split(',').map((origin) => origin.trim()).filter(Boolean),
  // The local demo origins only when the processes run a development mode (RX_MODE); production by default.
  development: ['development', 'test'].includes(process.env.RX_MODE ?? ''),
});
console.log(
  [
    '',
    `rx-widgets cluster: ${workers} ${server.compiled ? 'compiled' : 'source (tsx)'} server processes behind nginx`,
    `  Public       ${publicUrl}/   (nginx on ${host}:${port})`,
    ...processPorts.map((processPort, index) => `  Process ${String(index + 1).padEnd(4)} http://127.0.0.1:${processPort}/   (pid ${children[index].pid})`),
    `  nginx        ${nginx.configFile} (logs: ${nginx.errorLog}, ${nginx.accessLog})`,
    '',
  ].join('\n'),
);
