import type { PatientDocument } from '../patient/document.schema';

/** The groups the documents page shows, in this order (spec 02 §2 "/documents and signing"). */
export const DOCUMENT_GROUPS = ['awaiting', 'signed', 'clinical', 'imported'] as const;
export type DocumentGroup = (typeof DOCUMENT_GROUPS)[number];

type Listed = Pick<PatientDocument, 'docId' | 'type' | 'isSignRequest' | 'isCurrentSigner' | 'isCompletelySigned' | 'hasSigned'>;

/** One entry per docId, the first seen kept (spec 02 §7: documents are de-duplicated by docId). */
export function dedupeByDocId<T extends Pick<PatientDocument, 'docId'>>(documents: readonly T[]): T[] {
  const seen = new Set<number>();
  return documents.filter((document) => {
    if (seen.has(document.docId)) return false;
    seen.add(document.docId);
    return true;
  });
}

/** A sign request whose turn is the caller's and that is not complete. */
export function isAwaitingSignature(document: Listed): boolean {
  return document.isSignRequest && document.isCurrentSigner && !document.isCompletelySigned;
}

/**
 * The group of a document: sign requests awaiting the caller; Signed: sign requests the caller
 * has signed (a later signer may still have to) or that are completely signed; everything else
 * by its type, among them a sign request still waiting for an earlier signer (nobody may have
 * signed it yet), which the list marks as waiting for another signer.
 */
export function documentGroupOf(document: Listed): DocumentGroup {
  if (document.isSignRequest) {
    if (isAwaitingSignature(document)) return 'awaiting';
    if (document.hasSigned || document.isCompletelySigned) return 'signed';
  }
  return document.type;
}

/** The documents of each group, de-duplicated, in the order given. */
export function groupDocuments<T extends Listed>(documents: readonly T[]): Record<DocumentGroup, T[]> {
  const groups: Record<DocumentGroup, T[]> = { awaiting: [], signed: [], clinical: [], imported: [] };
  for (const document of dedupeByDocId(documents)) groups[documentGroupOf(document)].push(document);
  return groups;
}

/** The badge count: documents awaiting the caller's signature (also home's Documents tile). */
export function awaitingSignatureCount(documents: readonly Listed[]): number {
  return dedupeByDocId(documents).filter(isAwaitingSignature).length;
}
