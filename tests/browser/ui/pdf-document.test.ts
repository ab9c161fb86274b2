import { expect } from '@open-wc/testing';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { openPdf } from '../../../src/core/ui/pdf-document';

/** A one-page PDF saying `text`, made with pdf-lib. */
async function pdfSaying(text: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage([300, 200]).drawText(text, { x: 20, y: 100, size: 14, font });
  return pdf.save();
}

describe('openPdf (pdf.js on one shared worker)', () => {
  it('opens a new document while the one it replaces is still being destroyed, as a viewer does after Save', async () => {
    const first = await openPdf(await pdfSaying('As stored'));
    expect((await first.renderPage(1, 300)).text).to.equal('As stored');
    const saved = await pdfSaying('As saved');
    // The viewer's clean-up does not wait for the old document before it opens the new one.
    const closing = first.destroy();
    const second = await openPdf(saved);
    await closing;
    expect(second.numPages).to.equal(1);
    expect((await second.renderPage(1, 300)).text).to.equal('As saved');
    await second.destroy();
  });

  it('keeps a document open while another is destroyed', async () => {
    const kept = await openPdf(await pdfSaying('Kept'));
    const dropped = await openPdf(await pdfSaying('Dropped'));
    await dropped.destroy();
    expect((await kept.renderPage(1, 300)).text).to.equal('Kept');
    await kept.destroy();
  });

  it('leaves the caller’s bytes usable (pdf.js gets a copy to transfer to its worker)', async () => {
    const bytes = await pdfSaying('Twice');
    const once = await openPdf(bytes);
    await once.destroy();
    expect(bytes.byteLength).to.be.greaterThan(0);
    const again = await openPdf(bytes);
    expect((await again.renderPage(1, 300)).text).to.equal('Twice');
    await again.destroy();
  });
});
