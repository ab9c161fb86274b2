import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });

async function floorMessages(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'rx/core-floors' || m.ruleId === 'import-x/no-cycle').map((m) => m.message);
}

describe('core folders stand on floors', () => {
  it('lets a folder import a lower floor and itself', async () => {
    expect(await floorMessages('src/core/session/x.ts', "import { a } from '../api/http-client';\nimport { b } from './session-store';\nexport const c = [a, b];\n")).toEqual([]);
    expect(await floorMessages('src/core/hooks/x.ts', "import { a } from '../session/use-session';\nexport const b = a;\n")).toEqual([]);
  });

  it('refuses an import up a floor, type-only imports included, so two folders cannot import each other', async () => {
    expect(await floorMessages('src/core/api/x.ts', "import { a } from '../session/session-store';\nexport const b = a;\n")).toEqual([
      'core/api must not import core/session, which is not on a lower floor (eslint/core-floors.js)',
    ]);
    expect(await floorMessages('src/core/ui/x.ts', "import type { A } from '../element/define-rx-element';\nexport type B = A;\n")).toHaveLength(1);
    expect(await floorMessages('src/core/context/x.ts', "export { a } from '../auth/sign-in';\n")).toHaveLength(1);
  });

  it('refuses a folder without a floor', async () => {
    expect(await floorMessages('src/core/newcomer/x.ts', "import { a } from '../api/jwt';\nexport const b = a;\n")).toEqual([
      'core/newcomer has no floor: add it to eslint/core-floors.js',
    ]);
  });
});
