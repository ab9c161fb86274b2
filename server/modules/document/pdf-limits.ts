import { availableParallelism } from 'node:os';

/**
 * The bounds of checking an uploaded PDF (a signer's submission). Every one is refused with 413
 * and the reason (`pdfLimitMessage`), before anything is stored. The upload's own size is bounded
 * before this by the body limit of POST /documents/sign and the `data` schema.
 */
export interface PdfLimits {
  /** Bytes every stream of one document may inflate to, together. */
  maxDecodedBytes: number;
  /** Indirect objects, those packed in object streams included. */
  maxObjects: number;
  maxPages: number;
  /** Wall time of one check in its worker thread; the worker is terminated past it. */
  timeMs: number;
  /** V8 heap of a check's worker thread (old generation); past it the worker ends. */
  memoryMb: number;
  /** Worker threads checking uploads at once; more uploads wait their turn. */
  workers: number;
}

/** A signed consent form is about 12 KB inflating to 31 KB in 60 objects on 2 pages. */
export const PDF_LIMITS: PdfLimits = {
  maxDecodedBytes: 16 * 1024 * 1024,
  maxObjects: 10_000,
  maxPages: 100,
  timeMs: 5_000,
  memoryMb: 128,
  // One core stays free for the event loop.
  workers: Math.max(1, Math.min(4, availableParallelism() - 1)),
};

export type PdfLimitName = 'decoded' | 'objects' | 'pages' | 'time' | 'memory';

/** Thrown by the bounded reading of a PDF when it goes past one of the limits. */
export class PdfLimitExceeded extends Error {
  constructor(readonly limit: PdfLimitName) {
    super(`PDF limit exceeded: ${limit}`);
  }
}

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** The reason a 413 gives. */
export function pdfLimitMessage(limit: PdfLimitName, limits: PdfLimits): string {
  switch (limit) {
    case 'decoded':
      return `data: the PDF inflates to more than ${megabytes(limits.maxDecodedBytes)}`;
    case 'objects':
      return `data: the PDF holds more than ${limits.maxObjects.toLocaleString('en-US')} objects`;
    case 'pages':
      return `data: the PDF has more than ${limits.maxPages} pages`;
    case 'time':
      return `data: the PDF could not be checked within ${limits.timeMs / 1000} s`;
    case 'memory':
      return `data: the PDF needs more than ${limits.memoryMb} MB of memory to check`;
  }
}
