import path from 'node:path';
import type { FastifyReply } from 'fastify';

/** A year: the longest lifetime caches honour. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Kept, but asked again (ETag / Last-Modified) before each use: a new release shows at once. */
export const REVALIDATE_CACHE_CONTROL = 'no-cache';

const encodedSuffix = /\.(?:br|gz)$/;
/** The builds name chunks and assets `<name>-<8 character content hash>.<ext>`. */
const hashedName = /-[A-Za-z0-9_-]{8}\.[a-z0-9]+(?:\.map)?$/;
const hashedFolders = new Set(['chunks', 'assets']);

/**
 * Is the file at `relativePath` (inside a build folder, `/` or `\` separated, a `.br`/`.gz`
 * variant counted as its file) named after its content? Only the chunks and assets folders hold
 * such files: the loader and the element modules (`rx-widgets.js`, `elements/rx-*.js`) keep their
 * names from one release to the next, whatever their names look like.
 */
export function isContentHashed(relativePath: string): boolean {
  const parts = relativePath.replace(encodedSuffix, '').split(/[\\/]/);
  return parts.length >= 2 && hashedFolders.has(parts[0]!) && hashedName.test(parts[parts.length - 1]!);
}

/** The Cache-Control of a static file: immutable for a year when hashed, revalidated otherwise. */
export const staticCacheControl = (relativePath: string) => (isContentHashed(relativePath) ? IMMUTABLE_CACHE_CONTROL : REVALIDATE_CACHE_CONTROL);

/** A major version's alias on the CDN (`cdn/0/`) moves with each release: caches keep it a few minutes. */
export const ALIAS_CACHE_CONTROL = 'public, max-age=300';
/** `cdn/<version>/…`: a published version's folder (semantic version, prerelease allowed). */
const versionFolder = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

/**
 * The Cache-Control of a file of the CDN folder (scripts/build-cdn.mjs): a version's files never
 * change once published, so they are immutable for a year, whatever their names; the major
 * aliases and versions.json point at the newest release and are kept a few minutes.
 */
export const cdnCacheControl = (relativePath: string) => (versionFolder.test(relativePath.split(/[\\/]/)[0]!) ? IMMUTABLE_CACHE_CONTROL : ALIAS_CACHE_CONTROL);

/** A `setHeaders` for @fastify/static serving `root`: sets each file's Cache-Control (by `rule`, the build's by default). */
export const cacheHeadersFor =
  (root: string, rule: (relativePath: string) => string = staticCacheControl) =>
  (reply: FastifyReply, file: string): void => {
    reply.header('Cache-Control', rule(path.relative(root, file)));
  };
