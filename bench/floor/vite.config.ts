import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { libraryConfig } from '../../vite.config.ts';

const here = dirname(fileURLToPath(import.meta.url));

/** The floor, built with the library's own settings into dist-bench/ (elements/rx-floor.js). */
export default defineConfig(libraryConfig({ 'elements/rx-floor': resolve(here, 'rx-floor.ts') }, resolve(here, '../../dist-bench')));
