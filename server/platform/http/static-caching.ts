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

/** A `setHeaders` for @fastify/static serving `root`: sets each file's Cache-Control. */
export const cacheHeadersFor =
  (root: string) =>
  (reply: FastifyReply, file: string): void => {
    reply.header('Cache-Control', staticCacheControl(path.relative(root, file)));
  };
