import { Worker } from 'node:worker_threads';
import type { CheckJob, CheckResult, WorkerAnswer } from './pdf-check-messages';
import type { PdfLimits } from './pdf-limits';
import type { CheckLimits } from './submission-check';

/**
 * Checks sign submissions off the event loop: up to `limits.workers` worker threads, each with a
 * V8 heap of `limits.memoryMb` and `limits.timeMs` per check. A worker past its time is
 * terminated ('time'), one out of memory ends ('memory'); either is replaced for the next check.
 * Checks beyond the workers wait their turn, so uploads never take the event loop or more cores
 * than the workers.
 */
export interface PdfChecker {
  check(job: CheckJob): Promise<CheckResult>;
  close(): Promise<void>;
}

// Compiled (dist-server/, one folder), the check is plain JavaScript beside this code; from the
// TypeScript sources, ts-worker.mjs loads it through tsx, which a worker thread does not inherit.
const COMPILED = import.meta.url.endsWith('.js');
const WORKER_SCRIPT = COMPILED ? new URL('./pdf-check-worker.js', import.meta.url) : new URL('../../ts-worker.mjs', import.meta.url);
const CHECK_MODULE = new URL('./pdf-check-worker.ts', import.meta.url).href;

class CheckFailed extends Error {}

/** One worker thread, started on its first check and again after it ended. */
class CheckSlot {
  private worker: Worker | undefined;
  private ready: Promise<void> | undefined;
  private settle: ((answer: WorkerAnswer | Error) => void) | undefined;

  constructor(private readonly limits: PdfLimits) {}

  private start(): Promise<void> {
    const data: CheckLimits = { maxDecodedBytes: this.limits.maxDecodedBytes, maxObjects: this.limits.maxObjects, maxPages: this.limits.maxPages };
    const worker = new Worker(WORKER_SCRIPT, {
      workerData: { entry: CHECK_MODULE, data },
      resourceLimits: { maxOldGenerationSizeMb: this.limits.memoryMb, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
    });
    worker.unref();
    this.worker = worker;
    const ready = new Promise<void>((resolve, reject) => {
      this.settle = (answer) => (answer instanceof Error ? reject(answer) : resolve());
    });
    // Events of a worker this slot already let go (terminated past its time) are ignored.
    worker.on('message', (answer: WorkerAnswer) => this.worker === worker && this.settle?.(answer));
    worker.on('error', (error) => this.worker === worker && this.ended(error));
    worker.on('exit', () => this.worker === worker && this.ended(new CheckFailed('the check worker stopped')));
    return ready;
  }

  private ended(error: Error): void {
    this.worker = undefined;
    this.ready = undefined;
    const settle = this.settle;
    this.settle = undefined;
    settle?.(error);
  }

  async run(job: CheckJob): Promise<CheckResult> {
    this.ready ??= this.start();
    try {
      await this.ready;
    } catch (error) {
      this.ready = undefined;
      return failure(error);
    }
    const worker = this.worker;
    if (!worker) throw new CheckFailed('the check worker stopped');
    const answer = await new Promise<WorkerAnswer | Error>((resolve) => {
      const timer = setTimeout(() => {
        resolve({ result: { limit: 'time' } });
        this.settle = undefined;
        void this.terminate();
      }, this.limits.timeMs);
      this.settle = (settled) => {
        clearTimeout(timer);
        this.settle = undefined;
        resolve(settled);
      };
      worker.postMessage(job);
    });
    if (answer instanceof Error) return failure(answer);
    if ('result' in answer) return answer.result;
    throw new CheckFailed('unexpected answer');
  }

  async terminate(): Promise<void> {
    const worker = this.worker;
    this.ended(new CheckFailed('the check worker was stopped'));
    await worker?.terminate();
  }
}

/** A worker that ran out of its heap is the memory limit; anything else is a failure. */
function failure(error: unknown): CheckResult {
  if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') return { limit: 'memory' };
  throw error;
}

export function createPdfChecker(limits: PdfLimits): PdfChecker {
  const idle = Array.from({ length: limits.workers }, () => new CheckSlot(limits));
  const all = [...idle];
  const waiting: ((slot: CheckSlot) => void)[] = [];

  const acquire = () => new Promise<CheckSlot>((resolve) => (idle.length > 0 ? resolve(idle.pop()!) : waiting.push(resolve)));
  const release = (slot: CheckSlot) => {
    const next = waiting.shift();
    if (next) next(slot);
    else idle.push(slot);
  };

  return {
    async check(job) {
      const slot = await acquire();
      try {
        return await slot.run(job);
      } finally {
        release(slot);
      }
    },
    async close() {
      await Promise.all(all.map((slot) => slot.terminate()));
    },
  };
}
