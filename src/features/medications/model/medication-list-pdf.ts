import type { Prescription } from '../../../domain/medication/prescription.schema';

/** The texts the PDF uses, already translated. */
export interface MedicationListPdfLabels {
  title: string;
  brand: string;
  /** e.g. "Made 03/09/26". */
  made: string;
  instructions: string;
  noInstructions: string;
  prescriber: string;
  pharmacy: string;
  refillsLeft: string;
  rxNumber: string;
  none: string;
}

type PdfRow = Pick<Prescription, 'displayName' | 'instructions' | 'provider' | 'pharmacyName' | 'refillsLeft' | 'rxNumber'>;

const PAGE = { width: 612, height: 792, margin: 54 } as const;

/** The standard PDF fonts encode WinAnsi only: other characters become '?'. */
const winAnsi = (value: string) => value.replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '?');

/** Words of `text` in lines no wider than `width` at `size`. */
function wrap(text: string, width: number, measure: (value: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && measure(candidate) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * "Download my medication list": the active prescriptions with their instructions, prescriber,
 * pharmacy and refills left, under the brand name and the date. pdf-lib is imported here only,
 * so it loads when the patient asks for the file.
 */
export async function medicationListPdf(prescriptions: readonly PdfRow[], labels: MedicationListPdfLabels): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(winAnsi(labels.title));
  doc.setAuthor(winAnsi(labels.brand));
  doc.setCreator('rx-widgets');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const textWidth = PAGE.width - PAGE.margin * 2;
  let page = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;

  const write = (text: string, size: number, font = regular, indent = 0) => {
    for (const line of wrap(winAnsi(text), textWidth - indent, (value) => font.widthOfTextAtSize(value, size))) {
      if (y - size < PAGE.margin) {
        page = doc.addPage([PAGE.width, PAGE.height]);
        y = PAGE.height - PAGE.margin;
      }
      page.drawText(line, { x: PAGE.margin + indent, y: y - size, size, font, color: rgb(0.1, 0.14, 0.19) });
      y -= size * 1.4;
    }
  };

  write(labels.brand, 11, bold);
  write(labels.title, 18, bold);
  write(labels.made, 10);
  y -= 10;
  if (prescriptions.length === 0) write(labels.none, 11);
  for (const rx of prescriptions) {
    write(rx.displayName, 13, bold);
    write(`${labels.rxNumber}: ${rx.rxNumber}`, 10, regular, 12);
    write(`${labels.instructions}: ${rx.instructions ?? labels.noInstructions}`, 10, regular, 12);
    if (rx.provider) write(`${labels.prescriber}: ${rx.provider}`, 10, regular, 12);
    if (rx.pharmacyName) write(`${labels.pharmacy}: ${rx.pharmacyName}`, 10, regular, 12);
    write(`${labels.refillsLeft}: ${rx.refillsLeft}`, 10, regular, 12);
    y -= 8;
  }
  return doc.save();
}
