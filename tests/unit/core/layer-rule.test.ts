import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });

async function layerMessages(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'rx/layers').map((m) => m.message);
}

describe('import direction (elements -> features -> core -> domain)', () => {
  it('refuses a feature importing another feature', async () => {
    const messages = await layerMessages('src/features/refill/model/x.ts', "import { a } from '../../chat/model/y';\nexport const b = a;\n");
    expect(messages).toEqual(['feature "refill" must not import feature "chat"; move shared code to src/core or src/domain']);
  });

  it('refuses core importing a feature or an element', async () => {
    expect(await layerMessages('src/core/api/x.ts', "import { a } from '../../features/refill/model/y';\nexport const b = a;\n")).toHaveLength(1);
    expect(await layerMessages('src/core/api/x.ts', "export { a } from '../../elements/rx-refill';\n")).toHaveLength(1);
  });

  it('refuses a feature importing elements', async () => {
    expect(await layerMessages('src/features/refill/x.ts', "import '../../elements/rx-refill';\n")).toHaveLength(1);
  });

  it('lets the server import only src/domain from src', async () => {
    const onlyDomain = ['the server may import from src only src/domain'];
    expect(await layerMessages('server/routes/x.ts', "import type { A } from '../../src/domain/refill/refill.schema';\nexport type B = A;\n")).toEqual([]);
    expect(await layerMessages('server/routes/x.ts', "import { a } from '../../src/domain/refill/delivery-dates';\nexport const b = a;\n")).toEqual([]);
    expect(await layerMessages('server/routes/x.ts', "import { a } from '../../src/core/api/http-client';\nexport const b = a;\n")).toEqual(onlyDomain);
    expect(await layerMessages('server/routes/x.ts', "import { a } from '../../src/features/refill/model/rules';\nexport const b = a;\n")).toEqual(onlyDomain);
    expect(await layerMessages('server/routes/x.ts', "import { a } from '../../src/features/refill/api/calls';\nexport const b = a;\n")).toEqual(onlyDomain);
    expect(await layerMessages('server/routes/x.ts', "import { a } from '../../src/elements/rx-refill';\nexport const b = a;\n")).toEqual(onlyDomain);
  });

  it('keeps domain free of the rest of the project, and lets core and features stand on it', async () => {
    const message = ['domain must not import from the rest of the project'];
    expect(await layerMessages('src/domain/refill/x.ts', "import { a } from '../../core/api/http-client';\nexport const b = a;\n")).toEqual(message);
    expect(await layerMessages('src/domain/refill/x.ts', "import { a } from '../../features/refill/model/draft';\nexport const b = a;\n")).toEqual(message);
    expect(await layerMessages('src/domain/refill/x.ts', "import { a } from '../../../server/modules/refill/refill.rules';\nexport const b = a;\n")).toEqual(message);
    expect(await layerMessages('src/domain/refill/x.ts', "import { a } from '../calendar/calendar-dates';\nimport { z } from 'zod';\nexport const b = [a, z];\n")).toEqual([]);
    expect(await layerMessages('src/core/api/x.ts', "import type { A } from '../../domain/refill/refill.schema';\nexport type B = A;\n")).toEqual([]);
    expect(await layerMessages('src/features/refill/model/x.ts', "import { a } from '../../../domain/refill/delivery-dates';\nexport const b = a;\n")).toEqual([]);
  });

  it('allows elements -> features -> core and imports within one feature', async () => {
    expect(await layerMessages('src/elements/rx-x.ts', "import '../features/refill/refill-widget';\nimport '../core/api/http-client';\n")).toEqual([]);
    expect(await layerMessages('src/features/refill/components/x.ts', "import '../model/y';\nimport '../../../core/ui/button';\n")).toEqual([]);
  });

  it('refuses barrel index files in src', async () => {
    expect(await layerMessages('src/core/ui/index.ts', 'export const a = 1;\n')).toEqual(['No barrel index files inside src.']);
  });
});
