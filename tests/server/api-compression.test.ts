import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncoding, API_COMPRESSION_MIN_BYTES } from '../../server/platform/http/api-compression';
import { signedInPatient, type TestPatient } from './support/patients';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let morgan: TestPatient;

beforeAll(async () => {
  t = await createTestApp();
  morgan = await signedInPatient(t.database.db, 'morgan.tracker@example.com');
});
afterAll(() => t.close());

const medications = (encoding?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/user/medications?u_id=${morgan.uId}&med_type=prescription`,
    headers: { authorization: morgan.bearer, ...(encoding === undefined ? {} : { 'accept-encoding': encoding }) },
  });

describe('compressed API answers', () => {
  it('sends a large JSON answer brotli-compressed to a browser that accepts it, the same JSON inside', async () => {
    const plain = await medications();
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(API_COMPRESSION_MIN_BYTES);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);

    const response = await medications('gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends gzip when only gzip is accepted, and nothing compressed when br and gzip are refused', async () => {
    const gzipped = await medications('gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    const plain = await medications();
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(plain.json());

    const refused = await medications('br;q=0, gzip;q=0, identity');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toEqual(plain.json());
  });

  it('leaves small answers and errors as they are', async () => {
    const small = await t.app.inject({ method: 'GET', url: '/api/user/medications?u_id=abc', headers: { authorization: morgan.bearer, 'accept-encoding': 'br' } });
    expect(small.statusCode).toBeGreaterThanOrEqual(400);
    expect(small.statusCode).toBeLessThan(500);
    expect(small.rawPayload.length).toBeLessThan(API_COMPRESSION_MIN_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toHaveProperty('message');
  });

  it('reads Accept-Encoding as browsers and proxies write it', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
  });
});
