import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompressPlugin } from './vite.precompress.ts';

const root = dirname(fileURLToPath(import.meta.url));

/**
 * The demo React 19 host app (`demo/react-host/`), served by the reference server at /react-host/.
 * It bundles its own React; the widgets come from the library through the loader script
 * (`/dist/rx-widgets.js`, left untouched by Vite thanks to `vite-ignore` in index.html).
 */
export default defineConfig({
  root: resolve(root, 'demo/react-host'),
  base: '/react-host/',
  publicDir: false,
  logLevel: 'warn',
  plugins: [precompressPlugin()],
  build: {
    outDir: resolve(root, 'dist-demo/react-host'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // No inline scripts or styles: the page must stay clean under a strict CSP.
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
  },
});
