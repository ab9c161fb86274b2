import { readAppMode } from '../app-mode';
import { readSetting } from '../settings/settings';
import type { Readiness } from './readiness';

/** One thing to close, in order, when the process stops. */
export interface ShutdownStep {
  name: string;
  close(): Promise<unknown> | unknown;
}

export interface ShutdownTimings {
  /** RX_DRAIN_DELAY_MS: how long /readyz answers 503 before the server stops taking requests. */
  drainDelayMs: number;
  /** RX_SHUTDOWN_TIMEOUT_MS: past this the process exits with code 1, whatever is still open. */
  timeoutMs: number;
}

const DEFAULT_PRODUCTION_DRAIN_MS = 3_000;

/**
 * The drain delay lets a load balancer or orchestrator that polls /readyz see 503 and stop sending
 * new requests before the process closes its port (3 s in production, none in RX_MODE=development
 * or test: Ctrl-C stops at once). nginx's passive checks do not need it: a closed port is retried on
 * another process.
 */
export function shutdownTimings(env: NodeJS.ProcessEnv = process.env): ShutdownTimings {
  const production = readAppMode(env) === 'production';
  return {
    drainDelayMs: readSetting(env, 'RX_DRAIN_DELAY_MS') ?? (production ? DEFAULT_PRODUCTION_DRAIN_MS : 0),
    timeoutMs: readSetting(env, 'RX_SHUTDOWN_TIMEOUT_MS'),
  };
}

/**
 * Stops the process in order: readiness turns 503 ('draining'), the drain delay passes, then each
 * step closes in turn (the scheduler, the HTTP server, which lets requests in flight finish and
 * sends socket.io clients to reconnect elsewhere, then the relay, identity and database pools).
 * Resolves with the time each phase took; rejects when a step fails or the timeout passes.
 */
export async function shutDown(readiness: Readiness, steps: readonly ShutdownStep[], timings: ShutdownTimings, log: (line: string) => void): Promise<void> {
  const started = Date.now();
  readiness.draining = true;
  log(`draining: /readyz answers 503${timings.drainDelayMs ? ` for ${timings.drainDelayMs} ms before the server closes` : ''}`);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`shutdown took longer than ${timings.timeoutMs} ms`)), timings.timeoutMs);
    timer.unref();
  });
  const work = (async () => {
    if (timings.drainDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, timings.drainDelayMs));
    for (const step of steps) {
      const stepStarted = Date.now();
      await step.close();
      log(`closed ${step.name} (${Date.now() - stepStarted} ms)`);
    }
  })();
  try {
    await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
  log(`stopped ${Date.now() - started} ms after the signal`);
}
