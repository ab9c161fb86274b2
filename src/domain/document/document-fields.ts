/**
 * Form fields of a fillable document are named `fieldName|signerNum|Required` (spec 02 §3); any
 * third part other than `Required` makes the field optional. Pure rules both the filler and the
 * server's tamper check read.
 */
export interface DocumentFieldName {
  /** The whole name as stored in the PDF. */
  full: string;
  label: string;
  signerNum: number;
  required: boolean;
}

const FIELD_NAME = /^([^|]+)\|(\d{1,3})\|([^|]*)$/;

/** The parts of a field name, or null when it does not follow the convention (such a field belongs to no signer). */
export function parseFieldName(full: string): DocumentFieldName | null {
  const match = FIELD_NAME.exec(full);
  if (!match) return null;
  const signerNum = Number(match[2]);
  if (signerNum < 1) return null;
  return { full, label: match[1]!.trim(), signerNum, required: match[3]!.trim().toLowerCase() === 'required' };
}

/** Only the fields carrying this signer's number are theirs to fill. */
export function isFieldOfSigner(full: string, signerNum: number): boolean {
  return parseFieldName(full)?.signerNum === signerNum;
}

/** The page height the ordering of radio options refers to (spec 02 §9: 792, a US Letter page in points). */
export const PDF_PAGE_HEIGHT_REFERENCE = 792;

export interface PlacedOption {
  value: string;
  /** 0-based page index of the option's widget. */
  pageIndex: number;
  /** The widget's top edge in PDF points from the bottom of the page. */
  top: number;
  left: number;
}

/**
 * Radio options in reading order across pages: down the document (each page counted as 792
 * points, top to bottom), then left to right.
 */
export function orderRadioOptions<T extends PlacedOption>(options: readonly T[]): T[] {
  const position = (option: PlacedOption) => option.pageIndex * PDF_PAGE_HEIGHT_REFERENCE + (PDF_PAGE_HEIGHT_REFERENCE - option.top);
  return [...options].sort((a, b) => position(a) - position(b) || a.left - b.left);
}
