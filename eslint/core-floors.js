import path from 'node:path';

/**
 * The folders of src/core stand on floors: a folder imports only from itself and from the
 * floors below it, never from a folder beside it or above it, so no two core folders can import
 * each other (directly or round a longer loop). A new folder must be given a floor here.
 */
export const CORE_FLOORS = [
  ['storage', 'events', 'i18n', 'theme', 'validation'],
  ['api'],
  ['brand', 'crypto'],
  ['config'],
  ['auth', 'context'],
  ['ui'],
  ['session'],
  // The hooks that join session, api and brand, and the services built on the session.
  ['hooks', 'analytics', 'realtime'],
  ['address', 'element'],
];

const root = process.cwd();
const floorOf = new Map(CORE_FLOORS.flatMap((folders, floor) => folders.map((folder) => [folder, floor])));

function coreFolder(absolutePath) {
  const rel = path.relative(root, absolutePath).split(path.sep).join('/');
  return /^src\/core\/([^/]+)\//.exec(rel)?.[1];
}

export const coreFloorsRule = {
  meta: { type: 'problem', schema: [], messages: { floor: '{{message}}' } },
  create(context) {
    const from = coreFolder(context.filename);
    if (!from) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = coreFolder(path.resolve(path.dirname(context.filename), source));
      if (!to || to === from) return;
      const message =
        !floorOf.has(from) ? `core/${from} has no floor: add it to eslint/core-floors.js`
        : !floorOf.has(to) ? `core/${to} has no floor: add it to eslint/core-floors.js`
        : floorOf.get(to) >= floorOf.get(from) ? `core/${from} must not import core/${to}, which is not on a lower floor (eslint/core-floors.js)`
        : null;
      if (message) context.report({ node, messageId: 'floor', data: { message } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
