import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { PatientDocument } from '../../../src/domain/patient/document.schema';
import type { Database } from '../../platform/db/database';
import { documents, documentSigners } from './document.tables';

/**
 * The patient's documents and the sign requests naming them as a signer; with a brand, only
 * that brand's and those of no brand. One entry per docId (a patient named as two signers of
 * one document sees the turn that is theirs now, else their first).
 */
export async function listPatientDocuments(db: Database, uId: number, brandId?: number): Promise<PatientDocument[]> {
  const rows = await db
    .select({
      docId: documents.docId,
      uuid: documents.uuid,
      signerUuid: documentSigners.signerUuid,
      signerNum: documentSigners.signerNum,
      friendlyName: documents.friendlyName,
      timeUploaded: documents.timeUploaded,
      type: documents.type,
      isSignRequest: documents.isSignRequest,
      signRequestRequired: documents.signRequestRequired,
      currentSignerNum: documents.currentSignerNum,
      signedAt: documentSigners.signedAt,
      fileDescription: documents.fileDescription,
    })
    .from(documents)
    .leftJoin(documentSigners, and(eq(documentSigners.docId, documents.docId), eq(documentSigners.uId, uId)))
    .where(
      and(
        // The documents signed through another patient's are found by id (an index lookup each):
        // an OR across the two sides of the join would read the whole documents table.
        or(
          eq(documents.uId, uId),
          sql`${documents.docId} = ANY (ARRAY(SELECT ${documentSigners.docId} FROM ${documentSigners} WHERE ${documentSigners.uId} = ${uId}))`,
        ),
        brandId === undefined ? undefined : or(isNull(documents.brandId), eq(documents.brandId, brandId)),
      ),
    )
    .orderBy(sql`${documents.timeUploaded} DESC`, asc(documents.docId), asc(documentSigners.signerNum));
  const byDoc = new Map<number, PatientDocument>();
  for (const row of rows) {
    const isCurrentSigner = row.signerNum !== null && row.signerNum === row.currentSignerNum;
    const known = byDoc.get(row.docId);
    if (known && !(isCurrentSigner && !known.isCurrentSigner)) continue;
    byDoc.set(row.docId, {
      docId: row.docId,
      uuid: row.uuid,
      signerUuid: row.signerUuid,
      friendlyName: row.friendlyName,
      timeUploaded: row.timeUploaded.toISOString(),
      type: row.type,
      isSignRequest: row.isSignRequest,
      isCurrentSigner,
      signRequestRequired: row.signRequestRequired,
      isCompletelySigned: row.isSignRequest && row.currentSignerNum === null,
      hasSigned: row.isSignRequest && row.signedAt !== null,
      fileDescription: row.fileDescription,
      signerNum: row.signerNum,
    });
  }
  return [...byDoc.values()];
}

/** The PDF of a document the patient owns or is a signer of, or null. */
export async function patientDocumentPdf(db: Database, uId: number, docId: number): Promise<{ data: string; fileName: string } | null> {
  const [row] = await db
    .select({ data: documents.pdfBase64, fileName: documents.fileName })
    .from(documents)
    .where(
      and(
        eq(documents.docId, docId),
        or(eq(documents.uId, uId), sql`EXISTS (SELECT 1 FROM ${documentSigners} WHERE ${documentSigners.docId} = ${documents.docId} AND ${documentSigners.uId} = ${uId})`),
      ),
    );
  return row ?? null;
}

export interface SignerTurn {
  docId: number;
  uuid: string;
  signerUuid: string;
  signerNum: number;
  signerCount: number;
  friendlyName: string;
  currentSignerNum: number | null;
  signedAt: Date | null;
  pdfBase64: string;
}

/** The document and signer a signing link names, or null; `forUpdate` locks the document row. */
export async function signerTurn(db: Database, srUuid: string, signerUuid: string, forUpdate = false): Promise<SignerTurn | null> {
  const query = db
    .select({
      docId: documents.docId,
      uuid: documents.uuid,
      signerUuid: documentSigners.signerUuid,
      signerNum: documentSigners.signerNum,
      signerCount: sql<number>`(SELECT count(*)::int FROM ${documentSigners} AS all_signers WHERE all_signers.doc_id = ${documents.docId})`,
      friendlyName: documents.friendlyName,
      currentSignerNum: documents.currentSignerNum,
      signedAt: documentSigners.signedAt,
      pdfBase64: documents.pdfBase64,
    })
    .from(documents)
    .innerJoin(documentSigners, eq(documentSigners.docId, documents.docId))
    .where(and(eq(documents.uuid, srUuid), eq(documentSigners.signerUuid, signerUuid), eq(documents.isSignRequest, true)));
  const [row] = forUpdate ? await query.for('update', { of: documents }) : await query;
  return row ? { ...row, signerCount: Number(row.signerCount) } : null;
}

export interface NextSigner {
  signerNum: number;
  signerUuid: string;
  name: string;
  email: string | null;
  uId: number | null;
}

/**
 * Stores the signed PDF, marks the signer signed and gives the turn to the next signer who has
 * not signed (none: the document is completely signed).
 */
export async function recordSignature(db: Database, turn: SignerTurn, pdfBase64: string, at: Date): Promise<NextSigner | null> {
  await db
    .update(documentSigners)
    .set({ signedAt: at })
    .where(and(eq(documentSigners.docId, turn.docId), eq(documentSigners.signerNum, turn.signerNum)));
  const [next] = await db
    .select({ signerNum: documentSigners.signerNum, signerUuid: documentSigners.signerUuid, name: documentSigners.name, email: documentSigners.email, uId: documentSigners.uId })
    .from(documentSigners)
    .where(and(eq(documentSigners.docId, turn.docId), isNull(documentSigners.signedAt)))
    .orderBy(asc(documentSigners.signerNum))
    .limit(1);
  await db
    .update(documents)
    .set({ pdfBase64, currentSignerNum: next?.signerNum ?? null, updatedAt: at })
    .where(eq(documents.docId, turn.docId));
  return next ?? null;
}
