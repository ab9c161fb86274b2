#!/usr/bin/env node
/**
 * Writes the CDN layout of the library build (after `vite build`, from dist/):
 *
 * - `cdn/<version>/` (the version of package.json): the widgets as dist/ has them (loader, element
 *   modules, chunks, assets, custom-elements.json, with their `.br`/`.gz` copies and source maps;
 *   not the types nor Vite's own notes), and `integrity.json`, the sha384 Subresource Integrity of
 *   every script and style in it. The loader of this folder carries the digests of every file it
 *   can lead to (a prelude: `const __RX_INTEGRITY__ = {…};`, which src/loader.ts reads), so a
 *   page that loads it with `integrity` has every chunk checked too. A published version is never
 *   written again (its files are served `immutable` for a year): a new release has a new version.
 * - `cdn/<major>/`: an alias a partner may choose instead, served with a short max-age:
 *   `rx-widgets.js` passes on the pinned version's loader, `integrity.json` is the pinned version's.
 *   It moves with every release of the major, so it cannot be pinned with `integrity` itself.
 * - `cdn/versions.json`: the newest version and what each major alias points to.
 *
 * Usage: node scripts/build-cdn.mjs [--release]
 *   --release: refuse to change a version folder that is already written (before publishing).
 *   Without it (the development build), rebuilding the same version replaces its folder and says so.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompressed } from '../vite.precompress.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const LOADER = 'rx-widgets.js';
/** Files a page loads as script or style: each gets its digest. */
const checkedFile = /\.(?:m?js|css)$/;
/** What the CDN leaves out of dist/: the TypeScript declarations (for the npm package) and Vite's notes. */
const leftOut = (path) => path === 'types' || path.startsWith(`types${sep}`) || path === '.vite' || path.startsWith(`.vite${sep}`);

/** `sha384-<base64>` of `bytes`, as the `integrity` attribute and import maps take it. */
export const sri = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** Every file under `dir`, as paths relative to it with `/`, sorted. */
export function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/** The digests of the scripts and styles among `files` (paths relative to the version folder), read by `read(path)`. */
export function digestsOf(files, read) {
  return Object.fromEntries(files.filter((file) => checkedFile.test(file)).map((file) => [file, sri(read(file))]));
}

/**
 * Runs first in the CDN's loader (see src/loader.ts): declares `digests` (paths relative to the
 * loader at `base`) in an import map's `integrity` section, so that the browser checks every module
 * fetch of those URLs, dynamic imports included. The map gets the nonce of the page's scripts, if
 * any, for a CSP that allows inline scripts by nonce. Serialised into the loader: no outside names.
 */
export function declareIntegrity(digests, base) {
  const map = globalThis.document.createElement('script');
  map.type = 'importmap';
  const nonce = globalThis.document.querySelector('script[nonce]')?.nonce;
  if (nonce) map.nonce = nonce;
  const byUrl = {};
  for (const file in digests) byUrl[new URL(file, base).href] = digests[file];
  map.textContent = JSON.stringify({ integrity: byUrl });
  globalThis.document.head.append(map);
}

/**
 * The CDN's loader: the build's loader after a prelude that declares the digests of every other
 * file (src/loader.ts reads them for its preload links) and adds their import map; `linesBefore`
 * says how far the loader's own code moved down (its source map moves with it).
 */
export function loaderWithIntegrity(loaderCode, digests) {
  const others = Object.fromEntries(Object.entries(digests).filter(([file]) => file !== LOADER));
  const prelude = `const __RX_INTEGRITY__=${JSON.stringify(others)};(${declareIntegrity})(__RX_INTEGRITY__,import.meta.url);\n`;
  return { code: `${prelude}${loaderCode}`, linesBefore: prelude.split('\n').length - 1 };
}

/** The alias module of a major version: the pinned version's loader and its exports. */
export const aliasLoader = (version) => `// rx-widgets ${version}\nexport * from "../${version}/${LOADER}";\n`;

export const majorOf = (version) => {
  const match = /^(\d+)\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/.exec(version);
  if (!match) throw new Error(`package.json's version "${version}" is not a semantic version`);
  return match[1];
};

async function writeWithCopies(file, bytes) {
  writeFileSync(file, bytes);
  const { br, gz } = await precompressed(Buffer.from(bytes));
  for (const [suffix, copy] of [['.br', br], ['.gz', gz]]) {
    if (copy.length < Buffer.byteLength(bytes)) writeFileSync(`${file}${suffix}`, copy);
    else rmSync(`${file}${suffix}`, { force: true });
  }
}

export async function buildCdn({ distDir = join(root, 'dist'), cdnDir = join(root, 'cdn'), version, release = false } = {}) {
  if (!existsSync(join(distDir, LOADER))) throw new Error(`${relative(root, distDir)}/${LOADER} is missing: run vite build first`);
  const major = majorOf(version);
  const versionDir = join(cdnDir, version);
  const manifestFile = join(versionDir, 'integrity.json');
  const before = existsSync(manifestFile) ? readFileSync(manifestFile, 'utf8') : undefined;

  // A staging folder beside it: the version folder is replaced whole, or not at all.
  const staging = join(cdnDir, `.${version}.partial`);
  rmSync(staging, { recursive: true, force: true });
  cpSync(distDir, staging, { recursive: true, filter: (source) => !leftOut(relative(distDir, source)) });

  const files = filesUnder(staging);
  const read = (file) => readFileSync(join(staging, file));
  const digests = digestsOf(files, read);
  const loader = loaderWithIntegrity(read(LOADER).toString('utf8'), digests);
  await writeWithCopies(join(staging, LOADER), loader.code);
  const loaderMap = join(staging, `${LOADER}.map`);
  if (existsSync(loaderMap)) {
    const map = JSON.parse(readFileSync(loaderMap, 'utf8'));
    writeFileSync(loaderMap, JSON.stringify({ ...map, mappings: `${';'.repeat(loader.linesBefore)}${map.mappings}` }));
  }
  digests[LOADER] = sri(loader.code);
  const manifest = `${JSON.stringify({ version, algorithm: 'sha384', loader: LOADER, files: digests }, null, 2)}\n`;
  writeFileSync(join(staging, 'integrity.json'), manifest);

  if (before !== undefined && before !== manifest) {
    if (release) {
      rmSync(staging, { recursive: true, force: true });
      throw new Error(`cdn/${version} is already written with other files: a published version never changes; raise the version in package.json`);
    }
    console.warn(`cdn/${version} rebuilt with other files (fine while developing; never publish a version twice)`);
  }
  rmSync(versionDir, { recursive: true, force: true });
  cpSync(staging, versionDir, { recursive: true });
  rmSync(staging, { recursive: true, force: true });

  const aliasDir = join(cdnDir, major);
  mkdirSync(aliasDir, { recursive: true });
  writeFileSync(join(aliasDir, LOADER), aliasLoader(version));
  writeFileSync(join(aliasDir, 'integrity.json'), manifest);

  const versionsFile = join(cdnDir, 'versions.json');
  const known = existsSync(versionsFile) ? JSON.parse(readFileSync(versionsFile, 'utf8')) : {};
  const versions = { latest: version, majors: { ...(known.majors ?? {}), [major]: version } };
  writeFileSync(versionsFile, `${JSON.stringify(versions, null, 2)}\n`);
  return { versionDir, aliasDir, digests, loaderIntegrity: digests[LOADER] };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const result = await buildCdn({ version, release: process.argv.includes('--release') });
  console.log(
    `cdn: ${relative(root, result.versionDir)}/ (${Object.keys(result.digests).length} files with sha384), alias ${relative(root, result.aliasDir)}/; loader ${result.loaderIntegrity}`,
  );
}
