import { parentPort, workerData } from 'node:worker_threads';
import { SIGN_REFUSALS } from '../../../src/domain/document/sign-refusals';
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
    // pdf-lib failing on a structure it cannot follow (a page tree too deep, a missing entry): not a readable form.
    return { refusal: SIGN_REFUSALS.notPdf };
  }
}

port.on('message', (job: CheckJob) => {
  void check(job).then((result) => port.postMessage({ result } satisfies WorkerAnswer));
});
port.postMessage({ ready: true } satisfies WorkerAnswer);
