import { parentPort, workerData } from 'node:worker_threads';
import type { CheckJob, CheckResult, WorkerAnswer } from './pdf-check-messages';
import { PdfLimitExceeded } from './pdf-limits';
import { refusalOf, type CheckLimits } from './submission-check';

/**
 * A worker thread checking sign submissions one at a time (`pdf-checker.ts` starts it with its
 * memory limits and ends it past the time limit). Answers `{ ready }` once loaded.
 */
const port = parentPort!;
const limits = (workerData as { data: CheckLimits }).data;

async function check(job: CheckJob): Promise<CheckResult> {
  try {
    return { refusal: await refusalOf(job.stored, job.submitted, job.signerNum, limits) };
  } catch (error) {
    if (error instanceof PdfLimitExceeded) return { limit: error.limit };
    throw error;
  }
}

port.on('message', (job: CheckJob) => {
  check(job).then(
    (result) => port.postMessage({ result } satisfies WorkerAnswer),
    // The class only: an error's message could quote the document.
    (error: unknown) => port.postMessage({ failed: error instanceof Error ? error.name : 'unknown' } satisfies WorkerAnswer),
  );
});
port.postMessage({ ready: true } satisfies WorkerAnswer);
