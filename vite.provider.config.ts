import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompressPlugin } from './vite.precompress.ts';

const root = dirname(fileURLToPath(import.meta.url));

/**
 * The demo care-team console (`demo/provider/`), served by the reference server at /provider/:
 * a care provider signs in through the same identity as the patients and answers them over the
 * /care-team socket namespace. It bundles its own React and the shared messaging types.
 */
export default defineConfig({
  root: resolve(root, 'demo/provider'),
  base: '/provider/',
  publicDir: false,
  logLevel: 'warn',
  plugins: [precompressPlugin()],
  build: {
    outDir: resolve(root, 'dist-demo/provider'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
  },
});
