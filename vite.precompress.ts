import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What a browser downloads as text: scripts, styles, JSON, SVG and pages (not source maps, not the build's own notes in .vite/). */
export const compressible = /\.(?:m?js|css|json|svg|html)$/;

/** Should the build write `.br` and `.gz` beside `fileName` (relative to the output folder)? */
export const shouldPrecompress = (fileName: string) => compressible.test(fileName) && !fileName.split(/[\\/]/).some((part) => part.startsWith('.'));

/** The two encodings of `bytes`, at their strongest levels (the work is done once, at build time). */
export async function precompressed(bytes: Buffer): Promise<{ br: Buffer; gz: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
        [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipAsync(bytes, { level: 9 }),
  ]);
  return { br, gz };
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of the build, so that the server sends
 * them as they are (`Content-Encoding`) instead of compressing on each request or not at all.
 * A variant no smaller than the file itself is not written (the server then sends the file).
 */
export function precompressPlugin(): Plugin {
  return {
    name: 'rx-precompress',
    apply: 'build',
    enforce: 'post',
    async writeBundle(options, bundle) {
      const outDir = options.dir;
      if (!outDir) return;
      const files = Object.keys(bundle).filter(shouldPrecompress);
      await Promise.all(
        files.map(async (fileName) => {
          const file = join(outDir, fileName);
          const bytes = await readFile(file);
          const { br, gz } = await precompressed(bytes);
          if (br.length < bytes.length) await writeFile(`${file}.br`, br);
          if (gz.length < bytes.length) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}
