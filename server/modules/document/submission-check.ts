import {
  PDFCheckBox,
  PDFDict,
  PDFDocument,
  PDFDropdown,
  PDFName,
  PDFOptionList,
  PDFRadioGroup,
  PDFSignature,
  PDFStream,
  PDFTextField,
  type PDFField,
} from 'pdf-lib';
import { parseFieldName } from '../../../src/domain/document/document-fields';
import { SIGN_REFUSALS } from '../../../src/domain/document/sign-refusals';
import { DecodeBudget, UnreadablePdf } from './bounded-decode';
import { documentChanged, rectOf } from './document-integrity';
import { PdfLimitExceeded, type PdfLimits } from './pdf-limits';
import { scanPdf } from './pdf-scan';

export type SubmissionRefusal = (typeof SIGN_REFUSALS)[keyof typeof SIGN_REFUSALS];

/** A field's value as text, comparable between two versions of the same form. */
export function fieldValue(field: PDFField): string {
  if (field instanceof PDFTextField) return field.getText() ?? '';
  if (field instanceof PDFCheckBox) return field.isChecked() ? 'checked' : '';
  if (field instanceof PDFRadioGroup) return field.getSelected() ?? '';
  if (field instanceof PDFDropdown || field instanceof PDFOptionList) return field.getSelected().join('\n');
  return '';
}

/** Image XObjects the page's resources hold (a drawn or typed signature is one). */
function imageCount(document: PDFDocument, pageIndex: number): number {
  const page = document.getPages()[pageIndex];
  if (!page) return 0;
  const xObjects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  if (!xObjects) return 0;
  let count = 0;
  for (const [, ref] of xObjects.entries()) {
    const object = document.context.lookup(ref);
    if (object instanceof PDFStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image')) count += 1;
  }
  return count;
}

/** The index of the page holding the field's first widget, or -1. */
function pageOfField(document: PDFDocument, field: PDFField): number {
  const widget = field.acroField.getWidgets()[0];
  if (!widget) return -1;
  const pageRef = widget.P();
  const pages = document.getPages();
  const byRef = pageRef ? pages.findIndex((page) => page.ref === pageRef) : -1;
  if (byRef >= 0) return byRef;
  return pages.findIndex((page) => page.node.Annots()?.asArray().some((annot) => document.context.lookup(annot) === widget.dict) ?? false);
}

/** Where a field's widgets sit: no field may be moved, resized or dropped. */
const widgetBoxes = (field: PDFField) => field.acroField.getWidgets().map((widget) => rectOf(widget.dict)).join(';');

/** Loads a PDF with a form, or null when the bytes are not one. */
export async function loadForm(bytes: Uint8Array): Promise<PDFDocument | null> {
  try {
    const document = await PDFDocument.load(bytes, { updateMetadata: false });
    document.getForm();
    return document;
  } catch {
    return null;
  }
}

/** The bounds the check itself applies; time and memory are the worker's (`pdf-checker.ts`). */
export type CheckLimits = Pick<PdfLimits, 'maxDecodedBytes' | 'maxObjects' | 'maxPages'>;

/**
 * The tamper check of a submission by signer `signerNum` (spec 02 §6: only the current signer fills):
 * the same pages and fields as the stored PDF, nothing added to the pages but image drawings
 * (see `documentChanged`), every field of another signer (and any field of no signer) unchanged
 * in value and place, this signer's required fields filled and, for a required signature
 * field, a new image on its page. Null when the submission may be stored.
 *
 * Bounded: the submission is scanned (objects, inflated size) before pdf-lib loads it, its pages
 * counted before any is read, and every stream of either document inflated within a budget;
 * throws `PdfLimitExceeded` past a limit.
 */
export async function refusalOf(stored: Uint8Array, submittedBytes: Uint8Array, signerNum: number, limits: CheckLimits): Promise<SubmissionRefusal | null> {
  try {
    scanPdf(submittedBytes, limits);
    return await checkedRefusal(stored, submittedBytes, signerNum, limits);
  } catch (error) {
    if (error instanceof UnreadablePdf) return SIGN_REFUSALS.notPdf;
    throw error;
  }
}

async function checkedRefusal(stored: Uint8Array, submittedBytes: Uint8Array, signerNum: number, limits: CheckLimits): Promise<SubmissionRefusal | null> {
  const before = await loadForm(stored);
  const submitted = await loadForm(submittedBytes);
  if (!before || !submitted) return SIGN_REFUSALS.notPdf;
  if (submitted.getPageCount() > limits.maxPages) throw new PdfLimitExceeded('pages');
  if (submitted.getPageCount() !== before.getPageCount()) return SIGN_REFUSALS.otherSignersFields;
  const bounded = (document: PDFDocument) => ({ document, budget: new DecodeBudget(limits.maxDecodedBytes) });
  if (documentChanged(bounded(before), bounded(submitted))) return SIGN_REFUSALS.documentChanged;
  const beforeFields = new Map(before.getForm().getFields().map((field) => [field.getName(), field]));
  const submittedFields = new Map(submitted.getForm().getFields().map((field) => [field.getName(), field]));
  if (beforeFields.size !== submittedFields.size) return SIGN_REFUSALS.otherSignersFields;
  let missingRequired = false;
  let missingSignature = false;
  for (const [name, original] of beforeFields) {
    const field = submittedFields.get(name);
    if (!field || field.constructor !== original.constructor) return SIGN_REFUSALS.otherSignersFields;
    const parsed = parseFieldName(name);
    const moved = widgetBoxes(field) !== widgetBoxes(original);
    if (parsed?.signerNum !== signerNum) {
      if (moved || fieldValue(field) !== fieldValue(original)) return SIGN_REFUSALS.otherSignersFields;
      continue;
    }
    // The signer's own field keeps its place too: its appearance may not spread over the page.
    if (moved) return SIGN_REFUSALS.documentChanged;
    if (!parsed.required) continue;
    if (field instanceof PDFSignature) {
      const page = pageOfField(submitted, field);
      if (page < 0 || imageCount(submitted, page) <= imageCount(before, page)) missingSignature = true;
    } else if (fieldValue(field).trim() === '') {
      missingRequired = true;
    }
  }
  if (missingRequired) return SIGN_REFUSALS.missingRequired;
  if (missingSignature) return SIGN_REFUSALS.missingSignature;
  return null;
}
