import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/** Smaller answers go as they are: compressing them saves less than a packet. */
export const API_COMPRESSION_MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The encoding a request accepts, brotli first; null for none (or `;q=0` for both). */
export function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const allowed = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allowed('br')) return 'br';
  if (allowed('gzip')) return 'gzip';
  return null;
}

/** A body made at request time, compressed for the wire (brotli 5 or gzip 6: fast enough per request). */
export function compressedBody(body: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipAsync(body, { level: 6 });
}

/**
 * JSON answers of the API's GET routes, 1 KB and larger, go brotli- or gzip-compressed to a
 * browser that accepts it (a patient's medication list shrinks to a fifth on a phone's network),
 * with `Vary: Accept-Encoding`. Only GET answers: they reflect no request body beside a secret,
 * and the identity's answers (tokens) are never compressed.
 */
export function installApiCompression(app: FastifyInstance, apiPrefix: string): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || !request.url.startsWith(`${apiPrefix}/`)) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('Content-Encoding') || !String(reply.getHeader('Content-Type') ?? '').startsWith('application/json')) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (body.length < API_COMPRESSION_MIN_BYTES) return payload;
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    const vary = String(reply.getHeader('Vary') ?? '');
    if (!/accept-encoding/i.test(vary)) reply.header('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    if (!encoding) return payload;
    const compressed = await compressedBody(body, encoding);
    reply.header('Content-Encoding', encoding);
    reply.removeHeader('Content-Length');
    return compressed;
  });
}
