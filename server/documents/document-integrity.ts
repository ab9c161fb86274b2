import { decodePDFRawStream, PDFArray, PDFDict, PDFName, PDFRawStream, PDFRef, PDFStream, type PDFDocument, type PDFObject, type PDFPage } from 'pdf-lib';

/**
 * What a signer may change in a sign request's PDF besides their own fields' values: append
 * image drawings (their signature) to a page. Everything else stays as stored: each page's box,
 * its earlier content and earlier images (another signer's signature), its annotations and the
 * boxes of other signers' fields, and no document-level script, action or attachment appears.
 */

/** Document-level entries that run or carry something on opening. */
const CATALOG_ACTIVE_ENTRIES = ['OpenAction', 'AA', 'JavaScript'] as const;
const NAME_TREE_ACTIVE_ENTRIES = ['JavaScript', 'EmbeddedFiles'] as const;

/** Content operators an appended signature drawing uses: save, transform, draw an XObject, restore. */
const DRAWING_TOKEN = /^(?:q|Q|cm|Do|-?\d*\.?\d+(?:[eE][-+]?\d+)?|\/[^\s/[\]()<>{}%]+)$/;

function streamBytes(stream: PDFStream): Uint8Array {
  return stream instanceof PDFRawStream ? decodePDFRawStream(stream).decode() : stream.getContents();
}

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

function pageContent(document: PDFDocument, page: PDFPage): string {
  const contents = page.node.get(PDFName.of('Contents'));
  const resolved = contents instanceof PDFRef ? document.context.lookup(contents) : contents;
  const streams = resolved instanceof PDFArray ? resolved.asArray().map((item) => document.context.lookup(item)) : [resolved];
  return streams
    .filter((stream): stream is PDFStream => stream instanceof PDFStream)
    .map((stream) => latin1(streamBytes(stream)))
    .join('\n');
}

function xObjectsOf(document: PDFDocument, page: PDFPage): Map<string, PDFStream> {
  const dict = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  const found = new Map<string, PDFStream>();
  for (const [name, ref] of dict?.entries() ?? []) {
    const object = document.context.lookup(ref);
    if (object instanceof PDFStream) found.set(name.asString(), object);
  }
  return found;
}

const isImage = (stream: PDFStream | undefined) => stream?.dict.get(PDFName.of('Subtype')) === PDFName.of('Image');

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index]);
}

/** The page's earlier content is still there, whole, and what was added only draws new images. */
function contentKept(before: PDFDocument, beforePage: PDFPage, submitted: PDFDocument, submittedPage: PDFPage): boolean {
  const original = pageContent(before, beforePage).trim();
  const now = pageContent(submitted, submittedPage);
  const at = original === '' ? 0 : now.indexOf(original);
  if (at < 0) return false;
  const added = (now.slice(0, at) + ' ' + now.slice(at + original.length)).split(/\s+/).filter(Boolean);
  if (!added.every((token) => DRAWING_TOKEN.test(token))) return false;
  const earlierImages = xObjectsOf(before, beforePage);
  const images = xObjectsOf(submitted, submittedPage);
  for (const [name, stream] of earlierImages) {
    const kept = images.get(name);
    if (!kept || !sameBytes(streamBytes(kept), streamBytes(stream))) return false;
  }
  // Each drawing names an image that is new on this page: no copying another signer's signature.
  return added.every((token, index) => token !== 'Do' || (index > 0 && isNewImage(added[index - 1]!, images, earlierImages)));
}

function isNewImage(token: string, images: Map<string, PDFStream>, earlier: Map<string, PDFStream>): boolean {
  const name = token.startsWith('/') ? token : '';
  return name !== '' && !earlier.has(name) && isImage(images.get(name));
}

function boxOf(page: PDFPage): string {
  const { x, y, width, height } = page.getMediaBox();
  return `${x} ${y} ${width} ${height} ${page.getRotation().angle}`;
}

function annotationCount(page: PDFPage): number {
  return page.node.Annots()?.size() ?? 0;
}

function hasActiveEntries(document: PDFDocument): boolean {
  const catalog = document.catalog;
  if (CATALOG_ACTIVE_ENTRIES.some((key) => catalog.get(PDFName.of(key)) !== undefined)) return true;
  const names = catalog.lookupMaybe(PDFName.of('Names'), PDFDict);
  return NAME_TREE_ACTIVE_ENTRIES.some((key) => names?.get(PDFName.of(key)) !== undefined);
}

/** True when the submitted PDF changes more than a signer may (see the module comment). */
export function documentChanged(before: PDFDocument, submitted: PDFDocument): boolean {
  const beforePages = before.getPages();
  const pages = submitted.getPages();
  if (pages.length !== beforePages.length) return true;
  if (!hasActiveEntries(before) && hasActiveEntries(submitted)) return true;
  return beforePages.some((beforePage, index) => {
    const page = pages[index]!;
    return boxOf(page) !== boxOf(beforePage) || annotationCount(page) !== annotationCount(beforePage) || !contentKept(before, beforePage, submitted, page);
  });
}

/** A widget's box as text, to compare another signer's field between two versions. */
export function rectOf(widgetDict: PDFDict): string {
  const rect = widgetDict.lookupMaybe(PDFName.of('Rect'), PDFArray);
  return rect ? rect.asArray().map((item: PDFObject) => item.toString()).join(' ') : '';
}
