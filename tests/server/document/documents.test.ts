import { and, eq } from 'drizzle-orm';
import { PDFDocument, PDFName, PDFTextField } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentListResponse, DocumentSignResponse, SignableDocument } from '../../../src/domain/document/document-calls.schema';
import { SIGN_REFUSALS } from '../../../src/domain/document/sign-refusals';
import type { PatientDocument } from '../../../src/domain/patient/document.schema';
import { applyValues, embedSignature, loadPdf, readFields } from '../../../src/features/documents/model/pdf-form';
import { filledConsent, signaturePng } from '../support/documents';
import { documents, documentSigners } from '../../../server/schema';
import { listOutbox } from '../../../server/dev/identity-records';
import { signedInPatient, type TestPatient } from '../support/patients';
import { createTestApp, type TestApp } from '../support/test-app';

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

async function listOf(who: TestPatient, brandId?: number): Promise<PatientDocument[]> {
  const response = await get(`/api/documents/patient?u_id=${who.uId}${brandId ? `&brand_id=${brandId}` : ''}`, who);
  expect(response.statusCode).toBe(200);
  return response.json<DocumentListResponse>().documents;
}

const byName = (list: PatientDocument[], name: string) => {
  const found = list.find((document) => document.friendlyName === name);
  if (!found) throw new Error(`no document ${name}`);
  return found;
};

async function signable(document: PatientDocument): Promise<SignableDocument> {
  const response = await get(`/api/documents/sign?srUuid=${document.uuid}&signerUuid=${document.signerUuid}`);
  expect(response.statusCode).toBe(200);
  return response.json<SignableDocument>();
}

describe('GET /documents/patient', () => {
  it('lists the patient’s documents once each, with the turn that is theirs', async () => {
    const list = await listOf(pat);
    expect(new Set(list.map((document) => document.docId)).size).toBe(list.length);
    expect(list.map((document) => document.friendlyName)).toEqual(
      expect.arrayContaining(['Consent and Assignment of Benefits', 'Medication Therapy Agreement', 'Lab results summary', 'Insurance card (imported)']),
    );
    const consent = byName(list, 'Consent and Assignment of Benefits');
    expect(consent).toMatchObject({ isSignRequest: true, isCurrentSigner: true, isCompletelySigned: false, hasSigned: false, signerNum: 1 });
    // Waiting for the pharmacist, signed by nobody yet.
    expect(byName(list, 'Medication Therapy Agreement')).toMatchObject({ isCurrentSigner: false, signerNum: 2, isCompletelySigned: false, hasSigned: false });
    expect(byName(list, 'Notice of Privacy Practices acknowledgement')).toMatchObject({ isCompletelySigned: true, isCurrentSigner: false, hasSigned: true });
    expect(byName(list, 'Lab results summary')).toMatchObject({ isSignRequest: false, type: 'clinical', signerUuid: null, hasSigned: false });
  });

  it('filters by brand only when asked: another brand’s documents are left out', async () => {
    expect((await listOf(pat)).map((document) => document.friendlyName)).toContain('Specialty enrollment packet');
    const filtered = await listOf(pat, 1);
    expect(filtered.map((document) => document.friendlyName)).not.toContain('Specialty enrollment packet');
    expect(filtered.map((document) => document.friendlyName)).toContain('Lab results summary');
  });

  it("never shows another patient's documents", async () => {
    const patIds = new Set((await listOf(pat)).map((document) => document.docId));
    expect((await listOf(maria)).some((document) => patIds.has(document.docId))).toBe(false);
  });
});

describe('GET /document', () => {
  it('answers the PDF of the caller’s document, 404 for another patient’s', async () => {
    const [first] = await listOf(pat);
    const own = await get(`/api/document?docId=${first!.docId}`, pat);
    expect(own.statusCode).toBe(200);
    const pdf = await PDFDocument.load(Buffer.from(own.json<{ data: string }>().data, 'base64'));
    expect(pdf.getPageCount()).toBeGreaterThan(0);
    expect((await get(`/api/document?docId=${first!.docId}`, maria)).statusCode).toBe(404);
    expect((await get('/api/document?docId=abc', pat)).statusCode).toBe(400);
    expect((await get(`/api/document?docId=${first!.docId}`)).statusCode).toBe(401);
  });
});

describe('the seeded fillable PDF', () => {
  it('has two signers, required and optional fields, a radio group across pages in page order and signature fields', async () => {
    const consent = byName(await listOf(pat), 'Consent and Assignment of Benefits');
    const fields = readFields(await loadPdf(Buffer.from((await signable(consent)).data, 'base64')));
    expect(fields.map((field) => [field.name, field.kind, field.required, field.pageIndex])).toEqual([
      ['fullName|1|Required', 'text', true, 0],
      ['dateOfBirth|1|Required', 'text', true, 0],
      ['pharmacyLocation|1|Optional', 'dropdown', false, 0],
      ['contactMethod|1|Required', 'radio', true, 0],
      ['agreeTerms|1|Required', 'checkbox', true, 0],
      ['notes|1|Optional', 'text', false, 1],
      ['signature|1|Required', 'signature', true, 1],
      ['witnessName|2|Required', 'text', true, 1],
      ['signature|2|Required', 'signature', true, 1],
    ]);
    // Stored in the order Text message, Phone call (page 1), E-mail (page 2); shown top to bottom.
    expect(fields.find((field) => field.kind === 'radio')!.options).toEqual(['Phone call', 'Text message', 'E-mail']);
    expect(fields[0]!.label).toBe('Full name');
  });
});

describe('GET and POST /documents/sign', () => {
  it('refuses unknown links (404) and malformed ones (400)', async () => {
    const unknown = `srUuid=${crypto.randomUUID()}&signerUuid=${crypto.randomUUID()}`;
    expect((await get(`/api/documents/sign?${unknown}`)).statusCode).toBe(404);
    expect((await get('/api/documents/sign?srUuid=x&signerUuid=y')).statusCode).toBe(400);
    const post = await sign({ srUuid: crypto.randomUUID(), signerUuid: crypto.randomUUID(), data: 'JVBERi0=', contentType: 'application/pdf' });
    expect(post.statusCode).toBe(404);
  });

  it('refuses a signer whose turn has not come (409), and the view says so', async () => {
    const agreement = byName(await listOf(maria), 'Medication Therapy Agreement');
    const view = await signable(agreement);
    expect(view).toMatchObject({ isCurrentSigner: false, signerNum: 2, signerCount: 2 });
    const response = await sign({ srUuid: agreement.uuid, signerUuid: agreement.signerUuid, data: view.data, contentType: 'application/pdf' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(SIGN_REFUSALS.notCurrentSigner);
  });

  it('refuses a submission that is not a PDF, lacks a required field or the signature, or changes another signer’s field', async () => {
    const consent = byName(await listOf(maria), 'Consent and Assignment of Benefits');
    const { data } = await signable(consent);
    const submit = (pdf: string) => sign({ srUuid: consent.uuid, signerUuid: consent.signerUuid, data: pdf, contentType: 'application/pdf' });
    const cases: [string, string][] = [
      [Buffer.from('not a pdf').toString('base64'), SIGN_REFUSALS.notPdf],
      [await filledConsent(data, { values: { 'fullName|1|Required': '' } }), SIGN_REFUSALS.missingRequired],
      [await filledConsent(data, { sign: false }), SIGN_REFUSALS.missingSignature],
      [await filledConsent(data, { values: { 'witnessName|2|Required': 'Someone Else' } }), SIGN_REFUSALS.otherSignersFields],
    ];
    // applyValues leaves other signers' fields alone: the tampered case writes the field directly.
    const tampered = await loadPdf(Buffer.from(await filledConsent(data), 'base64'));
    tampered.getForm().getTextField('witnessName|2|Required').setText('Forged Witness');
    cases[3] = [Buffer.from(await tampered.save()).toString('base64'), SIGN_REFUSALS.otherSignersFields];
    for (const [pdf, message] of cases) {
      const response = await submit(pdf);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const [row] = await t.database.db.select({ pdf: documents.pdfBase64, turn: documents.currentSignerNum }).from(documents).where(eq(documents.docId, consent.docId));
    expect(row).toEqual({ pdf: data, turn: 1 });
  });

  it('stores the signed PDF, passes the turn to the witness, who gets their link, signs signed out, and the link then is used', async () => {
    const consent = byName(await listOf(pat), 'Consent and Assignment of Benefits');
    const { data } = await signable(consent);
    const signed = await filledConsent(data);
    const response = await sign({ srUuid: consent.uuid, signerUuid: consent.signerUuid, data: signed, contentType: 'application/pdf' });
    expect(response.statusCode).toBe(200);
    expect(response.json<DocumentSignResponse>()).toEqual({ ok: true, isCompletelySigned: false, nextSignerNum: 2 });

    const stored = await PDFDocument.load(Buffer.from((await get(`/api/document?docId=${consent.docId}`, pat)).json<{ data: string }>().data, 'base64'));
    expect(stored.getForm().getTextField('fullName|1|Required').getText()).toBe('Pat Demo');
    expect(stored.getForm().getRadioGroup('contactMethod|1|Required').getSelected()).toBe('E-mail');
    expect(stored.getForm().getCheckBox('agreeTerms|1|Required').isChecked()).toBe(true);
    const xObjects = stored.getPages()[1]!.node.Resources()!.lookup(PDFName.of('XObject'));
    expect(xObjects).toBeDefined();

    const after = byName(await listOf(pat), 'Consent and Assignment of Benefits');
    expect(after).toMatchObject({ isCurrentSigner: false, isCompletelySigned: false, hasSigned: true });
    expect((await sign({ srUuid: consent.uuid, signerUuid: consent.signerUuid, data: signed, contentType: 'application/pdf' })).statusCode).toBe(410);
    expect((await get(`/api/documents/sign?srUuid=${consent.uuid}&signerUuid=${consent.signerUuid}`)).statusCode).toBe(410);

    const [mail] = await listOutbox(t.database.db, { recipient: 'jordan.avery@example.com' });
    expect(mail?.purpose).toBe('document-signing');
    const link = /doc-sign\?uuid=([0-9a-f-]{36})&signerUuId=([0-9a-f-]{36})/.exec(mail!.message);
    expect(link?.[1]).toBe(consent.uuid);
    const witness = (await get(`/api/documents/sign?srUuid=${link![1]}&signerUuid=${link![2]}`)).json<SignableDocument>();
    expect(witness).toMatchObject({ isCurrentSigner: true, signerNum: 2 });

    const witnessPdf = await loadPdf(Buffer.from(witness.data, 'base64'));
    applyValues(witnessPdf, 2, { 'witnessName|2|Required': 'Jordan Avery', 'fullName|1|Required': 'Changed by witness' });
    await embedSignature(witnessPdf, 'signature|2|Required', signaturePng());
    const final = await sign({ srUuid: link![1], signerUuid: link![2], data: Buffer.from(await witnessPdf.save()).toString('base64'), contentType: 'application/pdf' });
    expect(final.json<DocumentSignResponse>()).toEqual({ ok: true, isCompletelySigned: true, nextSignerNum: null });
    const done = byName(await listOf(pat), 'Consent and Assignment of Benefits');
    expect(done.isCompletelySigned).toBe(true);
    const [signer] = await t.database.db
      .select({ signedAt: documentSigners.signedAt })
      .from(documentSigners)
      .where(and(eq(documentSigners.docId, consent.docId), eq(documentSigners.signerNum, 2)));
    expect(signer?.signedAt).toBeInstanceOf(Date);
    const finalPdf = await PDFDocument.load(Buffer.from((await get(`/api/document?docId=${consent.docId}`, pat)).json<{ data: string }>().data, 'base64'));
    const name = finalPdf.getForm().getField('fullName|1|Required');
    expect(name instanceof PDFTextField && name.getText()).toBe('Pat Demo');
  });
});
