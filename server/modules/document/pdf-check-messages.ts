import type { PdfLimitName } from './pdf-limits';
import type { SubmissionRefusal } from './submission-check';

/** What the main thread asks a check worker (`pdf-check-worker.ts`). */
export interface CheckJob {
  stored: Uint8Array;
  submitted: Uint8Array;
  signerNum: number;
}

/** A check's outcome: the refusal (null: may be stored), or the limit it went past. */
export type CheckResult = { refusal: SubmissionRefusal | null } | { limit: PdfLimitName };

/** A check as the pool hands it to a thread: `id` names it in the thread's "started" message. */
export interface CheckTask {
  id: number;
  job: CheckJob;
}

/** What a thread posts when it starts a check: the time limit counts from here. */
export interface CheckStarted {
  checkStarted: number;
}

export const isCheckStarted = (message: unknown): message is CheckStarted =>
  typeof message === 'object' && message !== null && typeof (message as Partial<CheckStarted>).checkStarted === 'number';
