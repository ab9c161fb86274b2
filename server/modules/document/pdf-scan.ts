import { PDFContext, PDFName, PDFNumber, PDFObjectParser, PDFRawStream, PDFRef, type PDFObject } from 'pdf-lib';
import { decodeWithin, UnreadablePdf } from './bounded-decode';
import { PdfLimitExceeded, type PdfLimits } from './pdf-limits';

/**
 * The scan of an uploaded PDF before pdf-lib loads it. Loading inflates the object and
 * cross-reference streams, whatever their size; this reads every object header the way pdf-lib's
 * document parser reads one, anywhere in the file (so no object escapes it), counts the objects
 * (those packed in object streams too) and inflates each stream within what is left of the
 * document's budget. Throws `PdfLimitExceeded` ('objects' or 'decoded') or `UnreadablePdf`.
 */

const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const PERCENT = 0x25;
const OBJ = [0x6f, 0x62, 0x6a];
const isDigit = (byte: number | undefined) => byte !== undefined && byte >= 0x30 && byte <= 0x39;

function skipWhitespaceAndComments(bytes: Uint8Array, at: number): number {
  let index = at;
  for (;;) {
    while (index < bytes.length && WHITESPACE.has(bytes[index]!)) index += 1;
    if (bytes[index] !== PERCENT) return index;
    while (index < bytes.length && bytes[index] !== 0x0a && bytes[index] !== 0x0d) index += 1;
  }
}

function skipDigits(bytes: Uint8Array, at: number): number {
  let index = at;
  while (isDigit(bytes[index])) index += 1;
  return index;
}

/** Where the object after an `N G obj` header starting at `at` begins, or -1 when there is no header. */
function objectStart(bytes: Uint8Array, at: number): number {
  let index = skipDigits(bytes, at);
  index = skipWhitespaceAndComments(bytes, index);
  if (!isDigit(bytes[index])) return -1;
  index = skipWhitespaceAndComments(bytes, skipDigits(bytes, index));
  if (!OBJ.every((byte, offset) => bytes[index + offset] === byte)) return -1;
  return skipWhitespaceAndComments(bytes, index + OBJ.length);
}

/** Every place an indirect object can begin: after each header at the start of a run of digits. */
function objectStarts(bytes: Uint8Array): number[] {
  const starts: number[] = [];
  for (let index = 0; index < bytes.length; index += 1) {
    if (!isDigit(bytes[index]) || isDigit(bytes[index - 1])) continue;
    const start = objectStart(bytes, index);
    if (start >= 0) starts.push(start);
  }
  return starts;
}

function parseAt(bytes: Uint8Array, start: number, context: PDFContext): PDFObject | undefined {
  try {
    return PDFObjectParser.forBytes(bytes.subarray(start), context).parseObject();
  } catch {
    // pdf-lib keeps an object it cannot parse as invalid bytes, never decoded.
    return undefined;
  }
}

/** The objects an object stream packs; pdf-lib would resolve a referenced type or count, the scan cannot. */
function packedObjects(stream: PDFRawStream): number {
  const type = stream.dict.get(PDFName.of('Type'));
  if (type instanceof PDFRef) throw new UnreadablePdf('indirect stream type');
  if (type !== PDFName.of('ObjStm')) return 0;
  const count = stream.dict.get(PDFName.of('N'));
  if (!(count instanceof PDFNumber)) throw new UnreadablePdf('object stream count');
  return count.asNumber();
}

export interface PdfScan {
  objects: number;
  decodedBytes: number;
}

export function scanPdf(bytes: Uint8Array, limits: Pick<PdfLimits, 'maxObjects' | 'maxDecodedBytes'>): PdfScan {
  const starts = objectStarts(bytes);
  let objects = starts.length;
  if (objects > limits.maxObjects) throw new PdfLimitExceeded('objects');
  // A scratch document: references in the scanned objects resolve to nothing here.
  const context = PDFContext.create();
  let decodedBytes = 0;
  for (const start of starts) {
    const object = parseAt(bytes, start, context);
    if (!(object instanceof PDFRawStream)) continue;
    decodedBytes += decodeWithin(object, limits.maxDecodedBytes - decodedBytes).length;
    objects += packedObjects(object);
    if (objects > limits.maxObjects) throw new PdfLimitExceeded('objects');
  }
  return { objects, decodedBytes };
}
