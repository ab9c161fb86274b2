import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { brands } from '../company/company.tables';
import { documents, documentSigners } from './document.tables';
import { patients } from '../patient/patient.tables';
import { consentFormPdf, plainPdf, therapyAgreementPdf, toBase64 } from '../../seed/document-pdfs';

/** Demo patients who get the demo documents. */
export const DEMO_DOCUMENT_USERNAMES = ['pat.demo@example.com', 'maria.demo@example.com'] as const;

/** Who witnesses the consent form (signer 2): invited by e-mail, outside the portal. */
export interface InvitedSigner {
  name: string;
  email: string;
}

const DEFAULT_WITNESS: InvitedSigner = { name: 'Jordan Avery', email: 'jordan.avery@example.com' };
const PHARMACIST: InvitedSigner = { name: 'Dr. Maya Chen, PharmD', email: 'maya.chen@pharmacy.example.com' };

/** The same PDF bytes for the same inputs: seeding many patients makes each file once. */
const made = new Map<string, Promise<string>>();
function pdfOnce(key: string, make: () => Promise<Uint8Array>): Promise<string> {
  if (!made.has(key)) made.set(key, make().then(toBase64));
  return made.get(key)!;
}

async function hasDocuments(db: Database, uId: number): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(documents).where(eq(documents.uId, uId));
  return Number(row?.n ?? 0) > 0;
}

/**
 * The patient's demo documents, unless they have some already: a consent form awaiting their
 * signature (then a witness's), a therapy agreement awaiting the pharmacist first (view-only for
 * the patient), a completely signed notice, a clinical summary, an imported record and one
 * document of another brand (hidden where documents are filtered by brand).
 */
export async function seedPatientDocuments(db: Database, uId: number, now: Date, witness: InvitedSigner = DEFAULT_WITNESS): Promise<void> {
  if (await hasDocuments(db, uId)) return;
  const [patient] = await db
    .select({ brandId: patients.brandId, pharmacy: brands.companyName })
    .from(patients)
    .innerJoin(brands, eq(brands.brandId, patients.brandId))
    .where(eq(patients.uId, uId));
  if (!patient) return;
  const pharmacy = patient.pharmacy;
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
  const otherBrand = patient.brandId === 2 ? 1 : 2;

  const insert = async (values: Omit<typeof documents.$inferInsert, 'uuid' | 'uId'>) => {
    const [row] = await db.insert(documents).values({ ...values, uuid: randomUUID(), uId }).returning({ docId: documents.docId });
    return row!.docId;
  };
  const consent = await insert({
    friendlyName: 'Consent and Assignment of Benefits',
    fileName: 'consent-and-assignment-of-benefits.pdf',
    fileDescription: 'Please fill in, sign and submit. A witness signs after you.',
    type: 'clinical',
    isSignRequest: true,
    signRequestRequired: true,
    currentSignerNum: 1,
    pdfBase64: await pdfOnce(`consent:${pharmacy}`, () => consentFormPdf(pharmacy)),
    timeUploaded: daysAgo(1),
  });
  const agreement = await insert({
    friendlyName: 'Medication Therapy Agreement',
    fileName: 'medication-therapy-agreement.pdf',
    fileDescription: 'Your pharmacist signs first; you will be asked to sign after.',
    type: 'clinical',
    isSignRequest: true,
    signRequestRequired: true,
    currentSignerNum: 1,
    pdfBase64: await pdfOnce(`agreement:${pharmacy}`, () => therapyAgreementPdf(pharmacy)),
    timeUploaded: daysAgo(2),
  });
  const notice = await insert({
    friendlyName: 'Notice of Privacy Practices acknowledgement',
    fileName: 'privacy-practices-acknowledgement.pdf',
    fileDescription: null,
    type: 'clinical',
    isSignRequest: true,
    signRequestRequired: false,
    currentSignerNum: null,
    pdfBase64: await pdfOnce(`notice:${pharmacy}`, () => plainPdf('Notice of Privacy Practices', [pharmacy, 'Acknowledged and signed by the patient.'])),
    timeUploaded: daysAgo(40),
  });
  await insert({
    friendlyName: 'Lab results summary',
    fileName: 'lab-results-summary.pdf',
    fileDescription: 'Basic metabolic panel, reviewed by your care team',
    type: 'clinical',
    pdfBase64: await pdfOnce('lab', () => plainPdf('Lab results summary', ['Basic metabolic panel: within normal limits.', 'Reviewed by your care team.'])),
    timeUploaded: daysAgo(12),
  });
  await insert({
    friendlyName: 'Insurance card (imported)',
    fileName: 'insurance-card.pdf',
    fileDescription: 'Uploaded by the pharmacy from your insurer',
    type: 'imported',
    pdfBase64: await pdfOnce('insurance', () => plainPdf('Insurance card', ['Member ID on file with the pharmacy.'])),
    timeUploaded: daysAgo(30),
  });
  await insert({
    friendlyName: 'Specialty enrollment packet',
    fileName: 'specialty-enrollment-packet.pdf',
    fileDescription: 'Shared by a partner pharmacy brand',
    type: 'imported',
    brandId: otherBrand,
    pdfBase64: await pdfOnce('packet', () => plainPdf('Specialty enrollment packet', ['Partner pharmacy brand.'])),
    timeUploaded: daysAgo(50),
  });
  await db.insert(documentSigners).values([
    { docId: consent, signerNum: 1, signerUuid: randomUUID(), uId, name: 'Patient', email: null },
    { docId: consent, signerNum: 2, signerUuid: randomUUID(), uId: null, name: witness.name, email: witness.email },
    { docId: agreement, signerNum: 1, signerUuid: randomUUID(), uId: null, name: PHARMACIST.name, email: PHARMACIST.email },
    { docId: agreement, signerNum: 2, signerUuid: randomUUID(), uId, name: 'Patient', email: null },
    { docId: notice, signerNum: 1, signerUuid: randomUUID(), uId, name: 'Patient', email: null, signedAt: daysAgo(40) },
  ]);
}

/** The demo documents of the demo patients that have none yet. Idempotent. */
export async function seedDemoDocuments(db: Database, now: Date): Promise<void> {
  for (const username of DEMO_DOCUMENT_USERNAMES) {
    const [row] = await db
      .select({ uId: patients.uId })
      .from(patients)
      .where(and(eq(patients.pool, 'standard'), sql`lower(${patients.username}) = lower(${username})`));
    if (row) await db.transaction((tx) => seedPatientDocuments(tx, row.uId, now));
  }
}
