import { describe, expect, it } from 'vitest';
import { INTO_CORE, mergeSharedChunks, type ChunkModel } from '../../../vite.chunk-merge';

/** Three elements on core; a, b and c share small chunks by pairs and all three. */
function model(): ChunkModel {
  const sizes = new Map([
    ['core', 10_000],
    ['a', 2_000],
    ['b', 2_000],
    ['c', 2_000],
    ['a+b', 300],
    ['a+c', 200],
    ['b+c', 5_000],
    ['a+b+c', 400],
  ]);
  const deps = new Map<string, Set<string>>([
    ['a', new Set(['core', 'a+b', 'a+c', 'a+b+c'])],
    ['b', new Set(['core', 'a+b', 'b+c', 'a+b+c'])],
    ['c', new Set(['core', 'a+c', 'b+c', 'a+b+c'])],
  ]);
  const roots = new Map(['a', 'b', 'c'].map((tag) => [tag, new Set([tag, ...deps.get(tag)!])]));
  return { sizes, deps, roots, mergeable: new Set(['a+b', 'a+c', 'b+c', 'a+b+c']), namespaces: new Map([['a', new Set(['common'])]]) };
}

const requestsOf = (plan: Map<string, string>, tag: string) => {
  const m = model();
  const chunks = new Set([...m.roots.get(tag)!].map((chunk) => plan.get(chunk) ?? chunk));
  return chunks.size + (tag === 'a' ? 1 : 0);
};

describe('merging the chunks shared by a few', () => {
  it('changes nothing when every first screen is within the limit', () => {
    const plan = mergeSharedChunks(model(), 6);
    expect([...plan].every(([from, to]) => from === to)).toBe(true);
  });

  it('merges until every first screen is within the limit, the small chunks first and the large one left alone', () => {
    const plan = mergeSharedChunks(model(), 4);
    for (const tag of ['a', 'b', 'c']) expect(requestsOf(plan, tag), tag).toBeLessThanOrEqual(4);
    // b+c (5 KB) would cost a 5 KB download to a: it stays where it is.
    expect(plan.get('b+c')).toBe('b+c');
    expect(['a+b', 'a+c', 'a+b+c'].filter((chunk) => plan.get(chunk) !== chunk).length).toBeGreaterThan(0);
  });

  it('can fold a chunk into core, which every element downloads', () => {
    const plan = mergeSharedChunks(model(), 3);
    expect([...plan.values()]).toContain(INTO_CORE);
    for (const tag of ['b', 'c']) expect(requestsOf(plan, tag), tag).toBeLessThanOrEqual(3);
  });
});

describe('an element with a byte budget of its own', () => {
  /** What b downloads under a plan: the chunks its first screen reaches, merged as planned. */
  const bytesOfB = (plan: Map<string, string>) => {
    const m = model();
    const chunkOf = (id: string) => plan.get(id) ?? id;
    const reached = new Set([...m.roots.get('b')!].map(chunkOf));
    return [...m.sizes].filter(([id]) => reached.has(chunkOf(id))).reduce((sum, [, size]) => sum + size, 0);
  };

  it('is grown by no merge while another brings every first screen within the limit', () => {
    const before = bytesOfB(new Map());
    // Unguarded, the cheapest merge for everyone folds a+c into core, which b downloads too.
    expect(bytesOfB(mergeSharedChunks(model(), 4))).toBeGreaterThan(before);
    const guarded = { ...model(), guarded: new Set(['b']) };
    const plan = mergeSharedChunks(guarded, 4);
    expect(bytesOfB(plan)).toBe(before);
    for (const tag of ['a', 'b', 'c']) expect(requestsOf(plan, tag), tag).toBeLessThanOrEqual(4);
  });
});

describe('the files of an element with a byte budget', () => {
  /**
   * x is one request over. Merging x+y into x+y+z costs z 50 bytes and nothing else; merging g+x
   * into g+x+y costs y 1 KB but leaves g, whose first screen has a budget, one file fewer: the same
   * code in fewer files downloads less than the module sizes say (each file compresses on its own).
   */
  function budgeted(): ChunkModel {
    const sizes = new Map([
      ['core', 10_000],
      ['x', 2_000],
      ['g', 2_000],
      ['y', 2_000],
      ['z', 2_000],
      ['g+x', 1_000],
      ['g+x+y', 1_000],
      ['x+y', 50],
      ['x+y+z', 50],
    ]);
    const deps = new Map<string, Set<string>>([
      ['x', new Set(['core', 'g+x', 'g+x+y', 'x+y', 'x+y+z'])],
      ['g', new Set(['core', 'g+x', 'g+x+y'])],
      ['y', new Set(['core', 'g+x+y', 'x+y', 'x+y+z'])],
      ['z', new Set(['core', 'x+y+z'])],
    ]);
    const roots = new Map([...deps.keys()].map((tag) => [tag, new Set([tag, ...deps.get(tag)!])]));
    return { sizes, deps, roots, mergeable: new Set(['g+x', 'g+x+y', 'x+y', 'x+y+z']), namespaces: new Map(), guarded: new Set(['g']) };
  }

  it('among merges that grow it equally (not at all), takes the one that leaves it fewer files', () => {
    const plan = mergeSharedChunks(budgeted(), 5);
    expect(plan.get('g+x')).toBe(plan.get('g+x+y'));
    expect(plan.get('x+y')).toBe('x+y');
    const chunksOf = (tag: string) => new Set([...budgeted().roots.get(tag)!].map((chunk) => plan.get(chunk) ?? chunk));
    expect(chunksOf('x').size).toBeLessThanOrEqual(5);
    expect(chunksOf('g').size).toBe(3);
  });
});
