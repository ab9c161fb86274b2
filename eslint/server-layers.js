import path from 'node:path';

/**
 * The server's floors, from the top: entry points (main.ts, reset-db.ts, rotate-signing-key.ts)
 * -> the composition root (app.ts, modules.ts, schema.ts) -> modules (server/modules/<area>/) ->
 * platform (server/platform/). Development and seed code (server/dev/, server/seed/, *.dev.ts,
 * *.seed.ts, *.seed-*.ts) stands above all of them and no production file imports it (the
 * composition root loads server/dev/ on demand, outside production only).
 * - platform imports no module, no composition root and no entry point;
 * - a module imports the platform, its own files, and another module only through that
 *   module's public file, server/modules/<area>/index.ts: never its tables, queries or routes.
 * There is no list of exceptions: every import is held to these.
 */
const root = process.cwd();

const ENTRY_POINTS = ['server/main.ts', 'server/reset-db.ts', 'server/rotate-signing-key.ts'];
const COMPOSITION_ROOT = ['server/app.ts', 'server/modules.ts', 'server/schema.ts'];

function relative(absolutePath) {
  return path.relative(root, absolutePath).split(path.sep).join('/');
}

/** The floor of a server file (`rel` with its extension) or of an import target (`rel` may lack it). */
export function serverLayerOf(rel) {
  if (!rel.startsWith('server/')) return null;
  const stem = rel.replace(/\.(ts|tsx|js|mjs)$/, '');
  if (/^server\/(dev|seed)\//.test(rel) || /\.(dev|seed)(-[a-z-]+)?$/.test(stem)) return { layer: 'dev' };
  if (ENTRY_POINTS.some((file) => file.replace(/\.ts$/, '') === stem)) return { layer: 'entry' };
  if (COMPOSITION_ROOT.some((file) => file.replace(/\.ts$/, '') === stem)) return { layer: 'root' };
  if (stem === 'server/modules' || stem === 'server/modules/index') return { layer: 'root' };
  const module = stem.match(/^server\/modules\/([^/]+)(?:\/(.*))?$/);
  if (module) {
    const inner = module[2] ?? 'index';
    return { layer: 'module', area: module[1], inner, tables: /\.tables$/.test(inner) };
  }
  if (rel.startsWith('server/platform/')) return { layer: 'platform' };
  return { layer: 'entry' };
}

function violation(from, to, dynamic) {
  if (from.layer === 'dev' || from.layer === 'entry') return null;
  if (to.layer === 'dev') {
    if (from.layer === 'root' && dynamic) return null;
    return 'production code must not import development or seed code (server/dev/, server/seed/, *.dev.ts, *.seed.ts)';
  }
  if (from.layer === 'platform') {
    if (to.layer === 'platform') return null;
    const what = to.layer === 'module' ? `module "${to.area}"` : to.layer === 'root' ? 'the composition root' : 'an entry point';
    return `the platform must not import ${what}: the platform stands below the modules; let the composition root (server/app.ts) pass it in`;
  }
  if (from.layer === 'module') {
    if (to.layer === 'root' || to.layer === 'entry') return 'a module must not import the composition root or an entry point';
    if (to.layer === 'module' && to.area !== from.area && to.inner !== 'index') {
      const what = to.tables ? 'tables' : `internals (${to.inner})`;
      return `module "${from.area}" must not reach module "${to.area}"'s ${what}: import server/modules/${to.area}/index.ts, its public surface`;
    }
  }
  if (from.layer === 'root' && to.layer === 'entry') return 'the composition root must not import an entry point';
  return null;
}

export const serverLayersRule = {
  meta: { type: 'problem', schema: [], messages: { layer: '{{message}}' } },
  create(context) {
    const fromRel = relative(context.filename);
    const from = serverLayerOf(fromRel);
    if (!from) return {};
    const check = (node, source, dynamic = false) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const toRel = relative(path.resolve(path.dirname(context.filename), source));
      const to = serverLayerOf(toRel);
      if (!to) return;
      const message = violation(from, to, dynamic);
      if (message) context.report({ node, messageId: 'layer', data: { message } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value, true),
    };
  },
};
