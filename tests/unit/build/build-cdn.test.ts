import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aliasLoader, buildCdn, loaderWithIntegrity, majorOf, sri } from '../../../scripts/build-cdn.mjs';

/**
 * The CDN layout scripts/build-cdn.mjs writes from a library build: a version's folder with the
 * sha384 of every script, a loader that declares them, a major alias and versions.json.
 */
const loaderCode = 'const n=typeof __RX_INTEGRITY__==`object`?__RX_INTEGRITY__:void 0;export{n as integrity};\n';
const build: Record<string, string> = {
  'rx-widgets.js': loaderCode,
  'rx-widgets.js.map': JSON.stringify({ version: 3, sources: ['../src/loader.ts'], mappings: 'AAAA' }),
  'elements/rx-login.js': 'import"../chunks/core-AbC_d-12.js";\n',
  'chunks/core-AbC_d-12.js': 'export const core = 1;\n',
  'chunks/core-AbC_d-12.js.br': 'stale',
  'assets/pdf.worker.min-C_oroY0n.js': 'self.onmessage = () => {};\n',
  'custom-elements.json': '{"schemaVersion":"2.1.0","modules":[]}\n',
  'types/index.d.ts': 'export {};\n',
  '.vite/manifest.json': '{}\n',
};

let root: string;
let distDir: string;
let cdnDir: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'rx-cdn-'));
  distDir = join(root, 'dist');
  cdnDir = join(root, 'cdn');
  for (const [file, content] of Object.entries(build)) {
    mkdirSync(dirname(join(distDir, file)), { recursive: true });
    writeFileSync(join(distDir, file), content);
  }
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

const digest = (text: string | Buffer) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
const read = (path: string) => readFileSync(join(cdnDir, path), 'utf8');

describe('the CDN layout', () => {
  it('copies the build into cdn/<version>/ without the types and Vite’s notes, with the sha384 of every script', async () => {
    await buildCdn({ distDir, cdnDir, version: '1.4.2' });
    expect(read('1.4.2/chunks/core-AbC_d-12.js')).toBe(build['chunks/core-AbC_d-12.js']);
    expect(read('1.4.2/custom-elements.json')).toBe(build['custom-elements.json']);
    expect(existsSync(join(cdnDir, '1.4.2/types'))).toBe(false);
    expect(existsSync(join(cdnDir, '1.4.2/.vite'))).toBe(false);

    const manifest = JSON.parse(read('1.4.2/integrity.json'));
    expect(manifest).toMatchObject({ version: '1.4.2', algorithm: 'sha384', loader: 'rx-widgets.js' });
    expect(Object.keys(manifest.files).sort()).toEqual(['assets/pdf.worker.min-C_oroY0n.js', 'chunks/core-AbC_d-12.js', 'elements/rx-login.js', 'rx-widgets.js']);
    // Each digest is the file's as served, the loader's included.
    for (const [file, value] of Object.entries(manifest.files)) expect(value, file).toBe(digest(readFileSync(join(cdnDir, '1.4.2', file))));
  });

  it('gives the version’s loader the digests of every other file, its compressed copies and its source map moved down with it', async () => {
    await buildCdn({ distDir, cdnDir, version: '1.4.2' });
    const loader = read('1.4.2/rx-widgets.js');
    const manifest = JSON.parse(read('1.4.2/integrity.json'));
    const { [manifest.loader]: _self, ...others } = manifest.files;
    expect(loader.endsWith(loaderCode)).toBe(true);
    expect(loader.startsWith(`const __RX_INTEGRITY__=${JSON.stringify(others)};`)).toBe(true);
    expect(brotliDecompressSync(readFileSync(join(cdnDir, '1.4.2/rx-widgets.js.br'))).toString('utf8')).toBe(loader);
    const linesBefore = loader.split('\n').length - loaderCode.split('\n').length;
    expect(JSON.parse(read('1.4.2/rx-widgets.js.map')).mappings).toBe(`${';'.repeat(linesBefore)}AAAA`);
  });

  it('writes the major alias (the pinned loader passed on, its integrity.json) and versions.json', async () => {
    await buildCdn({ distDir, cdnDir, version: '1.4.2' });
    expect(read('1/rx-widgets.js')).toBe(aliasLoader('1.4.2'));
    expect(read('1/rx-widgets.js')).toContain('export * from "../1.4.2/rx-widgets.js";');
    expect(read('1/integrity.json')).toBe(read('1.4.2/integrity.json'));
    expect(JSON.parse(read('versions.json'))).toEqual({ latest: '1.4.2', majors: { 1: '1.4.2' } });

    // A later release keeps the earlier version's folder; its major alias moves.
    writeFileSync(join(distDir, 'chunks/core-AbC_d-12.js'), 'export const core = 2;\n');
    await buildCdn({ distDir, cdnDir, version: '2.0.0' });
    expect(read('1.4.2/chunks/core-AbC_d-12.js')).toBe(build['chunks/core-AbC_d-12.js']);
    expect(JSON.parse(read('versions.json'))).toEqual({ latest: '2.0.0', majors: { 1: '1.4.2', 2: '2.0.0' } });
  });

  it('refuses, for a release, to change a version already written; a development build replaces it', async () => {
    await buildCdn({ distDir, cdnDir, version: '1.4.2' });
    await expect(buildCdn({ distDir, cdnDir, version: '1.4.2', release: true })).resolves.toBeTruthy();
    writeFileSync(join(distDir, 'chunks/core-AbC_d-12.js'), 'export const core = 2;\n');
    await expect(buildCdn({ distDir, cdnDir, version: '1.4.2', release: true })).rejects.toThrow(/never changes/);
    expect(read('1.4.2/chunks/core-AbC_d-12.js')).toBe(build['chunks/core-AbC_d-12.js']);
    await buildCdn({ distDir, cdnDir, version: '1.4.2' });
    expect(read('1.4.2/chunks/core-AbC_d-12.js')).toBe('export const core = 2;\n');
  });

  it('takes semantic versions only, and writes the digests as SRI takes them', () => {
    expect(majorOf('0.1.0')).toBe('0');
    expect(majorOf('12.0.3-rc.1')).toBe('12');
    expect(() => majorOf('latest')).toThrow(/semantic version/);
    expect(sri('alert(1)')).toBe(digest('alert(1)'));
    expect(sri('alert(1)')).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
    expect(loaderWithIntegrity('x', { 'rx-widgets.js': 'sha384-self', 'a.js': 'sha384-a' }).code).toMatch(/^const __RX_INTEGRITY__=\{"a\.js":"sha384-a"\};/);
  });
});
