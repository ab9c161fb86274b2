import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { SrpTask } from './srp-worker';

/**
 * The costly part of SRP (3072-bit modular exponentiations, through OpenSSL since srp-math.ts uses
 * native-mod-pow.ts: a few milliseconds a sign-in) off the event loop: a pool of worker threads,
 * one core fewer than the machine has (at least one), niced a little, so a burst of sign-ins queues
 * here instead of delaying every other request. One a core made more sign-ins a second, but on two
 * cores the threads then held both, and another request's p95 during a burst of sign-ins went far
 * past twice its idle value (`npm run bench:capacity`). The queue is bounded: past it, `SrpBusy`
 * (the identity answers TooManyRequestsException) rather than an ever longer wait.
 */
export class SrpBusy extends Error {
  constructor() {
    super('SRP arithmetic queue is full');
  }
}

// Compiled (dist-server/, one folder), the worker is plain JavaScript beside this code; from the
// TypeScript sources, ts-worker.mjs loads it through tsx, which a worker thread does not inherit.
const COMPILED = import.meta.url.endsWith('.js');
const WORKER_FILE = COMPILED ? new URL('./srp-worker.js', import.meta.url) : new URL('../../../ts-worker.mjs', import.meta.url);
const WORKER_MODULE = new URL('./srp-worker.ts', import.meta.url).href;

const THREADS = Math.max(1, availableParallelism() - 1);
/** How many SRP worker threads this process runs. */
export const SRP_THREADS = THREADS;
/**
 * A little below the event loop's priority: during a burst the event loop (and the database) keep
 * most of a contended core, yet on a busy machine the threads still get a fair share (at +10 a
 * sign-in starved behind other work).
 */
const NICE = 5;
/** Sign-ins waiting for a thread; each takes a few tens of milliseconds. */
const MAX_QUEUE = 256;

let pool: Piscina | undefined;

function poolOf(): Piscina {
  pool ??= new Piscina({
    filename: WORKER_FILE.href,
    workerData: { entry: WORKER_MODULE },
    minThreads: 1,
    maxThreads: THREADS,
    idleTimeout: 60_000,
    maxQueue: MAX_QUEUE,
    niceIncrement: NICE,
  });
  return pool;
}

/** For /metrics: the steps this process's threads have computed since it started, and those waiting for a thread. */
export function srpArithmeticStats(): { completed: number; waiting: number } {
  return { completed: pool?.completed ?? 0, waiting: pool?.queueSize ?? 0 };
}

async function run(task: SrpTask): Promise<bigint> {
  const current = poolOf();
  if (current.queueSize >= MAX_QUEUE) throw new SrpBusy();
  return (await current.run(task)) as bigint;
}

/** v = g^x mod N. */
export const verifierOfAsync = (x: bigint) => run({ op: 'verifier', x });

/** B = (k·v + g^b) mod N. */
export const serverPublicValueAsync = (b: bigint, v: bigint) => run({ op: 'publicValue', b, v });

/** S = (A · v^u)^b mod N. */
export const serverSecretAsync = (A: bigint, v: bigint, u: bigint, b: bigint) => run({ op: 'secret', A, v, u, b });

/** Starts the first worker thread now (loading it takes a moment), not at the first sign-in. */
export function warmSrpArithmetic(): void {
  poolOf();
}

/** Ends the worker threads (a server that stops); the next call starts them again. */
export async function closeSrpArithmetic(): Promise<void> {
  const current = pool;
  pool = undefined;
  await current?.destroy();
}
