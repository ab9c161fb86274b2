import { constants, inflateSync } from 'node:zlib';
import { decodePDFRawStream, PDFArray, PDFDict, PDFName, PDFRawStream, PDFRef, type PDFObject, type PDFStream } from 'pdf-lib';
import { PdfLimitExceeded } from './pdf-limits';

/**
 * Decoding a PDF stream without inflating past a budget. pdf-lib's own Flate decoder inflates a
 * whole deflate block at once (a few KB can make hundreds of MB in one call), so Flate goes
 * through zlib with `maxOutputLength`, which stops at the budget; the other filters pdf-lib
 * decodes a small block at a time and are read in chunks. Filters pdf-lib cannot decode
 * (images: DCT, JPX, CCITT, JBIG2) are left as they are, as pdf-lib leaves them.
 */

/** The stream's filters cannot be read (an indirect filter the scan cannot resolve, corrupt data). */
export class UnreadablePdf extends Error {}

const FLATE = PDFName.of('FlateDecode');
const CHUNKED_FILTERS = ['LZWDecode', 'ASCII85Decode', 'ASCIIHexDecode', 'RunLengthDecode'].map((name) => PDFName.of(name));
const CHUNK_BYTES = 64 * 1024;

interface Filter {
  name: PDFName;
  params: PDFDict | undefined;
}

/** `dict.get(key)` resolved in the dict's own document; a reference it does not hold is unreadable. */
function resolved(dict: PDFDict, value: PDFObject | undefined): PDFObject | undefined {
  if (!(value instanceof PDFRef)) return value;
  const target = dict.context.lookup(value);
  if (target === undefined) throw new UnreadablePdf('unresolved filter');
  return target;
}

function filtersOf(dict: PDFDict): Filter[] {
  const filter = resolved(dict, dict.get(PDFName.of('Filter')));
  const params = resolved(dict, dict.get(PDFName.of('DecodeParms')));
  if (filter === undefined) return [];
  if (filter instanceof PDFName) return [{ name: filter, params: params instanceof PDFDict ? params : undefined }];
  if (!(filter instanceof PDFArray)) throw new UnreadablePdf('filter');
  return filter.asArray().map((item, index) => {
    const name = resolved(dict, item);
    if (!(name instanceof PDFName)) throw new UnreadablePdf('filter');
    const param = params instanceof PDFArray ? resolved(dict, params.get(index)) : undefined;
    return { name, params: param instanceof PDFDict ? param : undefined };
  });
}

function inflate(bytes: Uint8Array, maxBytes: number): Uint8Array {
  try {
    // A truncated stream gives what it holds, as pdf-lib's decoder does.
    return inflateSync(bytes, { maxOutputLength: Math.max(1, maxBytes), finishFlush: constants.Z_SYNC_FLUSH });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new PdfLimitExceeded('decoded');
    throw new UnreadablePdf('flate');
  }
}

function decodeChunked(dict: PDFDict, bytes: Uint8Array, filter: Filter, maxBytes: number): Uint8Array {
  const single = dict.context.obj(filter.params ? { Filter: filter.name, DecodeParms: filter.params } : { Filter: filter.name });
  const decoder = decodePDFRawStream(PDFRawStream.of(single, bytes));
  let total = 0;
  try {
    for (let chunk = decoder.getBytes(CHUNK_BYTES); chunk.length > 0; chunk = decoder.getBytes(CHUNK_BYTES)) {
      total += chunk.length;
      if (total > maxBytes) throw new PdfLimitExceeded('decoded');
    }
  } catch (error) {
    if (error instanceof PdfLimitExceeded) throw error;
    throw new UnreadablePdf('filter data');
  }
  decoder.reset();
  const all = decoder.getBytes(0);
  return new Uint8Array(all.buffer, all.byteOffset, all.length);
}

/** The stream's decoded bytes, or `PdfLimitExceeded('decoded')` as soon as they pass `maxBytes`. */
export function decodeWithin(stream: PDFRawStream, maxBytes: number): Uint8Array {
  let bytes: Uint8Array = stream.contents;
  for (const filter of filtersOf(stream.dict)) {
    if (filter.name === FLATE) bytes = inflate(bytes, maxBytes);
    else if (CHUNKED_FILTERS.includes(filter.name)) bytes = decodeChunked(stream.dict, bytes, filter, maxBytes);
    else break;
    if (bytes.length > maxBytes) throw new PdfLimitExceeded('decoded');
  }
  if (bytes.length > maxBytes) throw new PdfLimitExceeded('decoded');
  return bytes;
}

/** What one document may inflate to, charged by every stream read from it. */
export class DecodeBudget {
  private left: number;

  constructor(maxBytes: number) {
    this.left = maxBytes;
  }

  decode(stream: PDFStream): Uint8Array {
    const bytes = stream instanceof PDFRawStream ? decodeWithin(stream, this.left) : stream.getContents();
    this.left -= bytes.length;
    if (this.left < 0) throw new PdfLimitExceeded('decoded');
    return bytes;
  }
}
