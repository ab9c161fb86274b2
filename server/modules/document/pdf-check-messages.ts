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

/** What a check worker answers: ready once loaded, then one result per job. */
export type WorkerAnswer = { ready: true } | { result: CheckResult };
