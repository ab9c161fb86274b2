import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../server/platform/db/database';
import { documents, documentSigners } from '../../../server/schema';
import { Canvas } from '../../../server/seed/png';
import { applyValues, embedSignature, loadPdf } from '../../../src/features/documents/model/pdf-form';

/** A drawn-looking signature: a wave, as a PNG. */
export const signaturePng = () => new Canvas(120, 40).fill([20, 30, 90, 255], (x, y) => Math.abs(y - 20 - 10 * Math.sin(x / 8)) < 2).toPng();

/** The seeded consent form filled in as the patient (signer 1), signed unless told otherwise; base64. */
export async function filledConsent(base64: string, options: { sign?: boolean; values?: Record<string, string> } = {}): Promise<string> {
  const document = await loadPdf(Buffer.from(base64, 'base64'));
  applyValues(document, 1, {
    'fullName|1|Required': 'Pat Demo',
    'dateOfBirth|1|Required': '04/12/1978',
    'contactMethod|1|Required': 'E-mail',
    'agreeTerms|1|Required': 'checked',
    'pharmacyLocation|1|Optional': 'University City',
    ...options.values,
  });
  if (options.sign !== false) await embedSignature(document, 'signature|1|Required', signaturePng());
  return Buffer.from(await document.save()).toString('base64');
}

/** The patient's consent form as stored, with the patient's own signer link. */
export async function consentOf(db: Database, uId: number): Promise<{ srUuid: string; signerUuid: string; pdfBase64: string }> {
  const [row] = await db
    .select({ srUuid: documents.uuid, signerUuid: documentSigners.signerUuid, pdfBase64: documents.pdfBase64 })
    .from(documents)
    .innerJoin(documentSigners, and(eq(documentSigners.docId, documents.docId), eq(documentSigners.uId, uId)))
    .where(and(eq(documents.uId, uId), eq(documents.friendlyName, 'Consent and Assignment of Benefits')));
  if (!row) throw new Error('The patient has no consent form');
  return row;
}
