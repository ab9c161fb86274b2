import { degrees, drawImage, PDFDict, PDFDocument, PDFName, PDFString, rgb } from 'pdf-lib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentListResponse, SignableDocument } from '../../../src/domain/document/document-calls.schema';
import { SIGN_REFUSALS } from '../../../src/domain/document/sign-refusals';
import type { PatientDocument } from '../../../src/domain/patient/document.schema';
import { applyValues, embedSignature, loadPdf } from '../../../src/features/documents/model/pdf-form';
import { listOutbox } from '../../../server/dev/identity-records';
import { filledConsent, signaturePng } from '../support/documents';
import { signedInPatient, type TestPatient } from '../support/patients';
import { buildApp } from '../../../server/app';
import { createTestApp, TEST_IDENTITY, type TestApp } from '../support/test-app';

/**
 * POST /documents/sign keeps everything but the signer's own fields and signature as stored:
 * a signer cannot rewrite a page, cover its text, add an annotation or a script, move another
 * signer's field, or remove or copy an earlier signer's signature.
 */

let t: TestApp;
let pat: TestPatient;
let maria: TestPatient;

beforeAll(async () => {
  t = await createTestApp({ lookupRateLimit: { max: 10_000, timeWindowMs: 60_000 } });
  pat = await signedInPatient(t.database.db, 'pat.demo@example.com');
  maria = await signedInPatient(t.database.db, 'maria.demo@example.com');
});
afterAll(() => t.close());

const get = (url: string, who?: TestPatient) => t.app.inject({ method: 'GET', url, headers: who ? { authorization: who.bearer } : {} });
const sign = (payload: object) => t.app.inject({ method: 'POST', url: '/api/documents/sign', payload });
const base64 = async (document: PDFDocument) => Buffer.from(await document.save()).toString('base64');
const pdfOf = (data: string) => loadPdf(Buffer.from(data, 'base64'));

async function consentFor(who: TestPatient): Promise<PatientDocument> {
  const response = await get(`/api/documents/patient?u_id=${who.uId}`, who);
  const found = response.json<DocumentListResponse>().documents.find((document) => document.friendlyName === 'Consent and Assignment of Benefits');
  if (!found) throw new Error('no consent form');
  return found;
}

async function expectRefused(link: { srUuid: string; signerUuid: string }, document: PDFDocument | string, message: string) {
  const data = typeof document === 'string' ? document : await base64(document);
  const response = await sign({ ...link, data, contentType: 'application/pdf' });
  expect(response.statusCode, message).toBe(400);
  expect(response.json().message).toBe(message);
}

describe('POST /documents/sign: the first signer changes only their own fields and signature', () => {
  let link: { srUuid: string; signerUuid: string };
  let stored: string;
  beforeAll(async () => {
    const consent = await consentFor(maria);
    link = { srUuid: consent.uuid, signerUuid: consent.signerUuid! };
    stored = (await get(`/api/documents/sign?srUuid=${link.srUuid}&signerUuid=${link.signerUuid}`)).json<SignableDocument>().data;
  });

  it('refuses text drawn onto a page', async () => {
    const document = await pdfOf(await filledConsent(stored));
    document.getPages()[0]!.drawText('The pharmacy owes the patient nothing', { x: 50, y: 400, size: 12 });
    await expectRefused(link, document, SIGN_REFUSALS.documentChanged);
  });

  it('refuses a box painted over the terms', async () => {
    const document = await pdfOf(await filledConsent(stored));
    document.getPages()[0]!.drawRectangle({ x: 0, y: 300, width: 612, height: 300, color: rgb(1, 1, 1) });
    await expectRefused(link, document, SIGN_REFUSALS.documentChanged);
  });

  it('refuses a page whose content was replaced', async () => {
    const document = await pdfOf(await filledConsent(stored));
    const page = document.getPages()[0]!;
    page.node.set(PDFName.of('Contents'), document.context.register(document.context.flateStream('BT /F1 12 Tf 50 700 Td (Other terms) Tj ET')));
    await expectRefused(link, document, SIGN_REFUSALS.documentChanged);
  });

  it('refuses a new annotation (a link laid over the page)', async () => {
    const document = await pdfOf(await filledConsent(stored));
    const page = document.getPages()[0]!;
    const annotation = document.context.register(
      document.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [0, 0, 612, 792], A: { S: 'URI', URI: PDFString.of('https://attacker.example') } }),
    );
    page.node.addAnnot(annotation);
    await expectRefused(link, document, SIGN_REFUSALS.documentChanged);
  });

  it('refuses a script that runs on opening', async () => {
    const document = await pdfOf(await filledConsent(stored));
    document.catalog.set(PDFName.of('OpenAction'), document.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') }));
    await expectRefused(link, document, SIGN_REFUSALS.documentChanged);
  });

  it("refuses the witness's field moved, even with its value kept", async () => {
    const document = await pdfOf(await filledConsent(stored));
    const widget = document.getForm().getTextField('witnessName|2|Required').acroField.getWidgets()[0]!;
    widget.dict.set(PDFName.of('Rect'), document.context.obj([0, 0, 1, 1]));
    await expectRefused(link, document, SIGN_REFUSALS.otherSignersFields);
  });

  it('refuses their own field stretched over the page', async () => {
    const document = await pdfOf(await filledConsent(stored));
    const widget = document.getForm().getTextField('fullName|1|Required').acroField.getWidgets()[0]!;
    widget.dict.set(PDFName.of('Rect'), document.context.obj([0, 0, 612, 792]));
    await expectRefused(link, document, SIGN_REFUSALS.documentChanged);
  });
});

describe('POST /documents/sign: the second signer keeps the first signature as it is', () => {
  let link: { srUuid: string; signerUuid: string };
  let afterFirst: string;
  beforeAll(async () => {
    const consent = await consentFor(pat);
    const first = await get(`/api/documents/sign?srUuid=${consent.uuid}&signerUuid=${consent.signerUuid}`);
    const signed = await sign({ srUuid: consent.uuid, signerUuid: consent.signerUuid, data: await filledConsent(first.json<SignableDocument>().data), contentType: 'application/pdf' });
    expect(signed.statusCode).toBe(200);
    const [mail] = await listOutbox(t.database.db, { recipient: 'jordan.avery@example.com' });
    const found = /doc-sign\?uuid=([0-9a-f-]{36})&signerUuId=([0-9a-f-]{36})/.exec(mail!.message)!;
    link = { srUuid: found[1]!, signerUuid: found[2]! };
    afterFirst = (await get(`/api/documents/sign?srUuid=${link.srUuid}&signerUuid=${link.signerUuid}`)).json<SignableDocument>().data;
  });

  async function witnessSigned(data: string) {
    const document = await pdfOf(data);
    applyValues(document, 2, { 'witnessName|2|Required': 'Jordan Avery' });
    await embedSignature(document, 'signature|2|Required', signaturePng());
    return document;
  }

  /** The pages whose resources hold an image (the patient's signature sits on one of them). */
  function imageNamesOn(document: PDFDocument) {
    return document.getPages().flatMap((page, index) => {
      const xObjects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
      return (xObjects?.keys() ?? []).map((name) => ({ index, name, xObjects: xObjects! }));
    });
  }

  it("refuses the patient's signature image removed from its page", async () => {
    const original = await pdfOf(afterFirst);
    const [patient] = imageNamesOn(original);
    expect(patient, "the patient's signature image").toBeDefined();
    const document = await witnessSigned(afterFirst);
    const xObjects = document.getPages()[patient!.index]!.node.Resources()!.lookup(PDFName.of('XObject'), PDFDict);
    xObjects.delete(patient!.name);
    await expectRefused(link, document, SIGN_REFUSALS.documentChanged);
  });

  it("refuses the patient's signature image drawn a second time elsewhere", async () => {
    const original = await pdfOf(afterFirst);
    const [patient] = imageNamesOn(original);
    const document = await witnessSigned(afterFirst);
    const page = document.getPages()[patient!.index]!;
    // Only image drawing operators, but of the patient's image: a copied signature.
    page.pushOperators(...drawImage(patient!.name, { x: 300, y: 100, width: 120, height: 40, rotate: degrees(0), xSkew: degrees(0), ySkew: degrees(0) }));
    await expectRefused(link, document, SIGN_REFUSALS.documentChanged);
  });

  it('accepts the witness signing as the filler does', async () => {
    const response = await sign({ ...link, data: await base64(await witnessSigned(afterFirst)), contentType: 'application/pdf' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, isCompletelySigned: true, nextSignerNum: null });
  });
});

describe('POST /documents/sign: the signer uuid cannot be guessed at speed', () => {
  it('answers 429 once the lookup limit is reached from one address', async () => {
    await t.database.db.execute(sql`DELETE FROM rate_limit_counters`);
    const limited = await buildApp({ db: t.database.db, mode: 'test', identity: TEST_IDENTITY, lookupRateLimit: { max: 2, timeWindowMs: 60_000 } });
    try {
      const guess = () =>
        limited.inject({
          method: 'POST',
          url: '/api/documents/sign',
          payload: { srUuid: crypto.randomUUID(), signerUuid: crypto.randomUUID(), data: 'JVBERi0=', contentType: 'application/pdf' },
        });
      expect((await guess()).statusCode).toBe(404);
      expect((await guess()).statusCode).toBe(404);
      const refused = await guess();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^Too many requests: try again in/);
    } finally {
      await limited.close();
    }
  });
});
