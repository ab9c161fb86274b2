import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { PDFDocument, PDFDict, PDFName } from 'pdf-lib';
import { mailbox } from './dev-api';

export interface DocumentPatient {
  username: string;
  password: string;
  uId: number;
  witnessEmail: string;
}

export interface StoredDocument {
  docId: number;
  uuid: string;
  friendlyName: string;
  currentSignerNum: number | null;
  pdfBase64: string;
  signers: { signerNum: number; signerUuid: string; email: string | null; signedAt: string | null }[];
}

export const CONSENT = 'Consent and Assignment of Benefits';
export const AGREEMENT = 'Medication Therapy Agreement';

/**
 * A fresh patient with the demo documents (and a witness address of its own); with `refill`, the
 * refill-wizard prescriptions too, delivered to its one Home address.
 */
export async function newDocumentPatient(request: APIRequestContext, options: { refill?: boolean } = {}): Promise<DocumentPatient> {
  const response = await request.post('/api/dev/document-patients', { data: options });
  expect(response.status()).toBe(200);
  return (await response.json()) as DocumentPatient;
}

export async function storedDocument(request: APIRequestContext, username: string, name: string): Promise<StoredDocument> {
  const response = await request.get(`/api/dev/documents?username=${encodeURIComponent(username)}`);
  expect(response.status()).toBe(200);
  const found = ((await response.json()) as { documents: StoredDocument[] }).documents.find((document) => document.friendlyName === name);
  if (!found) throw new Error(`no stored document ${name}`);
  return found;
}

export const pdfOf = (document: StoredDocument) => PDFDocument.load(Buffer.from(document.pdfBase64, 'base64'));

/** Image XObjects on a page: a drawn or typed signature is one. */
export function imagesOnPage(pdf: PDFDocument, pageIndex: number): number {
  const xObjects = pdf.getPages()[pageIndex]!.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  if (!xObjects) return 0;
  return [...xObjects.entries()].filter(([, ref]) => {
    const object = pdf.context.lookup(ref) as { dict?: PDFDict } | undefined;
    return object?.dict?.get(PDFName.of('Subtype')) === PDFName.of('Image');
  }).length;
}

/** The signing link e-mailed to `recipient` (as the development mailbox received it), as a path of the portal. */
export async function signingLinkFor(request: APIRequestContext, recipient: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const invitation = (await mailbox(request, recipient)).find((message) => message.purpose === 'document-signing');
      // A full link when the e-mail has one, else the portal path its text names.
      link = [...(invitation?.links ?? []), invitation?.text ?? ''].map((candidate) => /\/portal\/doc-sign\?\S+/.exec(candidate)?.[0]).find(Boolean) ?? '';
      return link;
    })
    .toMatch(/uuid=.+&signerUuId=.+/);
  return link;
}

export const documentsElement = (page: Page) => page.locator('rx-documents');

/** Draws a stroke across the signature pad with the mouse. */
export async function drawSignature(page: Page, name: RegExp) {
  const pad = documentsElement(page).getByRole('img', { name });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 12; step++) {
    await page.mouse.move(box.x + 20 + step * ((box.width - 40) / 12), box.y + box.height / 2 + (step % 2 ? -15 : 15));
  }
  await page.mouse.up();
}

export async function expectDocumentsAxeClean(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).include({ fromShadowDom: ['rx-portal', 'rx-documents'] }).analyze();
  expect(results.passes.length, `axe checked something on ${what}`).toBeGreaterThan(0);
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`), `axe on ${what}`).toEqual([]);
}
