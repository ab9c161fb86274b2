import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

const PARAGRAPHS = [
  'These terms govern your use of the patient portal of {pharmacy}. By creating an account you agree to them.',
  'Your account. Keep your password to yourself. You are responsible for activity under your account; tell us at once if you suspect someone else has used it.',
  'Your health information. We use the information you enter and the information your care team shares with us to fill your prescriptions, coordinate deliveries and support your care, as described in our Notice of Privacy Practices.',
  'Messages. Messages sent through the portal are not for emergencies. If you have a medical emergency, call 911.',
  'Texts and e-mails. You may receive texts and e-mails about your prescriptions and deliveries. Reply STOP to any text to stop texts; you can change your preferences in Settings at any time.',
  'Changes. We may update these terms; the portal will ask you to agree to a new version before you continue.',
];

/** Wraps text to lines of at most `width` points. */
function wrap(text: string, width: number, measure: (line: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate) > width && line) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The terms and conditions of a pharmacy as a one-page PDF, base64. */
export async function termsPdfBase64(pharmacy: string): Promise<string> {
  const document = await PDFDocument.create();
  document.setTitle(`Terms and Conditions - ${pharmacy}`);
  document.setCreationDate(new Date('2024-01-01T00:00:00Z'));
  document.setModificationDate(new Date('2024-01-01T00:00:00Z'));
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const page = document.addPage([612, 792]);
  const margin = 56;
  let y = 792 - margin;
  page.drawText('Terms and Conditions', { x: margin, y, size: 20, font: bold, color: rgb(0.1, 0.15, 0.2) });
  y -= 24;
  page.drawText(pharmacy, { x: margin, y, size: 12, font: regular, color: rgb(0.3, 0.35, 0.4) });
  y -= 32;
  for (const paragraph of PARAGRAPHS) {
    const text = paragraph.replace('{pharmacy}', pharmacy);
    for (const line of wrap(text, 612 - 2 * margin, (candidate) => regular.widthOfTextAtSize(candidate, 11))) {
      page.drawText(line, { x: margin, y, size: 11, font: regular });
      y -= 15;
    }
    y -= 10;
  }
  return Buffer.from(await document.save()).toString('base64');
}
