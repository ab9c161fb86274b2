import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { elementEntries, libraryConfig } from './vite.config.ts';
import { cssWhitespacePlugin } from './vite.css-whitespace.ts';

const root = dirname(fileURLToPath(import.meta.url));

/**
 * The npm package's modules (`dist-npm/`, package.json's `exports`): the same entries as the CDN's
 * `dist/` (the loader and one module per element), built for a partner's bundler, which
 * re-bundles them. So rolldown's own splitting (a chunk holds the modules of exactly one set of
 * entries), not `dist/`'s chunk groups and merges, which trade a few bytes of another element's
 * code for fewer requests: a bundle importing `rx-widgets/rx-refill` gets the refill's code and
 * nothing of another element's. No preload map (the partner's bundler names the chunks) and no
 * precompressed copies; the styles' text compacted as in `dist/`; the maps stay beside the files,
 * hidden as in `dist/`, and out of the tarball (package.json's `files`): the pack test traces a
 * partner's bundle through them.
 */
function npmConfig() {
  const config = libraryConfig({ 'rx-widgets': resolve(root, 'src/loader.ts'), ...elementEntries() }, resolve(root, 'dist-npm'));
  const output = config.build?.rolldownOptions?.output;
  if (!output || Array.isArray(output)) throw new Error('vite.config.ts: the library build has one output');
  return {
    ...config,
    plugins: [cssWhitespacePlugin()],
    build: {
      ...config.build,
      manifest: false,
      rolldownOptions: { ...config.build?.rolldownOptions, output: { ...output, codeSplitting: true } },
    },
  };
}

export default defineConfig(npmConfig());
