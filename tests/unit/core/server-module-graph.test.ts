import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const MODULES = 'server/modules';
const DEV_OR_SEED = /\.(dev|seed)(-[a-z-]+)?\.ts$/;
const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\sfrom\s+)?['"](\.[^'"]+)['"]/g;

/** Which modules each module's production files import (its *.dev.ts and *.seed*.ts left out). */
function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const area of fs.readdirSync(MODULES)) {
    const uses = new Set<string>();
    graph.set(area, uses);
    const files = fs.readdirSync(path.join(MODULES, area), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts') && !DEV_OR_SEED.test(file));
    for (const file of files) {
      const full = path.join(MODULES, area, file);
      for (const [, source] of fs.readFileSync(full, 'utf8').matchAll(IMPORT)) {
        const target = path.relative(MODULES, path.resolve(path.dirname(full), source!)).split(path.sep);
        if (target[0] !== '..' && target[0] !== area && target.length > 0) uses.add(target[0]!);
      }
    }
  }
  return graph;
}

/** Every module that reaches back to the one it started from, with the path that does. */
function cyclesOf(graph: Map<string, Set<string>>): string[] {
  const cycles: string[] = [];
  const walk = (start: string, at: string, trail: string[], seen: Set<string>) => {
    for (const next of graph.get(at) ?? []) {
      if (next === start) cycles.push([...trail, next].join(' -> '));
      else if (!seen.has(next)) walk(start, next, [...trail, next], seen.add(next));
    }
  };
  for (const area of graph.keys()) walk(area, area, [area], new Set([area]));
  return cycles;
}

describe('the server modules', () => {
  it('import one another one way only: no module reaches, through others, back to itself', () => {
    const graph = moduleGraph();
    expect(graph.size).toBeGreaterThan(10);
    expect(graph.get('medication')).toContain('refill');
    expect(cyclesOf(graph)).toEqual([]);
  });

  it('find a planted cycle', () => {
    expect(cyclesOf(new Map([['a', new Set(['b'])], ['b', new Set(['c'])], ['c', new Set(['a'])]]))).toContain('a -> b -> c -> a');
  });
});
