#!/usr/bin/env node
/**
 * npm run sizes [-- <before-dist>]: every element's first-screen download, gzip -9, as the
 * chunk-graph build test counts it: the element module, every chunk in its static import closure
 * (from dist/.vite/manifest.json) and the English locale chunks of its namespaces (from
 * dist/.vite/preload-map.json), each file compressed on its own and the sizes summed.
 *
 * Reads an existing library build (`npm run build:lib` first). With a second build directory
 * (e.g. the dist/ of an earlier commit built in another worktree), prints both and the difference.
 * Options (environment): SIZES_DIST=<dir> (the build to measure; dist/ by default),
 * SIZES_JSON=1 (print JSON instead of the table).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** tag -> first-screen bytes (gzip -9 per file) of the library build in `dist`. */
export function firstScreenSizes(dist) {
  const manifestFile = join(dist, '.vite/manifest.json');
  const preloadMapFile = join(dist, '.vite/preload-map.json');
  if (!existsSync(manifestFile) || !existsSync(preloadMapFile)) throw new Error(`${dist} has no library build: run \`npm run build:lib\``);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const preloadMap = JSON.parse(readFileSync(preloadMapFile, 'utf8'));
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const closure = (file, seen = new Set()) => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const key of byFile.get(file)?.imports ?? []) closure(manifest[key].file, seen);
    return seen;
  };
  const gzipped = new Map();
  const gzip = (file) => {
    if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
    return gzipped.get(file);
  };
  const sizes = new Map();
  const tags = Object.values(manifest)
    .filter((chunk) => chunk.isEntry && /^elements\/rx-[a-z0-9-]+\.js$/.test(chunk.file))
    .map((chunk) => chunk.file.slice('elements/'.length, -3))
    .sort();
  for (const tag of tags) {
    const code = [...closure(`elements/${tag}.js`)];
    const strings = (preloadMap.namespaces[tag] ?? []).map((ns) => preloadMap.locales.en[ns]);
    sizes.set(tag, [...code, ...strings].reduce((sum, file) => sum + gzip(file), 0));
  }
  return sizes;
}

function main() {
  const root = resolve(fileURLToPath(import.meta.url), '../..');
  const now = firstScreenSizes(resolve(root, process.env.SIZES_DIST ?? 'dist'));
  const beforeDir = process.argv[2];
  const before = beforeDir ? firstScreenSizes(resolve(beforeDir)) : undefined;
  if (process.env.SIZES_JSON) {
    console.log(JSON.stringify({ now: Object.fromEntries(now), before: before && Object.fromEntries(before) }, null, 2));
    return;
  }
  const rows = [...now].map(([tag, bytes]) => {
    const was = before?.get(tag);
    if (!before) return `| ${tag} | ${bytes} |`;
    const delta = was === undefined ? 'new' : `${bytes - was > 0 ? '+' : ''}${bytes - was}`;
    return `| ${tag} | ${was ?? '-'} | ${bytes} | ${delta} |`;
  });
  console.log(before ? '| element | before (B) | now (B) | change |\n|---|---:|---:|---:|' : '| element | first screen (B, gzip -9) |\n|---|---:|');
  console.log(rows.join('\n'));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
