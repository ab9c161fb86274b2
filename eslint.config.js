import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { importCycleRule } from './eslint/import-cycle-rule.js';
import { layerRule } from './eslint/layer-rule.js';
import { serverLayersRule } from './eslint/server-layers.js';
import { coreFloorsRule } from './eslint/core-floors.js';
import { staticStylesRule } from './eslint/static-styles-rule.js';

export default tseslint.config(
  { ignores: ['dist/', 'dist-npm/', 'cdn/', 'dist-demo/', 'dist-server/', 'dist-fixtures/', 'dist-bench/', 'node_modules/', '.data/', 'test-results/', 'playwright-report/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, rx: { rules: { layers: layerRule, 'core-floors': coreFloorsRule, 'static-styles': staticStylesRule } } },
    rules: {
      'rx/layers': 'error',
      'rx/core-floors': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['src/**'],
    rules: { 'rx/static-styles': 'error' },
  },
  {
    // aws-amplify is loaded on demand through core/auth/amplify.ts, which also applies the pool
    // settings before the first call: a module importing it directly would skip both.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/core/auth/amplify.ts', 'src/core/auth/amplify-library.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['aws-amplify', 'aws-amplify/auth'].map((name) => ({
            name,
            message: 'Use amplifyAuth() or identityAuth() from core/auth: they load aws-amplify on demand and configure it first.',
            allowTypeImports: true,
          })),
        },
      ],
    },
  },
  {
    // No import loops in the product: a module and what it imports form a tree.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { 'import-x': importX, cycles: { rules: { 'no-cycle': importCycleRule } } },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })] },
    // import-x/no-cycle skips `import type`; cycles/no-cycle counts every static import of src and server.
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }], 'cycles/no-cycle': 'error' },
  },
  {
    // The server's floors (eslint/server-layers.js): platform below modules, modules meeting only
    // through each other's index.ts, development and seed code imported by no production file.
    files: ['server/**/*.ts'],
    plugins: { 'rx-server': { rules: { layers: serverLayersRule } } },
    rules: { 'rx-server/layers': 'error' },
  },
  {
    // Development-only routes load outside production only (app.ts imports server/dev/dev-routes.ts
    // on demand): production code imports nothing from server/dev/ or a module's .dev.ts file.
    files: ['server/**/*.ts'],
    ignores: ['server/dev/**', 'server/**/*.dev.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/dev/*', '**/*.dev'], message: 'Production code must not import development-only code (server/dev/, *.dev.ts).' }],
          // devDependencies: the production image installs with --omit=dev.
          paths: ['smtp-server', 'mailparser'].map((name) => ({ name, message: 'A devDependency: only the development mailbox (server/dev/mailbox) uses it.' })),
        },
      ],
    },
  },
  {
    files: ['tests/**', 'scripts/**', 'bench/**', 'server/**', 'demo/**', 'eslint/**', '*.config.*'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['tests/browser/**'],
    languageOptions: { globals: { ...globals.mocha } },
    // chai assertions such as `expect(x).to.exist` are expressions
    rules: { '@typescript-eslint/no-unused-expressions': 'off' },
  },
);
