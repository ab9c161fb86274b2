import path from 'node:path';

/**
 * Styles are declared once, at module level (`defineStyles`), and adopted once per shadow root
 * (`useSheet`): a `css` / `keyframes` / `glob` template or call inside a function would rebuild
 * the rules on every render. Only src/core/theme, which binds goober to a root, may call them
 * inside functions or import the raw binding (`useStyles`).
 */
const styleFunctions = new Set(['css', 'keyframes', 'glob']);
const functionTypes = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

const calleeName = (node) => {
  if (node.type === 'Identifier') return node.name;
  if (node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier') return node.property.name;
  return null;
};

const insideFunction = (node) => {
  for (let current = node.parent; current; current = current.parent) if (functionTypes.has(current.type)) return true;
  return false;
};

export const staticStylesRule = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      inRender: '`{{name}}` inside a function rebuilds styles on every call; declare them at module level with defineStyles() and read them with useSheet().',
      rawBinding: 'Use defineStyles()/useSheet() from core/theme/define-styles instead of the raw goober binding.',
    },
  },
  create(context) {
    const rel = path.relative(process.cwd(), context.filename).split(path.sep).join('/');
    if (rel.startsWith('src/core/theme/')) return {};
    const check = (node, callee) => {
      const name = calleeName(callee);
      if (name && styleFunctions.has(name) && insideFunction(node)) context.report({ node, messageId: 'inRender', data: { name } });
    };
    return {
      TaggedTemplateExpression: (node) => check(node, node.tag),
      CallExpression: (node) => check(node, node.callee),
      ImportDeclaration(node) {
        if (!/\/theme\/style-context$/.test(String(node.source.value))) return;
        for (const specifier of node.specifiers)
          if (specifier.type === 'ImportSpecifier' && specifier.imported.name === 'useStyles') context.report({ node: specifier, messageId: 'rawBinding' });
      },
    };
  },
};
