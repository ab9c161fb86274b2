import {
  PDFCheckBox,
  PDFDocument,
  PDFDropdown,
  PDFHexString,
  PDFName,
  PDFOptionList,
  PDFRadioGroup,
  PDFSignature,
  PDFString,
  PDFTextField,
  type PDFField,
  type PDFWidgetAnnotation,
} from 'pdf-lib';
import { orderRadioOptions, parseFieldName } from '../../../domain/document/document-fields';

// pdf-lib is loaded only with this module, which the filler imports when a document opens.

export type FieldKind = 'text' | 'checkbox' | 'radio' | 'dropdown' | 'signature';

export interface FormField {
  /** The full PDF name (`fieldName|signerNum|Required`). */
  name: string;
  /** The field's tooltip, else its name part made readable. */
  label: string;
  signerNum: number;
  required: boolean;
  kind: FieldKind;
  /** Radio options in page order, dropdown options as listed. */
  options: string[];
  /** Text, the chosen option, 'checked' or '' (signature: '' until signed). */
  value: string;
  pageIndex: number;
}

export type FieldValues = Record<string, string>;

function kindOf(field: PDFField): FieldKind | null {
  if (field instanceof PDFTextField) return 'text';
  if (field instanceof PDFCheckBox) return 'checkbox';
  if (field instanceof PDFRadioGroup) return 'radio';
  if (field instanceof PDFDropdown || field instanceof PDFOptionList) return 'dropdown';
  if (field instanceof PDFSignature) return 'signature';
  return null;
}

function tooltipOf(field: PDFField): string | null {
  const tooltip = field.acroField.dict.lookup(PDFName.of('TU'));
  return tooltip instanceof PDFHexString || tooltip instanceof PDFString ? tooltip.decodeText() : null;
}

/** "dateOfBirth" -> "Date of birth". */
export function readableName(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function pageIndexOf(document: PDFDocument, widget: PDFWidgetAnnotation | undefined): number {
  if (!widget) return 0;
  const ref = widget.P();
  const pages = document.getPages();
  const byRef = ref ? pages.findIndex((page) => page.ref === ref) : -1;
  if (byRef >= 0) return byRef;
  const found = pages.findIndex((page) => page.node.Annots()?.asArray().some((annot) => document.context.lookup(annot) === widget.dict) ?? false);
  return Math.max(found, 0);
}

function valueOf(field: PDFField): string {
  if (field instanceof PDFTextField) return field.getText() ?? '';
  if (field instanceof PDFCheckBox) return field.isChecked() ? 'checked' : '';
  if (field instanceof PDFRadioGroup) return field.getSelected() ?? '';
  if (field instanceof PDFDropdown || field instanceof PDFOptionList) return field.getSelected()[0] ?? '';
  return '';
}

/** Radio options ordered by where their widgets sit across the pages. */
function radioOptions(document: PDFDocument, field: PDFRadioGroup): string[] {
  const values = field.getOptions();
  const widgets = field.acroField.getWidgets();
  const placed = widgets.map((widget, index) => {
    const rect = widget.getRectangle();
    return { value: values[index] ?? '', pageIndex: pageIndexOf(document, widget), top: rect.y + rect.height, left: rect.x };
  });
  return [...new Set(orderRadioOptions(placed).map((option) => option.value))];
}

/** The form's fields that follow the naming convention, in page order (top to bottom). */
export function readFields(document: PDFDocument): FormField[] {
  const fields: (FormField & { top: number })[] = [];
  for (const field of document.getForm().getFields()) {
    const parsed = parseFieldName(field.getName());
    const kind = kindOf(field);
    if (!parsed || !kind) continue;
    const widget = field.acroField.getWidgets()[0];
    const rect = widget?.getRectangle();
    fields.push({
      name: parsed.full,
      label: tooltipOf(field) ?? readableName(parsed.label),
      signerNum: parsed.signerNum,
      required: parsed.required,
      kind,
      options: field instanceof PDFRadioGroup ? radioOptions(document, field) : field instanceof PDFDropdown || field instanceof PDFOptionList ? field.getOptions() : [],
      value: valueOf(field),
      pageIndex: pageIndexOf(document, widget),
      top: rect ? rect.y + rect.height : 0,
    });
  }
  return fields.sort((a, b) => a.pageIndex - b.pageIndex || b.top - a.top).map(({ top: _top, ...field }) => field);
}

export async function loadPdf(bytes: Uint8Array): Promise<PDFDocument> {
  return PDFDocument.load(bytes, { updateMetadata: false });
}

/** Writes the signer's values into their own fields; fields of other signers are never touched. */
export function applyValues(document: PDFDocument, signerNum: number, values: FieldValues): void {
  const form = document.getForm();
  for (const field of form.getFields()) {
    if (parseFieldName(field.getName())?.signerNum !== signerNum) continue;
    const value = values[field.getName()];
    if (value === undefined) continue;
    if (field instanceof PDFTextField) field.setText(value === '' ? undefined : value);
    else if (field instanceof PDFCheckBox) {
      if (value === 'checked') field.check();
      else field.uncheck();
    } else if (field instanceof PDFRadioGroup || field instanceof PDFDropdown || field instanceof PDFOptionList) {
      if (value) field.select(value);
      else field.clear();
    }
  }
}

/** Draws the signature image (PNG) into the signature field's box, keeping its proportions. */
export async function embedSignature(document: PDFDocument, fieldName: string, png: Uint8Array): Promise<void> {
  const field = document.getForm().getField(fieldName);
  const widget = field.acroField.getWidgets()[0];
  if (!(field instanceof PDFSignature) || !widget) throw new Error('not a signature field');
  const page = document.getPages()[pageIndexOf(document, widget)]!;
  const box = widget.getRectangle();
  const image = await document.embedPng(png);
  const scale = Math.min((box.width - 8) / image.width, (box.height - 8) / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  page.drawImage(image, { x: box.x + (box.width - width) / 2, y: box.y + (box.height - height) / 2, width, height });
}

export async function savePdf(document: PDFDocument): Promise<Uint8Array> {
  return document.save();
}
