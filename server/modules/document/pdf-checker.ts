import { Piscina } from 'piscina';
import { isCheckStarted, type CheckJob, type CheckResult, type CheckTask } from './pdf-check-messages';
import type { PdfLimits } from './pdf-limits';
import type { CheckLimits } from './submission-check';

/**
 * Checks sign submissions off the event loop in a piscina pool: up to `limits.workers` worker
 * threads, each with a V8 heap of `limits.memoryMb`, and `limits.timeMs` per check from the moment
 * a thread starts it. A check past its time is aborted, which ends its thread ('time'); a thread
 * out of memory ends ('memory'); the pool starts another for the next check. Checks beyond the
 * threads wait in the pool's queue, so uploads never take the event loop or more cores than the
 * threads.
 */
export interface PdfChecker {
  check(job: CheckJob): Promise<CheckResult>;
  close(): Promise<void>;
}

// Compiled (dist-server/, one folder), the check is plain JavaScript beside this code; from the
// TypeScript sources, ts-worker.mjs loads it through tsx, which a worker thread does not inherit.
const COMPILED = import.meta.url.endsWith('.js');
const WORKER_FILE = COMPILED ? new URL('./pdf-check-worker.js', import.meta.url) : new URL('../../ts-worker.mjs', import.meta.url);
const WORKER_MODULE = new URL('./pdf-check-worker.ts', import.meta.url).href;

export function createPdfChecker(limits: PdfLimits): PdfChecker {
  const data: CheckLimits = { maxDecodedBytes: limits.maxDecodedBytes, maxObjects: limits.maxObjects, maxPages: limits.maxPages };
  // The checks under way, each with its clock: started when its thread says it began (a check
  // waiting its turn is not timed), and its stop, whose reason is the check's answer.
  const checks = new Map<number, { startClock(): void; started: boolean; stop: AbortController }>();
  // Made at the first check (uploads are rare; an app that never checks one starts no thread).
  // One thread stays: it replaces a thread ended past its time, for the checks waiting their turn.
  let pool: Piscina<CheckTask, CheckResult> | undefined;
  const poolOf = () => {
    if (pool) return pool;
    pool = new Piscina<CheckTask, CheckResult>({
      filename: WORKER_FILE.href,
      workerData: { entry: WORKER_MODULE, data },
      minThreads: 1,
      maxThreads: limits.workers,
      idleTimeout: 60_000,
      resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
    });
    pool.on('message', (message: unknown) => {
      if (isCheckStarted(message)) checks.get(message.checkStarted)?.startClock();
    });
    // A thread that could not even load (its heap too small for the check's code): the checks
    // waiting for it get its failure, rather than waiting for a thread that never comes.
    pool.on('error', (error: unknown) => {
      for (const check of checks.values()) if (!check.started) check.stop.abort(error);
    });
    return pool;
  };
  let lastId = 0;

  return {
    async check(job) {
      const id = ++lastId;
      const stop = new AbortController();
      let timer: NodeJS.Timeout | undefined;
      const check = {
        started: false,
        stop,
        startClock() {
          check.started = true;
          timer = setTimeout(() => stop.abort(TIME_LIMIT), limits.timeMs);
        },
      };
      checks.set(id, check);
      try {
        return await poolOf().run({ id, job }, { signal: stop.signal });
      } catch (error) {
        // Aborting a running check ends its thread: piscina starts a new one for the next check.
        return failure(stop.signal.aborted ? stop.signal.reason : error);
      } finally {
        checks.delete(id);
        clearTimeout(timer);
      }
    },
    close: async () => {
      await pool?.destroy();
      pool = undefined;
    },
  };
}

const TIME_LIMIT: CheckResult = { limit: 'time' };

/** A check past its time, or a thread that ran out of its heap, is that limit; anything else is a failure. */
function failure(error: unknown): CheckResult {
  if (error === TIME_LIMIT) return TIME_LIMIT;
  if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') return { limit: 'memory' };
  throw error;
}
