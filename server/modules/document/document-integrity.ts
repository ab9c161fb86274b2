import { PDFArray, PDFDict, PDFName, PDFRef, PDFStream, type PDFDocument, type PDFObject, type PDFPage } from 'pdf-lib';
import type { DecodeBudget } from './bounded-decode';

/**
 * What a signer may change in a sign request's PDF besides their own fields' values: append
 * image drawings (their signature) to a page. Everything else stays as stored: each page's box,
 * its earlier content and earlier images (another signer's signature), its annotations and the
 * boxes of other signers' fields, and no document-level script, action or attachment appears.
 * Streams are read through each document's `DecodeBudget`, so no stream inflates past it.
 */

/** A loaded document and what its streams may still inflate to. */
export interface BoundedPdf {
  document: PDFDocument;
  budget: DecodeBudget;
}

/** Document-level entries that run or carry something on opening. */
const CATALOG_ACTIVE_ENTRIES = ['OpenAction', 'AA', 'JavaScript'] as const;
const NAME_TREE_ACTIVE_ENTRIES = ['JavaScript', 'EmbeddedFiles'] as const;

/** Content operators an appended signature drawing uses: save, transform, draw an XObject, restore. */
const DRAWING_TOKEN = /^(?:q|Q|cm|Do|-?\d*\.?\d+(?:[eE][-+]?\d+)?|\/[^\s/[\]()<>{}%]+)$/;

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

/** What a signature drawing adds to a page is a few dozen bytes per image; more is not a drawing. */
const MAX_ADDED_CONTENT_CHARS = 16 * 1024;

function pageContent({ document, budget }: BoundedPdf, page: PDFPage): string {
  const contents = page.node.get(PDFName.of('Contents'));
  const resolved = contents instanceof PDFRef ? document.context.lookup(contents) : contents;
  const streams = resolved instanceof PDFArray ? resolved.asArray().map((item) => document.context.lookup(item)) : [resolved];
  return streams
    .filter((stream): stream is PDFStream => stream instanceof PDFStream)
    .map((stream) => latin1(budget.decode(stream)))
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
function contentKept(before: BoundedPdf, beforePage: PDFPage, submitted: BoundedPdf, submittedPage: PDFPage): boolean {
  const original = pageContent(before, beforePage).trim();
  const now = pageContent(submitted, submittedPage);
  if (now.length - original.length > MAX_ADDED_CONTENT_CHARS) return false;
  const at = original === '' ? 0 : now.indexOf(original);
  if (at < 0) return false;
  const added = (now.slice(0, at) + ' ' + now.slice(at + original.length)).split(/\s+/).filter(Boolean);
  if (!added.every((token) => DRAWING_TOKEN.test(token))) return false;
  const earlierImages = xObjectsOf(before.document, beforePage);
  const images = xObjectsOf(submitted.document, submittedPage);
  for (const [name, stream] of earlierImages) {
    const kept = images.get(name);
    if (!kept || !sameBytes(submitted.budget.decode(kept), before.budget.decode(stream))) return false;
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
export function documentChanged(before: BoundedPdf, submitted: BoundedPdf): boolean {
  const beforePages = before.document.getPages();
  const pages = submitted.document.getPages();
  if (pages.length !== beforePages.length) return true;
  if (!hasActiveEntries(before.document) && hasActiveEntries(submitted.document)) return true;
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
