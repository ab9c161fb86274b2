/**
 * `npm run serve:cluster`: N reference-server processes sharing one PostgreSQL database behind one
 * port. Each worker listens on its own loopback port (PORT+1 … PORT+N); a small TCP proxy on PORT
 * sends every client address to the same worker (IP-hash stickiness, as socket.io's docs ask for
 * HTTP long-polling), and socket.io's PostgreSQL adapter relays room broadcasts between workers.
 *
 *   DATABASE_URL=postgres://… WORKERS=3 npm run serve:cluster
 *
 * Needs DATABASE_URL (PGlite is one process only) and a shared data folder for the local
 * identity's signing key (RX_DATA_DIR, not "memory"). Workers start one after the other, so only
 * the first migrates and seeds.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

const workers = Number(process.env.WORKERS ?? 2);
const port = Number(process.env.PORT ?? 4300);
const host = process.env.HOST ?? '127.0.0.1';
if (!process.env.DATABASE_URL) {
  console.error('serve:cluster needs DATABASE_URL: the processes share one PostgreSQL database.');
  process.exit(1);
}
if (process.env.RX_DATA_DIR === 'memory') {
  console.error('serve:cluster needs a shared RX_DATA_DIR (the identity signing key), not "memory".');
  process.exit(1);
}
if (!Number.isInteger(workers) || workers < 1 || workers > 16) {
  console.error('WORKERS must be a whole number from 1 to 16.');
  process.exit(1);
}

const children = [];
let stopping = false;
const stopAll = () => {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
};
const stopAndExit = () => {
  stopAll();
  process.exit(0);
};
process.on('SIGINT', stopAndExit);
process.on('SIGTERM', stopAndExit);

async function ready(workerPort) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      const response = await fetch(`http://127.0.0.1:${workerPort}/api/notice/list`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`worker on port ${workerPort} did not start`);
}

const workerPorts = Array.from({ length: workers }, (_, index) => port + 1 + index);
for (const workerPort of workerPorts) {
  const child = spawn('node_modules/.bin/tsx', ['server/main.ts'], {
    // The reminder e-mails link to the portal behind the proxy, not to a worker's own port.
    env: { RX_PORTAL_URL: `http://localhost:${port}/portal`, ...process.env, PORT: String(workerPort), HOST: '127.0.0.1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code) => {
    if (stopping) return;
    console.error(`worker on port ${workerPort} exited (${code}); stopping the cluster`);
    stopAll();
    process.exit(1);
  });
  children.push(child);
  await ready(workerPort);
}

const workerFor = (address) => workerPorts[createHash('sha1').update(address ?? '').digest().readUInt32BE(0) % workerPorts.length];
net
  .createServer((client) => {
    const upstream = net.connect(workerFor(client.remoteAddress), '127.0.0.1');
    client.pipe(upstream).pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close);
    upstream.on('error', close);
  })
  .listen(port, host, () => console.log(`rx-widgets cluster: ${workers} workers (ports ${workerPorts.join(', ')}) behind http://${host}:${port}/`));
