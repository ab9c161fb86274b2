import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFObject } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { medicationListPdf, type MedicationListPdfLabels } from '../../../../src/features/medications/model/medication-list-pdf';

const labels: MedicationListPdfLabels = {
  title: 'My medication list',
  brand: 'Riverside Pharmacy',
  made: 'Made 03/09/26',
  instructions: 'Instructions',
  noInstructions: 'No instructions on file',
  prescriber: 'Prescriber',
  pharmacy: 'Pharmacy',
  refillsLeft: 'Refills left',
  rxNumber: 'Rx number',
  none: 'No active prescriptions.',
};

/** Every string the pages draw (pdf-lib writes standard-font text as hex strings). */
async function drawnText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const texts: string[] = [];
  for (const page of doc.getPages()) {
    const contents = page.node.Contents() as PDFObject | undefined;
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      const source = new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode());
      for (const match of source.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
        texts.push(match[1]!.replace(/../g, (hex) => String.fromCharCode(parseInt(hex, 16))));
      }
    }
  }
  return texts.join('\n');
}

const rx = (displayName: string, extra: Partial<{ instructions: string | null; provider: string | null; pharmacyName: string | null; refillsLeft: number; rxNumber: string }> = {}) => ({
  displayName,
  instructions: 'Take 1 tablet daily.',
  provider: 'Dr. Ana Ruiz',
  pharmacyName: 'Riverside Pharmacy - Center City',
  refillsLeft: 3,
  rxNumber: '7014019',
  ...extra,
});

describe('medicationListPdf', () => {
  it('lists each medication with instructions, prescriber, pharmacy and refills left under the brand and date', async () => {
    const bytes = await medicationListPdf([rx('Lisinopril 10 mg tablet'), rx('Humira Pen 40 mg/0.4 mL', { instructions: null, refillsLeft: 1, rxNumber: '7014020' })], labels);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe('My medication list');
    const text = await drawnText(bytes);
    for (const expected of [
      'Riverside Pharmacy',
      'My medication list',
      'Made 03/09/26',
      'Lisinopril 10 mg tablet',
      'Instructions: Take 1 tablet daily.',
      'Prescriber: Dr. Ana Ruiz',
      'Pharmacy: Riverside Pharmacy - Center City',
      'Refills left: 3',
      'Humira Pen 40 mg/0.4 mL',
      'Instructions: No instructions on file',
      'Refills left: 1',
      'Rx number: 7014020',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('adds pages for a long list and says so when there is nothing', async () => {
    const many = Array.from({ length: 40 }, (_, index) => rx(`Medication ${index + 1}`));
    const doc = await PDFDocument.load(await medicationListPdf(many, labels));
    expect(doc.getPageCount()).toBeGreaterThan(1);
    expect(await drawnText(await medicationListPdf(many, labels))).toContain('Medication 40');
    expect(await drawnText(await medicationListPdf([], labels))).toContain('No active prescriptions.');
  });

  it('replaces characters the standard font cannot encode instead of failing', async () => {
    expect(await drawnText(await medicationListPdf([rx('Insulina glargina ✓ 100 U/mL')], labels))).toContain('Insulina glargina ? 100 U/mL');
  });
});
