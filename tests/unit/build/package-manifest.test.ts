import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { elementEntries } from '../../../vite.config';

/**
 * package.json of the widget package (the repository's root) and of the reference server
 * (server/, a workspace): what a partner's `npm install rx-widgets` gets and may import.
 */
const root = resolve(__dirname, '../../..');
const readJson = (file: string) => JSON.parse(readFileSync(resolve(root, file), 'utf8')) as Record<string, unknown>;
const widgets = readJson('package.json') as {
  private?: boolean;
  name: string;
  dependencies?: Record<string, string>;
  devDependencies: Record<string, string>;
  exports: Record<string, string | { types?: string; default?: string }>;
  files: string[];
  sideEffects: string[];
  workspaces: string[];
};
const server = readJson('server/package.json') as { name: string; private: boolean; dependencies: Record<string, string>; bin: Record<string, string> };

describe('the widget package', () => {
  it('is publishable as rx-widgets and needs no package at run time (React, Lit and the rest are bundled into its modules)', () => {
    expect(widgets.name).toBe('rx-widgets');
    expect(widgets.private).toBeUndefined();
    expect(widgets.dependencies ?? {}).toEqual({});
  });

  it('exports the loader, one entry per element (its module and its types), the JSX types, custom-elements.json and the locales', () => {
    const elements = Object.entries(elementEntries()).map(([name, source]) => [name.replace(/^elements\//, ''), source] as const);
    expect(elements.length).toBeGreaterThan(20);
    for (const [tag, source] of elements) {
      const types = `./dist/types/${relative(resolve(root, 'src'), source).replace(/\.ts$/, '.d.ts')}`;
      expect(widgets.exports[`./${tag}`], tag).toEqual({ types, default: `./dist-npm/elements/${tag}.js` });
    }
    const elementKeys = Object.keys(widgets.exports).filter((key) => /^\.\/rx-/.test(key));
    expect(elementKeys.sort()).toEqual(elements.map(([tag]) => `./${tag}`).sort());
    expect(widgets.exports['.']).toEqual({ types: './dist/types/index.d.ts', default: './dist-npm/rx-widgets.js' });
    expect(widgets.exports['./jsx']).toEqual({ types: './dist/types/jsx.d.ts' });
    expect(widgets.exports['./custom-elements.json']).toBe('./dist/custom-elements.json');
    expect(widgets.exports['./locales/*']).toBe('./locales/*');
    expect(existsSync(resolve(root, 'locales/en/common.json'))).toBe(true);
  });

  it('declares its modules side-effectful (each defines its tag on import) and leaves maps and precompressed copies out of the tarball', () => {
    expect(widgets.sideEffects).toEqual(['./dist-npm/rx-widgets.js', './dist-npm/elements/*.js', './dist-npm/chunks/*.js']);
    for (const excluded of ['!**/*.map', '!**/*.br', '!**/*.gz']) expect(widgets.files).toContain(excluded);
    expect(widgets.files.filter((entry) => /^(server|src|tests|demo)\b/.test(entry))).toEqual([]);
  });
});

describe('the reference server package', () => {
  it('is a private workspace of its own holding the server packages, none of which the widget package declares', () => {
    expect(widgets.workspaces).toEqual(['server']);
    expect(server.name).toBe('@rx-widgets/server');
    expect(server.private).toBe(true);
    expect(server.bin).toEqual({ 'rx-widgets-conformance': 'conformance/bin.mjs' });
    for (const name of ['fastify', 'pg', '@electric-sql/pglite', 'cognito-local', 'socket.io', 'nodemailer', 'drizzle-orm', 'piscina', 'prom-client']) {
      expect(server.dependencies[name], name).toBeDefined();
      expect(widgets.devDependencies[name], name).toBeUndefined();
    }
  });
});
