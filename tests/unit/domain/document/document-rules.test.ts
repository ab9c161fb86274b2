import { describe, expect, it } from 'vitest';
import { isFieldOfSigner, orderRadioOptions, parseFieldName } from '../../../../src/domain/document/document-fields';
import { awaitingSignatureCount, dedupeByDocId, documentGroupOf, groupDocuments } from '../../../../src/domain/document/document-list';

describe('field names fieldName|signerNum|Required', () => {
  it('reads the label, the signer and whether the field is required', () => {
    expect(parseFieldName('fullName|1|Required')).toEqual({ full: 'fullName|1|Required', label: 'fullName', signerNum: 1, required: true });
    expect(parseFieldName('notes|2|Optional')).toMatchObject({ signerNum: 2, required: false });
    expect(parseFieldName('notes|2|')).toMatchObject({ signerNum: 2, required: false });
    expect(parseFieldName('notes|2|required')).toMatchObject({ required: true });
  });

  it('gives no signer to names off the convention', () => {
    for (const name of ['plain', 'a|b|Required', 'a|0|Required', 'a|1', 'a|1|Required|x', '|1|Required']) expect(parseFieldName(name)).toBeNull();
  });

  it('lets a signer fill only fields with their number', () => {
    expect(isFieldOfSigner('x|1|Required', 1)).toBe(true);
    expect(isFieldOfSigner('x|12|Required', 1)).toBe(false);
    expect(isFieldOfSigner('x', 1)).toBe(false);
  });
});

describe('radio options ordered by page position (page height 792)', () => {
  it('reads down each page, then the next page, then left to right', () => {
    const ordered = orderRadioOptions([
      { value: 'page 2 top', pageIndex: 1, top: 780, left: 50 },
      { value: 'page 1 low', pageIndex: 0, top: 100, left: 50 },
      { value: 'page 1 high right', pageIndex: 0, top: 700, left: 300 },
      { value: 'page 1 high left', pageIndex: 0, top: 700, left: 50 },
    ]);
    expect(ordered.map((option) => option.value)).toEqual(['page 1 high left', 'page 1 high right', 'page 1 low', 'page 2 top']);
  });
});

const doc = (docId: number, fields: Partial<{ type: 'clinical' | 'imported'; isSignRequest: boolean; isCurrentSigner: boolean; isCompletelySigned: boolean; hasSigned: boolean }> = {}) => ({
  docId,
  type: 'clinical' as const,
  isSignRequest: false,
  isCurrentSigner: false,
  isCompletelySigned: false,
  hasSigned: false,
  ...fields,
});

describe('document groups and the awaiting badge', () => {
  it('sorts sign requests by turn and plain files by type', () => {
    expect(documentGroupOf(doc(1, { isSignRequest: true, isCurrentSigner: true }))).toBe('awaiting');
    expect(documentGroupOf(doc(2, { isSignRequest: true, isCurrentSigner: true, isCompletelySigned: true }))).toBe('signed');
    expect(documentGroupOf(doc(3, { isSignRequest: true, hasSigned: true }))).toBe('signed');
    expect(documentGroupOf(doc(4))).toBe('clinical');
    expect(documentGroupOf(doc(5, { type: 'imported' }))).toBe('imported');
  });

  it('lists a sign request nobody has signed yet, waiting for an earlier signer, with its type, not under Signed', () => {
    expect(documentGroupOf(doc(10, { isSignRequest: true }))).toBe('clinical');
    expect(documentGroupOf(doc(11, { isSignRequest: true, type: 'imported' }))).toBe('imported');
    // Signed by the caller, waiting for a later signer: Signed.
    expect(documentGroupOf(doc(12, { isSignRequest: true, hasSigned: true }))).toBe('signed');
    // Completely signed, whoever signed it.
    expect(documentGroupOf(doc(13, { isSignRequest: true, isCompletelySigned: true }))).toBe('signed');
  });

  it('keeps one entry per docId, the first', () => {
    expect(dedupeByDocId([{ docId: 1, n: 'a' }, { docId: 2, n: 'b' }, { docId: 1, n: 'c' }])).toEqual([{ docId: 1, n: 'a' }, { docId: 2, n: 'b' }]);
  });

  it('counts each document awaiting the caller once', () => {
    const awaiting = doc(7, { isSignRequest: true, isCurrentSigner: true });
    const list = [awaiting, awaiting, doc(8, { isSignRequest: true, hasSigned: true }), doc(9)];
    expect(awaitingSignatureCount(list)).toBe(1);
    const groups = groupDocuments(list);
    expect(groups.awaiting.map((d) => d.docId)).toEqual([7]);
    expect(groups.signed.map((d) => d.docId)).toEqual([8]);
    expect(groups.clinical.map((d) => d.docId)).toEqual([9]);
    expect(groups.imported).toEqual([]);
  });
});
