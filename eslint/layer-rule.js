import path from 'node:path';

/**
 * The import direction of ARCHITECTURE.md: elements -> features -> core -> domain.
 * domain (the zod contract and the pure rules both sides enforce) imports nothing of the project;
 * core imports no feature and no element; a feature imports no other feature and no element;
 * the server imports from src only domain. Barrel index files are refused in src.
 */
const root = process.cwd();

function layerOf(absolutePath) {
  const rel = path.relative(root, absolutePath).split(path.sep).join('/');
  if (rel.startsWith('src/domain/')) return { layer: 'domain' };
  if (rel.startsWith('src/core/')) return { layer: 'core' };
  const feature = rel.match(/^src\/features\/([^/]+)\//);
  if (feature) return { layer: 'feature', name: feature[1] };
  if (rel.startsWith('src/elements/')) return { layer: 'elements' };
  if (rel === 'src/loader.ts') return { layer: 'loader' };
  if (rel.startsWith('server/')) return { layer: 'server' };
  if (rel.startsWith('src/')) return { layer: 'src' };
  return { layer: 'other' };
}

function violation(from, to) {
  if (from.layer === 'domain' && to.layer !== 'domain') return 'domain must not import from the rest of the project';
  if (from.layer === 'core' && ['feature', 'elements', 'loader'].includes(to.layer))
    return `core must not import ${to.layer === 'feature' ? `feature "${to.name}"` : to.layer}`;
  if (from.layer === 'feature' && to.layer === 'feature' && from.name !== to.name)
    return `feature "${from.name}" must not import feature "${to.name}"; move shared code to src/core or src/domain`;
  if (from.layer === 'feature' && (to.layer === 'elements' || to.layer === 'loader')) return 'a feature must not import elements';
  if (from.layer === 'server' && ['core', 'feature', 'elements', 'loader', 'src'].includes(to.layer))
    return 'the server may import from src only src/domain';
  return null;
}

export const layerRule = {
  meta: { type: 'problem', schema: [], messages: { layer: '{{message}}', barrel: 'No barrel index files inside src.' } },
  create(context) {
    const filename = context.filename;
    const from = layerOf(filename);
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = layerOf(path.resolve(path.dirname(filename), source));
      const message = violation(from, to);
      if (message) context.report({ node, messageId: 'layer', data: { message } });
    };
    return {
      Program(node) {
        const rel = path.relative(root, filename).split(path.sep).join('/');
        if (/^src\/.*\/index\.tsx?$/.test(rel)) context.report({ node, messageId: 'barrel' });
      },
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
