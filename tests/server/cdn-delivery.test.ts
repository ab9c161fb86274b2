import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressed } from '../../vite.precompress';
import { writeDemoFixture } from './support/demo-fixture';
import { createTestApp, type TestApp } from './support/test-app';

/** The CDN folder as scripts/build-cdn.mjs writes it, served by the reference server at /cdn/. */
const loader = `export const loader = ${JSON.stringify('widget code '.repeat(200))};\n`;
const files = {
  '0.1.0/rx-widgets.js': loader,
  '0.1.0/integrity.json': '{"version":"0.1.0","files":{}}\n',
  '0/rx-widgets.js': 'export * from "../0.1.0/rx-widgets.js";\n',
  'versions.json': '{"latest":"0.1.0","majors":{"0":"0.1.0"}}\n',
};
const partner = 'http://localhost:5123';

describe('the CDN folder on the reference server', () => {
  let fixtureRoot: string;
  let t: TestApp;
  beforeAll(async () => {
    fixtureRoot = await mkdtemp(path.join(tmpdir(), 'rx-cdn-'));
    const dirs = await writeDemoFixture(fixtureRoot);
    const cdnDir = path.join(fixtureRoot, 'cdn');
    for (const [name, content] of Object.entries(files)) {
      const file = path.join(cdnDir, name);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, content);
    }
    await writeFile(path.join(cdnDir, '0.1.0/rx-widgets.js.br'), (await precompressed(Buffer.from(loader))).br);
    t = await createTestApp({ demo: { ...dirs, cdnDir } });
  });
  afterAll(async () => {
    await t.close();
    await rm(fixtureRoot, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('sends a version’s files immutable for a year, precompressed, with CORS for an allowed page', async () => {
    const response = await get('/cdn/0.1.0/rx-widgets.js', { 'accept-encoding': 'br', origin: partner });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(loader);
    expect(response.headers['access-control-allow-origin']).toBe(partner);
    expect((await get('/cdn/0.1.0/integrity.json')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/cdn/0/rx-widgets.js', '/cdn/versions.json'])('keeps %s a few minutes (it moves with each release)', async (url) => {
    const response = await get(url, { origin: partner });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.headers['access-control-allow-origin']).toBe(partner);
  });

  it('answers 404 for a version it does not have, and lists no folder (as /dist/: 403)', async () => {
    expect((await get('/cdn/9.9.9/rx-widgets.js')).statusCode).toBe(404);
    expect((await get('/cdn/0.1.0/')).statusCode).toBe(403);
  });
});
