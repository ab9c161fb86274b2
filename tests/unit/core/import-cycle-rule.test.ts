import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { importCycleRule } from '../../../eslint/import-cycle-rule.js';

let root: string | undefined;
afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
  root = undefined;
});

/** Writes `files` under a fresh folder and lints each with the cycle rule over that folder. */
async function cycleMessages(files: Record<string, string>): Promise<Record<string, string[]>> {
  root = await mkdtemp(path.join(tmpdir(), 'rx-cycles-'));
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), text);
  }
  const linter = new Linter({ cwd: root });
  const config = {
    files: ['**/*.ts'],
    languageOptions: { parser: tseslint.parser as Linter.Parser },
    plugins: { cycles: { rules: { 'no-cycle': importCycleRule } } },
    rules: { 'cycles/no-cycle': ['error', { roots: ['.'] }] },
  } as Linter.Config;
  const messages: Record<string, string[]> = {};
  for (const [name, text] of Object.entries(files)) {
    messages[name] = linter.verify(text, config, path.join(root, name)).map((message) => message.message);
  }
  return messages;
}

describe('import cycles (type-only imports count)', () => {
  it('reports a loop held together by type-only imports', async () => {
    const messages = await cycleMessages({
      'app.ts': "import type { Route } from './routes/list';\nexport type AppMode = 'test';\nexport const routes: Route[] = [];\n",
      'routes/list.ts': "import type { AppMode } from '../app';\nexport interface Route { mode: AppMode }\n",
      'leaf.ts': "import type { AppMode } from './app';\nexport const mode: AppMode = 'test';\n",
    });
    expect(messages['app.ts']).toEqual(['Import cycle (type-only imports count): app.ts -> routes/list.ts -> app.ts']);
    expect(messages['routes/list.ts']).toEqual(['Import cycle (type-only imports count): routes/list.ts -> app.ts -> routes/list.ts']);
    expect(messages['leaf.ts']).toEqual([]);
  });

  it('reports a loop of value imports and re-exports over three files', async () => {
    const messages = await cycleMessages({
      'a.ts': "import { b } from './b';\nexport const a = b;\n",
      'b.ts': "export { c as b } from './c';\n",
      'c.ts': "import { a } from './a';\nexport const c = () => a;\n",
    });
    expect(messages['a.ts']).toEqual(['Import cycle (type-only imports count): a.ts -> b.ts -> c.ts -> a.ts']);
  });

  it('accepts a tree, and a loop closed only by import() (loaded on demand)', async () => {
    const messages = await cycleMessages({
      'app.ts': "import { list } from './list';\nexport const load = () => import('./dev');\nexport const all = list;\n",
      'list.ts': 'export const list = [1];\n',
      'dev.ts': "import { all } from './app';\nexport const dev = all;\n",
    });
    expect(Object.values(messages).flat()).toEqual([]);
  });
});
