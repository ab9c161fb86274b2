import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A port the system has free now (listen on 0, read it, close). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

export interface ReferenceServer {
  port: number;
  stop(): Promise<void>;
}

/**
 * Another reference server (in-memory database, test mode) with environment variables of its
 * own, for journeys about how it is configured (RX_BRANDS_FILE, RX_ALLOWED_ORIGINS). Started as
 * `npm start` starts it, on a free port; stopped by the journey.
 */
export async function startReferenceServer(env: Record<string, string>): Promise<ReferenceServer> {
  const port = await freePort();
  const child: ChildProcess = spawn('node_modules/.bin/tsx', ['server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', RX_DATA_DIR: 'memory', RX_MODE: 'test', RX_REMINDER_INTERVAL_MS: '0', RX_DELIVERY_POLL_MS: '100', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The reference server stopped: ${errors}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/notice/list`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`The reference server did not start in 180 s: ${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    port,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
