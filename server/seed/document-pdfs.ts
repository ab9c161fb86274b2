import { PDFDocument, PDFHexString, PDFName, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

/**
 * Fillable PDFs for the demo documents, made with pdf-lib. Field names follow
 * `fieldName|signerNum|Required` (spec 02 §3); each field carries a tooltip (TU), which the filler
 * shows as its label. Dates are fixed so the same seed makes the same bytes.
 */
const FIXED_DATE = new Date('2024-01-01T00:00:00Z');
const PAGE: [number, number] = [612, 792];

interface Writer {
  document: PDFDocument;
  regular: PDFFont;
  bold: PDFFont;
}

async function writer(title: string): Promise<Writer> {
  const document = await PDFDocument.create();
  document.setTitle(title);
  document.setCreationDate(FIXED_DATE);
  document.setModificationDate(FIXED_DATE);
  return { document, regular: await document.embedFont(StandardFonts.Helvetica), bold: await document.embedFont(StandardFonts.HelveticaBold) };
}

function heading(page: PDFPage, w: Writer, text: string, y: number): void {
  page.drawText(text, { x: 56, y, size: 18, font: w.bold, color: rgb(0.1, 0.15, 0.2) });
}

function line(page: PDFPage, w: Writer, text: string, y: number, size = 11): void {
  page.drawText(text, { x: 56, y, size, font: w.regular });
}

function withTooltip<T extends { acroField: { dict: { set(name: PDFName, value: PDFHexString): void } } }>(field: T, tooltip: string): T {
  field.acroField.dict.set(PDFName.of('TU'), PDFHexString.fromText(tooltip));
  return field;
}

/** A signature field (pdf-lib reads these but has no helper to create one): one widget on `page`. */
export function addSignatureField(w: Writer, page: PDFPage, name: string, tooltip: string, rect: { x: number; y: number; width: number; height: number }): void {
  const { context } = w.document;
  const widget = context.obj({
    Type: 'Annot',
    Subtype: 'Widget',
    FT: 'Sig',
    F: 4,
    Rect: [rect.x, rect.y, rect.x + rect.width, rect.y + rect.height],
    T: PDFHexString.fromText(name),
    TU: PDFHexString.fromText(tooltip),
    P: page.ref,
    MK: { BC: [0.4, 0.4, 0.4] },
  });
  const ref = context.register(widget);
  page.node.addAnnot(ref);
  w.document.getForm().acroForm.addField(ref);
  page.drawRectangle({ ...rect, borderColor: rgb(0.4, 0.4, 0.4), borderWidth: 1 });
}

const labelAt = (page: PDFPage, w: Writer, text: string, x: number, y: number) => page.drawText(text, { x, y, size: 10, font: w.regular });

/** A text field 24pt high with its label 30pt above it. */
function labelledTextField(page: PDFPage, w: Writer, label: string, name: string, tooltip: string, at: { x: number; y: number; width: number }): void {
  labelAt(page, w, label, at.x, at.y + 30);
  withTooltip(w.document.getForm().createTextField(name), tooltip).addToPage(page, { ...at, height: 24 });
}

/** A signature field 240 by 56pt with its label 60pt above it. */
function labelledSignature(page: PDFPage, w: Writer, label: string, name: string, tooltip: string, at: { x: number; y: number }): void {
  labelAt(page, w, label, at.x, at.y + 60);
  addSignatureField(w, page, name, tooltip, { ...at, width: 240, height: 56 });
}

/**
 * Consent and assignment of benefits: two pages, two signers. Signer 1 (the patient) fills
 * required and optional text, a dropdown, a checkbox, a radio group whose options sit on both
 * pages, and signs; signer 2 (an invited caregiver) fills a required name and signs.
 */
export async function consentFormPdf(pharmacy: string): Promise<Uint8Array> {
  const w = await writer(`Consent and Assignment of Benefits - ${pharmacy}`);
  const form = w.document.getForm();
  const one = w.document.addPage(PAGE);
  heading(one, w, 'Consent and Assignment of Benefits', 736);
  line(one, w, pharmacy, 714);
  line(one, w, 'I consent to treatment and assign insurance benefits to the pharmacy for the services provided.', 690, 10);

  labelledTextField(one, w, 'Full name (required)', 'fullName|1|Required', 'Full name', { x: 56, y: 620, width: 300 });
  labelledTextField(one, w, 'Date of birth, MM/DD/YYYY (required)', 'dateOfBirth|1|Required', 'Date of birth (MM/DD/YYYY)', { x: 56, y: 566, width: 160 });
  labelAt(one, w, 'Preferred pharmacy location (optional)', 56, 542);
  const pharmacyChoice = withTooltip(form.createDropdown('pharmacyLocation|1|Optional'), 'Preferred pharmacy location');
  pharmacyChoice.addOptions(['Center City', 'University City', 'Home delivery']);
  pharmacyChoice.addToPage(one, { x: 56, y: 512, width: 200, height: 24 });
  labelAt(one, w, 'How may we contact you? (required; the last choice is on page 2)', 56, 488);
  const contact = withTooltip(form.createRadioGroup('contactMethod|1|Required'), 'How may we contact you?');
  // Added out of reading order on purpose: the filler orders options by page position.
  contact.addOptionToPage('Text message', one, { x: 56, y: 430, width: 16, height: 16 });
  labelAt(one, w, 'Text message', 80, 434);
  contact.addOptionToPage('Phone call', one, { x: 56, y: 460, width: 16, height: 16 });
  labelAt(one, w, 'Phone call', 80, 464);
  labelAt(one, w, 'I have read and agree to the terms above (required)', 80, 394);
  withTooltip(form.createCheckBox('agreeTerms|1|Required'), 'I agree to the terms above').addToPage(one, { x: 56, y: 390, width: 16, height: 16 });

  const two = w.document.addPage(PAGE);
  heading(two, w, 'Consent and Assignment of Benefits (continued)', 736);
  contact.addOptionToPage('E-mail', two, { x: 56, y: 690, width: 16, height: 16 });
  labelAt(two, w, 'E-mail', 80, 694);
  labelledTextField(two, w, 'Notes for the pharmacy (optional)', 'notes|1|Optional', 'Notes for the pharmacy', { x: 56, y: 630, width: 400 });
  labelledSignature(two, w, 'Patient signature (required)', 'signature|1|Required', 'Patient signature', { x: 56, y: 540 });

  line(two, w, 'Witness (caregiver or legal representative)', 480);
  labelledTextField(two, w, 'Witness full name (required)', 'witnessName|2|Required', 'Witness full name', { x: 56, y: 426, width: 300 });
  labelledSignature(two, w, 'Witness signature (required)', 'signature|2|Required', 'Witness signature', { x: 56, y: 342 });
  return w.document.save();
}

/** A therapy agreement the pharmacist (signer 1) signs before the patient (signer 2). */
export async function therapyAgreementPdf(pharmacy: string): Promise<Uint8Array> {
  const w = await writer(`Medication Therapy Agreement - ${pharmacy}`);
  w.document.getForm(); // before the page, as the consent form does: the same objects in the same order
  const page = w.document.addPage(PAGE);
  heading(page, w, 'Medication Therapy Agreement', 736);
  line(page, w, pharmacy, 714);
  line(page, w, 'The pharmacist reviews the therapy plan first; the patient signs after.', 690, 10);
  labelledTextField(page, w, 'Pharmacist name (required)', 'pharmacistName|1|Required', 'Pharmacist name', { x: 56, y: 620, width: 300 });
  labelledSignature(page, w, 'Pharmacist signature (required)', 'signature|1|Required', 'Pharmacist signature', { x: 56, y: 536 });
  labelledTextField(page, w, 'Patient initials (required)', 'initials|2|Required', 'Patient initials', { x: 56, y: 470, width: 80 });
  labelledSignature(page, w, 'Patient signature (required)', 'signature|2|Required', 'Patient signature', { x: 56, y: 386 });
  return w.document.save();
}

/** A plain one-page file (clinical summary, imported record): text only, no form. */
export async function plainPdf(title: string, lines: readonly string[]): Promise<Uint8Array> {
  const w = await writer(title);
  const page = w.document.addPage(PAGE);
  heading(page, w, title, 736);
  lines.forEach((text, index) => line(page, w, text, 700 - index * 18));
  return w.document.save();
}

export const toBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
