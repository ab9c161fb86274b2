import { deflateSync } from 'node:zlib';
import { PDFDocument, PDFName } from 'pdf-lib';
import { afterEach, describe, expect, it } from 'vitest';
import { createPdfChecker, type PdfChecker } from '../../../server/modules/document/pdf-checker';
import { PDF_LIMITS } from '../../../server/modules/document/pdf-limits';
import { SIGN_REFUSALS } from '../../../src/domain/document/sign-refusals';

/** The worker threads of the sign check: their time and memory limits end them, and the next check gets a new one. */
let checker: PdfChecker | undefined;
afterEach(() => checker?.close());

const notAPdf = { stored: Buffer.from('%PDF-1.7'), submitted: Buffer.from('not a pdf'), signerNum: 1 };

/** A PDF whose one stream inflates to 64 MB: the scan inflates its first 16 MB, which takes many milliseconds. */
async function inflating(): Promise<{ stored: Uint8Array; submitted: Uint8Array; signerNum: number }> {
  const document = await PDFDocument.create();
  const bytes = deflateSync(deflateSync(Buffer.alloc(64 * 1024 * 1024, 0x20)));
  document.context.register(document.context.stream(bytes, { Filter: [PDFName.of('FlateDecode'), PDFName.of('FlateDecode')] }));
  return { stored: notAPdf.stored, submitted: await document.save(), signerNum: 1 };
}

describe('createPdfChecker', () => {
  it('answers a check from its worker thread', async () => {
    checker = createPdfChecker({ ...PDF_LIMITS, workers: 1 });
    expect(await checker.check(notAPdf)).toEqual({ refusal: SIGN_REFUSALS.notPdf });
    expect(await checker.check(await inflating())).toEqual({ limit: 'decoded' });
  });

  it('ends a check past its time with the time limit, and starts a new worker for the next one', async () => {
    checker = createPdfChecker({ ...PDF_LIMITS, workers: 1, timeMs: 1 });
    const job = await inflating();
    expect(await checker.check(job)).toEqual({ limit: 'time' });
    expect(await checker.check(job)).toEqual({ limit: 'time' });
  });

  it('answers the memory limit for a worker that runs out of its heap', async () => {
    checker = createPdfChecker({ ...PDF_LIMITS, workers: 1, memoryMb: 4 });
    expect(await checker.check(notAPdf)).toEqual({ limit: 'memory' });
  });

  it('times out a slow upload in its thread while another check is answered beside it', async () => {
    checker = createPdfChecker(slowChecks(2));
    expect(await checker.check(notAPdf)).toEqual({ refusal: SIGN_REFUSALS.notPdf }); // a thread loaded
    const slow = await inflating();
    const [hostile, plain] = await Promise.all([checker.check(slow), checker.check(notAPdf)]);
    // Checked on the event loop, nothing could stop that upload before its end (a readable-PDF refusal).
    expect(hostile).toEqual({ limit: 'time' });
    expect(plain).toEqual({ refusal: SIGN_REFUSALS.notPdf });
  });

  it('times a check from its start in a thread, not from its turn in the queue', async () => {
    checker = createPdfChecker(slowChecks(1));
    const [hostile, queued] = await Promise.all([checker.check(await inflating()), checker.check(notAPdf)]);
    expect(hostile).toEqual({ limit: 'time' });
    expect(queued).toEqual({ refusal: SIGN_REFUSALS.notPdf });
  });
});

/**
 * Limits under which `inflating()` is slow: it inflates all of its 64 MB (a few hundred ms in a
 * thread), past a time limit that a plain check (a millisecond or so) stays well within.
 */
const slowChecks = (workers: number) => ({ ...PDF_LIMITS, workers, maxDecodedBytes: 128 * 1024 * 1024, timeMs: 50 });
