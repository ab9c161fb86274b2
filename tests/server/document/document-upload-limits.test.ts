import { setImmediate as nextTurnOfEventLoop } from 'node:timers/promises';
import { deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { PDFName, type PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentListResponse, SignableDocument } from '../../../src/domain/document/document-calls.schema';
import { SIGN_REFUSALS } from '../../../src/domain/document/sign-refusals';
import { loadPdf } from '../../../src/features/documents/model/pdf-form';
import { documents } from '../../../server/schema';
import { PDF_LIMITS, pdfLimitMessage } from '../../../server/modules/document/pdf-limits';
import { listOutbox } from '../../../server/dev/identity-records';
import { filledConsent } from '../support/documents';
import { signedInPatient, type TestPatient } from '../support/patients';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * POST /documents/sign is open to anyone holding a signing link: an upload is bounded in what it
 * inflates to, its objects and pages, and is checked off the event loop. Past a bound it is
 * refused with 413 and the reason and nothing is stored, while other callers are answered as usual.
 */

let t: TestApp;
let maria: TestPatient;
let link: { srUuid: string; signerUuid: string; docId: number };
let stored: string;

beforeAll(async () => {
  t = await createTestApp({ lookupRateLimit: { max: 10_000, timeWindowMs: 60_000 } });
  maria = await signedInPatient(t.database.db, 'maria.demo@example.com');
  const list = (await readList()).json<DocumentListResponse>().documents;
  const consent = list.find((document) => document.friendlyName === 'Consent and Assignment of Benefits')!;
  link = { srUuid: consent.uuid, signerUuid: consent.signerUuid!, docId: consent.docId };
  stored = (await t.app.inject({ method: 'GET', url: `/api/documents/sign?srUuid=${link.srUuid}&signerUuid=${link.signerUuid}` })).json<SignableDocument>().data;
});
afterAll(() => t.close());

/** The control: a plain read of the patient's own documents. */
const readList = () => t.app.inject({ method: 'GET', url: `/api/documents/patient?u_id=${maria.uId}`, headers: { authorization: maria.bearer } });
const sign = (data: string) => t.app.inject({ method: 'POST', url: '/api/documents/sign', payload: { srUuid: link.srUuid, signerUuid: link.signerUuid, data, contentType: 'application/pdf' } });
const base64 = async (document: PDFDocument) => Buffer.from(await document.save()).toString('base64');

/** Spaces deflated twice (`/Filter [/FlateDecode /FlateDecode]`): a few hundred bytes that inflate to `size`. */
function bombBytes(size: number): Uint8Array {
  return deflateSync(deflateSync(Buffer.alloc(size, 0x20), { level: 9 }), { level: 9 });
}

const BOMB_SIZE = 128 * 1024 * 1024;
const bomb = bombBytes(BOMB_SIZE);

/** Maria's consent, filled and signed (unless told otherwise) as the filler does, then changed by `change`. */
async function signedConsent(change: (document: PDFDocument) => void, options: { sign?: boolean } = {}): Promise<string> {
  const document = await loadPdf(Buffer.from(await filledConsent(stored, options), 'base64'));
  change(document);
  return base64(document);
}

const bombStream = (document: PDFDocument) =>
  document.context.register(document.context.stream(bomb, { Filter: [PDFName.of('FlateDecode'), PDFName.of('FlateDecode')] }));

/** Nothing of the refused uploads was stored: the stored PDF, the turn, no mail to the next signer. */
async function expectNothingStored() {
  const [row] = await t.database.db.select({ pdf: documents.pdfBase64, turn: documents.currentSignerNum }).from(documents).where(eq(documents.docId, link.docId));
  expect(row).toEqual({ pdf: stored, turn: 1 });
  expect((await listOutbox(t.database.db)).filter((mail) => mail.purpose === 'document-signing')).toEqual([]);
}

async function expectTooLarge(data: string, limit: Parameters<typeof pdfLimitMessage>[0]) {
  expect(Buffer.from(data, 'base64').length, 'a small upload').toBeLessThan(128 * 1024);
  const response = await sign(data);
  expect(response.statusCode, response.body.slice(0, 200)).toBe(413);
  expect(response.json()).toEqual({ error: 'Payload Too Large', message: pdfLimitMessage(limit, PDF_LIMITS) });
}

describe('POST /documents/sign: bounded uploads', () => {
  it('refuses a page content stream of a few hundred bytes that inflates to 128 MB (413), storing nothing', async () => {
    expect(bomb.length).toBeLessThan(4 * 1024);
    await expectTooLarge(await signedConsent((document) => document.getPages()[0]!.node.addContentStream(bombStream(document))), 'decoded');
    await expectNothingStored();
  });

  it('refuses the same stream even where the check would never read it (an object nothing refers to)', async () => {
    await expectTooLarge(await signedConsent((document) => void bombStream(document)), 'decoded');
    await expectNothingStored();
  });

  it('refuses more objects than the limit, packed in object streams (413)', async () => {
    const data = await signedConsent((document) => {
      for (let index = 0; index <= PDF_LIMITS.maxObjects; index += 1) document.context.register(document.context.obj([]));
    });
    await expectTooLarge(data, 'objects');
    await expectNothingStored();
  });

  it('refuses more pages than the limit before reading any (413)', async () => {
    const data = await signedConsent((document) => {
      for (let index = 0; index <= PDF_LIMITS.maxPages; index += 1) document.addPage();
    });
    await expectTooLarge(data, 'pages');
    await expectNothingStored();
  });

  it('refuses a page tree that loops back on itself as unreadable (400), storing nothing', async () => {
    const document = await loadPdf(Buffer.from(await filledConsent(stored), 'base64'));
    document.catalog.Pages().Kids().push(document.catalog.get(PDFName.of('Pages'))!);
    // Saved without the page-count steps of save(), which would follow the loop themselves.
    const response = await sign(Buffer.from(await document.save({ addDefaultPage: false, updateFieldAppearances: false })).toString('base64'));
    expect(response.statusCode, response.body.slice(0, 200)).toBe(400);
    expect(response.json().message).toBe(SIGN_REFUSALS.notPdf);
    await expectNothingStored();
  });

  it('answers a plain read in its usual time while 10 inflating uploads run at once, and refuses all 10', async () => {
    // Unsigned as well: a check that reads it all would refuse it only at the end, so every upload is read whole.
    const upload = await signedConsent((document) => document.getPages()[0]!.node.addContentStream(bombStream(document)), { sign: false });
    const timed = async () => {
      const started = performance.now();
      // The read comes in through the event loop, as over a socket, and is timed from before: the
      // time includes waiting for a loop held by the uploads. Injected straight away instead, a read
      // that never leaves the microtask queue (a remembered token, revocations in memory, PGlite in
      // this thread) would keep the uploads' answers from the worker from ever being taken.
      await nextTurnOfEventLoop();
      expect((await readList()).statusCode).toBe(200);
      return performance.now() - started;
    };
    const usual: number[] = [];
    for (let index = 0; index < 5; index += 1) usual.push(await timed());

    let settled = false;
    const uploads = Promise.all(Array.from({ length: 10 }, () => sign(upload))).finally(() => (settled = true));
    const during: number[] = [];
    while (!settled) during.push(await timed());
    const answers = await uploads;
    expect(during.length).toBeGreaterThanOrEqual(3);

    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(413));
    // Within its usual time give or take the uploads' own small requests queued with it (and a
    // shared machine's noise): reading one such upload on the event loop took 4 s and more.
    const usualTime = Math.max(...usual);
    expect(Math.max(...during), `usual ${usual.map(Math.round)} ms, during ${during.map(Math.round)} ms`).toBeLessThan(Math.max(1_000, usualTime * 5));
    await expectNothingStored();
  });

  it('still stores a proper signature afterwards', async () => {
    const response = await sign(await filledConsent(stored));
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    const [row] = await t.database.db.select({ turn: documents.currentSignerNum }).from(documents).where(eq(documents.docId, link.docId));
    expect(row).toEqual({ turn: 2 });
  });
});
