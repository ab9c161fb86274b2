import { readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type UserConfig } from 'vite';
import { chunkGraphPlugin, chunkGroups } from './vite.chunk-graph.ts';
import { precompressPlugin } from './vite.precompress.ts';
import { cssWhitespacePlugin } from './vite.css-whitespace.ts';

const root = dirname(fileURLToPath(import.meta.url));

/** Every element file: `src/elements/rx-*.ts` (React) and `src/elements/host/rx-*.ts` (Lit). */
export function elementEntries(srcDir = resolve(root, 'src')): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const dir of ['elements', 'elements/host']) {
    let files: string[] = [];
    try {
      files = readdirSync(join(srcDir, dir));
    } catch {
      continue;
    }
    for (const file of files) {
      const match = /^(rx-[a-z0-9-]+)\.ts$/.exec(file);
      if (!match || file.endsWith('.d.ts')) continue;
      const tag = match[1]!;
      if (entries[`elements/${tag}`]) throw new Error(`Two element files define ${tag}`);
      entries[`elements/${tag}`] = join(srcDir, dir, file);
    }
  }
  return entries;
}

/**
 * The library build shared by `dist/` and the bench's floor (`dist-bench/`): ES modules only,
 * one file per entry (`<name>.js`), shared code in `chunks/`, a manifest for the import graph,
 * production React and Lit, fully minified (Vite keeps whitespace in ES lib output by default,
 * which is right for packages that get re-bundled, but these files are served to browsers as-is).
 */
export function libraryConfig(entries: Record<string, string>, outDir: string): UserConfig {
  return {
    root,
    mode: 'production',
    // Relative URLs for emitted files (the pdf.js worker): the library may be served under any path.
    base: './',
    publicDir: false,
    // Vite leaves process.env.NODE_ENV alone in library mode; React and Lit must not ship dev builds.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    logLevel: 'warn',
    plugins: [cssWhitespacePlugin(), chunkGraphPlugin(), precompressPlugin()],
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      minify: 'oxc',
      // Maps beside every file (for the bench's byte attribution, error reports and debugging: load
      // one in the browser's devtools by hand), without the sourceMappingURL line in each file,
      // which a host would download with every chunk (about 40 bytes gzip a file).
      sourcemap: 'hidden',
      manifest: true,
      cssCodeSplit: false,
      copyPublicDir: false,
      reportCompressedSize: false,
      lib: { entry: entries, formats: ['es'] },
      rolldownOptions: {
        // The shared chunk takes modules without their dependencies (see vite.chunk-graph.ts); the element
        // modules keep their exports all the same.
        preserveEntrySignatures: 'allow-extension',
        // "use client" in @tanstack/react-query means nothing outside React Server Components.
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
        output: {
          codeSplitting: { groups: chunkGroups(Object.values(entries)) },
          entryFileNames: '[name].js',
          chunkFileNames: (chunk) => {
            const locale = /[\\/]locales[\\/]([a-z]{2})[\\/]([a-z0-9-]+)\.json$/.exec(chunk.facadeModuleId ?? '');
            if (locale) return `chunks/locale-${locale[1]}-${locale[2]}-[hash].js`;
            // Code a set of elements shares: the set is in the chunk's name (manifest); the file
            // name stays short, as the loader's preload map lists it for every element of the set.
            return chunk.name.startsWith('shared-') ? 'chunks/shared-[hash].js' : 'chunks/[name]-[hash].js';
          },
          assetFileNames: 'assets/[name]-[hash][extname]',
          minify: true,
          comments: false,
        },
      },
    },
  };
}

export default defineConfig(
  libraryConfig(
    { 'rx-widgets': resolve(root, 'src/loader.ts'), ...elementEntries() },
    resolve(root, 'dist'),
  ),
);
