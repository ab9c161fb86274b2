import { parentPort, workerData } from 'node:worker_threads';
import { SIGN_REFUSALS } from '../../../src/domain/document/sign-refusals';
import type { CheckResult, CheckStarted, CheckTask } from './pdf-check-messages';
import { PdfLimitExceeded } from './pdf-limits';
import { refusalOf, type CheckLimits } from './submission-check';

/**
 * The worker-thread side of `pdf-checker.ts`: one sign submission checked in a thread of its
 * piscina pool, with the limits the pool gave the thread (`workerData.data`). The pool ends the
 * thread past the time limit; past its heap the thread ends itself.
 */
const limits = (workerData as { data: CheckLimits }).data;

export default async function checkSubmission({ id, job }: CheckTask): Promise<CheckResult> {
  parentPort?.postMessage({ checkStarted: id } satisfies CheckStarted);
  try {
    return { refusal: await refusalOf(job.stored, job.submitted, job.signerNum, limits) };
  } catch (error) {
    if (error instanceof PdfLimitExceeded) return { limit: error.limit };
    // pdf-lib failing on a structure it cannot follow (a page tree too deep, a missing entry): not a readable form.
    return { refusal: SIGN_REFUSALS.notPdf };
  }
}
