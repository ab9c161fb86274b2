/**
 * The first screens' chunks as the chunk groups make them, before any merge: each chunk by id
 * (`core`, `react-query`, an element's tag, or the key of the set of elements a "shared by a few"
 * chunk serves), its size, the chunks its modules import, and the chunks each element module
 * imports directly.
 */
export interface ChunkModel {
  sizes: Map<string, number>;
  deps: Map<string, Set<string>>;
  /** element tag -> the chunks its module imports. */
  roots: Map<string, Set<string>>;
  /** The chunks shared by a few elements: the ones that may be merged (into each other or into core). */
  mergeable: Set<string>;
  /** chunk (or element tag, for its module) -> the locale namespaces its code renders with: one request each. */
  namespaces: Map<string, Set<string>>;
  /** element tag -> its bytes before any merge (filled in by mergeSharedChunks). */
  baseline?: Map<string, number>;
  /**
   * Elements whose first screen has a byte budget of its own (the build test's): a merge that
   * makes them download more is taken only when no other merge brings the element over the
   * request limit down.
   */
  guarded?: ReadonlySet<string>;
}

export const INTO_CORE = 'core';

export const setKey = (users: Iterable<string>) => [...users].sort().join('+');

/** Every chunk an element downloads, through the imports of the chunks (as merged by `assignment`). */
function membersOf(model: ChunkModel, assignment: Map<string, string>): Map<string, string[]> {
  const members = new Map<string, string[]>();
  for (const id of model.sizes.keys()) {
    const chunk = assignment.get(id) ?? id;
    members.set(chunk, [...(members.get(chunk) ?? []), id]);
  }
  return members;
}

function closureOf(model: ChunkModel, assignment: Map<string, string>, roots: Set<string>, members = membersOf(model, assignment)): Set<string> {
  const chunkOf = (id: string) => assignment.get(id) ?? id;
  const seen = new Set<string>();
  const stack = [...roots].map(chunkOf);
  while (stack.length) {
    const chunk = stack.pop()!;
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    for (const member of members.get(chunk) ?? [chunk]) for (const dep of model.deps.get(member) ?? []) stack.push(chunkOf(dep));
  }
  return seen;
}

function measure(model: ChunkModel, assignment: Map<string, string>) {
  const chunkOf = (id: string) => assignment.get(id) ?? id;
  const sizes = new Map<string, number>();
  for (const [id, size] of model.sizes) sizes.set(chunkOf(id), (sizes.get(chunkOf(id)) ?? 0) + size);
  const counts = new Map<string, number>();
  const members = membersOf(model, assignment);
  let bytes = 0;
  let worst = 0;
  let guardedGrowth = 0;
  let guardedFiles = 0;
  for (const [tag, roots] of model.roots) {
    const closure = closureOf(model, assignment, roots, members);
    const strings = new Set(model.namespaces.get(tag) ?? []);
    for (const chunk of closure) for (const member of members.get(chunk) ?? [chunk]) model.namespaces.get(member)?.forEach((ns) => strings.add(ns));
    counts.set(tag, closure.size + strings.size);
    let own = 0;
    for (const chunk of closure) own += sizes.get(chunk) ?? 0;
    bytes += own;
    worst = Math.max(worst, own / (model.baseline?.get(tag) ?? own));
    if (model.guarded?.has(tag)) {
      guardedGrowth += Math.max(0, own - (model.baseline?.get(tag) ?? own));
      guardedFiles += closure.size;
    }
  }
  return { counts, bytes, worst, guardedGrowth, guardedFiles };
}

/**
 * Merges the chunks "shared by a few" until no element's first screen needs more than
 * `maxRequests` requests for its chunks and strings: each file costs a request, and many are
 * under 2 KB. Each step takes the element furthest over and, among the mergeable chunks it
 * downloads, makes the merge (two into one, or one into core) that makes the largest growth of
 * any one element's download smallest (then the total), counting what a merged chunk's imports
 * and strings bring with it, and never gives another element more requests than the limit (or
 * than it had). Deterministic: ties go to the first candidate in
 * key order. Returns, for each mergeable chunk, the chunk that holds it (INTO_CORE, or the key of
 * the merged set: the union of the users).
 */
export function mergeSharedChunks(model: ChunkModel, maxRequests: number): Map<string, string> {
  const maxChunksOf = (_tag: string) => maxRequests;
  let assignment = new Map<string, string>();
  model.baseline = undefined;
  const members = membersOf(model, assignment);
  const sizes = new Map(model.sizes);
  model.baseline = new Map(
    [...model.roots].map(([tag, roots]) => [tag, [...closureOf(model, assignment, roots, members)].reduce((sum, chunk) => sum + (sizes.get(chunk) ?? 0), 0)]),
  );
  let current = measure(model, assignment);
  for (;;) {
    const over = (counts: Map<string, number>) => [...counts].map(([tag, n]) => [tag, n - maxChunksOf(tag)] as const);
    const [tag, excess] = over(current.counts).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0] ?? ['', 0];
    if (excess <= 0) break;
    const count = current.counts.get(tag)!;
    const chunkOf = (id: string) => assignment.get(id) ?? id;
    const mine = [...closureOf(model, assignment, model.roots.get(tag)!)]
      .filter((chunk) => chunk !== INTO_CORE && [...model.mergeable].some((id) => chunkOf(id) === chunk))
      .sort();
    const options: Map<string, string>[] = [];
    const retarget = (from: string, to: string) => new Map([...model.mergeable].map((id) => [id, chunkOf(id) === from ? to : chunkOf(id)]));
    for (const [i, a] of mine.entries()) {
      options.push(retarget(a, INTO_CORE));
      for (const b of mine.slice(i + 1)) {
        const merged = setKey(new Set([...a.split('+'), ...b.split('+')]));
        options.push(new Map([...retarget(a, merged)].map(([id, to]) => [id, to === b ? merged : to])));
      }
    }
    let best: { assignment: Map<string, string>; measured: ReturnType<typeof measure> } | null = null;
    for (const option of options) {
      const measured = measure(model, option);
      const crowds = [...measured.counts].some(([other, n]) => n > Math.max(maxChunksOf(other), current.counts.get(other)!) || (other === tag && n >= count));
      if (crowds) continue;
      // The guarded elements' growth first, then their files (each file compresses on its own and
      // costs a request: the same code in fewer files downloads less than the sizes here say), then
      // the smallest growth of any one element's download (each has its own budget), then the smallest total.
      const sameGuarded = best && measured.guardedGrowth === best.measured.guardedGrowth;
      const sameWorst = best && Math.abs(measured.worst - best.measured.worst) <= 1e-9;
      const better =
        !best ||
        measured.guardedGrowth < best.measured.guardedGrowth ||
        (sameGuarded && measured.guardedFiles < best.measured.guardedFiles) ||
        (sameGuarded &&
          measured.guardedFiles === best.measured.guardedFiles &&
          (measured.worst < best.measured.worst - 1e-9 || (sameWorst && measured.bytes < best.measured.bytes)));
      if (better) best = { assignment: option, measured };
    }
    // Nothing merges without crowding another element: the build test reports what is left.
    if (!best) break;
    assignment = best.assignment;
    current = best.measured;
  }
  return new Map([...model.mergeable].map((id) => [id, assignment.get(id) ?? id]));
}
