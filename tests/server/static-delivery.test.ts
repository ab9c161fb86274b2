import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressed } from '../../vite.precompress';
import { writeDemoFixture } from './support/demo-fixture';
import { createTestApp, type TestApp } from './support/test-app';

/** A script worth compressing, as the build would leave it: the file and its `.br` and `.gz`. */
const script = (name: string) => `export const ${name} = ${JSON.stringify('widget code '.repeat(200))};\n`;
const files = {
  'rx-widgets.js': script('loader'),
  'elements/rx-care-programs.js': script('element'),
  'chunks/core-AbC_d-12.js': script('core'),
};

describe('static files of the build', () => {
  let fixtureRoot: string;
  let t: TestApp;
  beforeAll(async () => {
    fixtureRoot = await mkdtemp(path.join(tmpdir(), 'rx-static-'));
    const dirs = await writeDemoFixture(fixtureRoot);
    for (const [name, content] of Object.entries(files)) {
      const file = path.join(dirs.distDir, name);
      await mkdir(path.dirname(file), { recursive: true });
      const bytes = Buffer.from(content);
      const { br, gz } = await precompressed(bytes);
      await Promise.all([writeFile(file, bytes), writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }
    // A portal page the size of the real one (its markup and the brands block: a few KB).
    await writeFile(path.join(dirs.demoDir, 'portal', 'index.html'), `<!doctype html><title>portal</title>${'<p>Pharmacy portal</p>\n'.repeat(100)}`);
    t = await createTestApp({ demo: dirs });
  });
  afterAll(async () => {
    await t.close();
    await rm(fixtureRoot, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('sends brotli to a browser that accepts it', async () => {
    const response = await get('/dist/chunks/core-AbC_d-12.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(files['chunks/core-AbC_d-12.js']);
    expect(response.rawPayload.length).toBeLessThan(files['chunks/core-AbC_d-12.js'].length / 4);
  });

  it('sends gzip to a client that accepts only gzip', async () => {
    const response = await get('/dist/rx-widgets.js', { 'accept-encoding': 'gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(response.rawPayload).toString()).toBe(files['rx-widgets.js']);
  });

  it('sends the file as it is to a client that accepts no encoding, still varying on it', async () => {
    const response = await get('/dist/rx-widgets.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body).toBe(files['rx-widgets.js']);
  });

  it('caches a content-hashed chunk for a year, unchanged', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const response = await get('/dist/chunks/core-AbC_d-12.js', { 'accept-encoding': encoding });
      expect(response.headers['cache-control'], encoding).toBe('public, max-age=31536000, immutable');
    }
  });

  it.each(['/dist/rx-widgets.js', '/dist/elements/rx-care-programs.js'])('has %s revalidated: no-cache, and 304 to a conditional request', async (url) => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const first = await get(url, { 'accept-encoding': encoding });
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control'], encoding).toBe('no-cache');
      const etag = String(first.headers.etag);
      expect(etag).toBeTruthy();
      const again = await get(url, { 'accept-encoding': encoding, 'if-none-match': etag });
      expect(again.statusCode, encoding).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers['cache-control']).toBe('no-cache');
      const since = await get(url, { 'accept-encoding': encoding, 'if-modified-since': String(first.headers['last-modified']) });
      expect(since.statusCode, encoding).toBe(304);
    }
  });

  it('gives each encoding its own ETag, so a cache never swaps one for another', async () => {
    const etags = await Promise.all(['br', 'gzip', 'identity'].map(async (encoding) => (await get('/dist/rx-widgets.js', { 'accept-encoding': encoding })).headers.etag));
    expect(new Set(etags).size).toBe(3);
  });

  it('compresses the pages for a browser that accepts it, and sends them as they are otherwise', async () => {
    const brotli = await get('/portal/login', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('Accept-Encoding');
    expect(brotli.headers['cache-control']).toBe('no-store');
    const page = brotliDecompressSync(brotli.rawPayload).toString('utf8');
    expect(page).toContain('<title>portal</title>');
    expect(page).toContain('<p>Pharmacy portal</p>');
    const gzipped = await get('/portal/login', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(page);
    const plain = await get('/portal/login');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(page);
  });

  it('keeps no-store on API answers', async () => {
    const response = await get('/api/openapi.json', { 'accept-encoding': 'br' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
