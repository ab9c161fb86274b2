import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');

function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(rel);
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [rel] : [];
  });
}

/** Development and seed code (eslint/server-layers.js draws the same line). */
const isDevOrSeed = (file: string) => /^server\/(dev|seed)\//.test(file) || /\.(dev|seed)(-[a-z-]+)?\.ts$/.test(file);

/**
 * Exports of production files that no production code needs, kept because the running server
 * shows them to operators or the code reads better with them; each says why.
 */
const KEPT: Record<string, string> = {
  // The count behind socketHandlersSettled: one read of the module's own set, tested where it lives.
  'server/platform/realtime/handlers-in-flight.ts socketHandlersInFlight': 'the state a stop waits on',
};

/**
 * A production file of the server (server/platform, server/modules, but not the modules' *.dev.ts
 * and *.seed.ts) exports nothing that only tests or development code use: such a helper belongs in
 * tests/server/support, server/dev or server/seed. A name counts as used by production code when it
 * stands in its own file besides its declaration, or in any other production file (server, src,
 * scripts). It reads text, not the import graph: a name a comment of its own file mentions counts as
 * used (so the check errs towards passing).
 */
describe('production server files', () => {
  const all = [...sources('server'), ...sources('src'), ...sources('scripts'), ...sources('tests')];
  const text = new Map(all.map((file) => [file, readFileSync(path.join(ROOT, file), 'utf8')]));
  const production = all.filter((file) => !file.startsWith('tests/') && !isDevOrSeed(file));
  const testOrDev = all.filter((file) => file.startsWith('tests/') || isDevOrSeed(file));
  const checked = production.filter((file) => /^server\/(platform|modules)\//.test(file));

  it('export no helper that only tests or development code use', () => {
    const testOnly: string[] = [];
    for (const file of checked) {
      const source = text.get(file)!;
      for (const [, name] of source.matchAll(/^export (?:async )?(?:function\*? |const |let |class )(\w+)/gm)) {
        const word = new RegExp(`\\b${name}\\b`);
        const words = new RegExp(`\\b${name}\\b`, 'g');
        if ((source.match(words) ?? []).length > 1) continue;
        if (production.some((other) => other !== file && word.test(text.get(other)!))) continue;
        if (!testOrDev.some((other) => word.test(text.get(other)!))) continue;
        if (!KEPT[`${file} ${name}`]) testOnly.push(`${file}: ${name}`);
      }
    }
    expect(testOnly).toEqual([]);
  });

  // A tables file's exports are read through server/schema.ts's `export *` by the migration tooling.
  it('export nothing that no other file uses', () => {
    const unused: string[] = [];
    for (const file of checked.filter((name) => !name.endsWith('.tables.ts'))) {
      const source = text.get(file)!;
      for (const [, name] of source.matchAll(/^export (?:async )?(?:function\*? |const |let |class )(\w+)/gm)) {
        const word = new RegExp(`\\b${name}\\b`);
        if ((source.match(new RegExp(`\\b${name}\\b`, 'g')) ?? []).length > 1) continue;
        if (!all.some((other) => other !== file && word.test(text.get(other)!))) unused.push(`${file}: ${name}`);
      }
    }
    expect(unused).toEqual([]);
  });
});
