import fs from 'node:fs';
import path from 'node:path';

/**
 * No import cycle among the project's own files, type-only imports included (`import-x/no-cycle`
 * skips `import type`, so a loop held together by types alone went unreported). The graph is read
 * once per lint run from the files under `roots` (default: src and server); a file on a cycle gets
 * one report naming the loop. `import()` expressions are not edges: loading on demand is how a
 * module reaches code it must not depend on (the development routes).
 */
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs'];
const IMPORT_PATTERN = /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\sfrom\s+)?['"](\.[^'"]+)['"]/g;

function filesUnder(directory, found = []) {
  if (!fs.existsSync(directory)) return found;
  for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist') filesUnder(full, found);
    } else if (EXTENSIONS.some((extension) => full.endsWith(extension)) && !full.endsWith('.d.ts')) {
      found.push(path.resolve(full));
    }
  }
  return found;
}

function importGraph(roots) {
  const files = roots.flatMap((root) => filesUnder(root));
  const known = new Set(files);
  const resolve = (from, specifier) => {
    const base = path.resolve(path.dirname(from), specifier);
    const candidates = [
      base,
      ...EXTENSIONS.map((extension) => base + extension),
      ...EXTENSIONS.map((extension) => base.replace(/\.js$/, extension)),
      ...EXTENSIONS.map((extension) => path.join(base, `index${extension}`)),
    ];
    return candidates.find((candidate) => known.has(candidate));
  };
  const edges = new Map();
  for (const file of files) {
    const targets = new Set();
    for (const match of fs.readFileSync(file, 'utf8').matchAll(IMPORT_PATTERN)) {
      const target = resolve(file, match[1]);
      if (target && target !== file) targets.add(target);
    }
    edges.set(file, targets);
  }
  return edges;
}

/** The strongly connected components of more than one file (Tarjan), by file. */
function cyclicComponents(edges) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const componentOf = new Map();
  const visit = (file) => {
    index.set(file, counter);
    low.set(file, counter);
    counter++;
    stack.push(file);
    onStack.add(file);
    for (const target of edges.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file), low.get(target)));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file), index.get(target)));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component = new Set();
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.add(member);
    } while (member !== file);
    if (component.size > 1) for (const each of component) componentOf.set(each, component);
  };
  for (const file of edges.keys()) if (!index.has(file)) visit(file);
  return componentOf;
}

/** A shortest loop from `file` back to itself inside its component. */
function loopThrough(file, component, edges) {
  const previous = new Map([[file, null]]);
  const queue = [file];
  while (queue.length > 0) {
    const current = queue.shift();
    for (const target of edges.get(current) ?? []) {
      if (!component.has(target)) continue;
      if (target === file) {
        const loop = [file];
        for (let step = current; step !== file; step = previous.get(step)) loop.splice(1, 0, step);
        return [...loop, file];
      }
      if (!previous.has(target)) {
        previous.set(target, current);
        queue.push(target);
      }
    }
  }
  return [file, file];
}

const analyses = new Map();

function analysisOf(roots) {
  const key = roots.join('\n');
  if (!analyses.has(key)) {
    const edges = importGraph(roots);
    analyses.set(key, { edges, componentOf: cyclicComponents(edges) });
  }
  return analyses.get(key);
}

export const importCycleRule = {
  meta: {
    type: 'problem',
    schema: [{ type: 'object', properties: { roots: { type: 'array', items: { type: 'string' } } }, additionalProperties: false }],
    messages: { cycle: 'Import cycle (type-only imports count): {{loop}}' },
  },
  create(context) {
    const cwd = context.cwd;
    const roots = (context.options[0]?.roots ?? ['src', 'server']).map((root) => path.resolve(cwd, root));
    const file = path.resolve(context.filename);
    return {
      Program(node) {
        const { edges, componentOf } = analysisOf(roots);
        const component = componentOf.get(file);
        if (!component) return;
        const loop = loopThrough(file, component, edges).map((step) => path.relative(cwd, step).split(path.sep).join('/'));
        context.report({ node, messageId: 'cycle', data: { loop: loop.join(' -> ') } });
      },
    };
  },
};
