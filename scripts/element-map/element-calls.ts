import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Which API calls each element makes, read from the source: from the element's module
 * (src/elements/rx-*.ts, src/elements/host/rx-outage-banner.ts) every file it imports inside src/
 * (static imports, re-exports and `import('…')`), and in those files every `<…client>.request(path,
 * { method })` of the HTTP client (src/core/api/http-client.ts).
 *
 * A call whose path is a string literal counts as it is. A call whose path is computed (the
 * profile's lists, the address write path, the analytics calls) counts every API path literal of
 * the same file, with the method literal(s) of the call (all methods when the method is computed);
 * those combinations are kept only where the server registers them (see `resolveComputedCalls`).
 */

export interface CallSite {
  method: string;
  path: string;
  /** Repository-relative file of the call. */
  file: string;
}

export interface ComputedCallSite {
  methods: readonly string[];
  /** The API path literals of the file the call is in. */
  paths: readonly string[];
  file: string;
}

export interface ElementSource {
  tag: string;
  /** Repository-relative path of the element's module. */
  entry: string;
  /** Where the element's behaviour lives: `features/<name>`, or the element's own folder. */
  featureFolder: string;
  /** The src/domain/<area> folders imported by the files that make its calls. */
  domainAreas: string[];
  calls: CallSite[];
  computedCalls: ComputedCallSite[];
}

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;
const API_PATH = /^\/[a-z0-9][A-Za-z0-9_./-]*$/;
const SOURCE_EXTENSIONS = ['.ts', '.tsx'];

const toPosix = (file: string) => file.split(path.sep).join('/');

/** The element modules: src/elements/rx-*.ts and src/elements/host/rx-*.ts, by tag. */
export function elementEntries(root: string): { tag: string; entry: string }[] {
  const found: { tag: string; entry: string }[] = [];
  for (const folder of ['src/elements', 'src/elements/host']) {
    for (const name of readdirSync(path.join(root, folder))) {
      if (/^rx-[a-z-]+\.ts$/.test(name) && name !== 'rx-config.ts') found.push({ tag: name.slice(0, -3), entry: `${folder}/${name}` });
    }
  }
  return found.sort((a, b) => a.tag.localeCompare(b.tag));
}

function resolveImport(root: string, fromFile: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(path.join(root, fromFile)), specifier);
  const candidates = [base, ...SOURCE_EXTENSIONS.map((ext) => base + ext), ...SOURCE_EXTENSIONS.map((ext) => path.join(base, `index${ext}`))];
  for (const candidate of candidates) {
    if (SOURCE_EXTENSIONS.some((ext) => candidate.endsWith(ext)) && existsSync(candidate) && statSync(candidate).isFile()) {
      const relative = toPosix(path.relative(root, candidate));
      return relative.startsWith('src/') ? relative : null;
    }
  }
  return null;
}

interface ParsedFile {
  imports: string[];
  calls: CallSite[];
  computedCalls: ComputedCallSite[];
  domainAreas: string[];
}

const stringValue = (node: ts.Node | undefined): string | undefined =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;

/** The method(s) of a request's options: the literal, both branches of a condition, or all when computed. */
function methodsOf(options: ts.Expression | undefined): string[] {
  if (!options) return ['GET'];
  if (!ts.isObjectLiteralExpression(options)) return [...HTTP_METHODS];
  const property = options.properties.find(
    (item): item is ts.PropertyAssignment => ts.isPropertyAssignment(item) && item.name.getText() === 'method',
  );
  const shorthand = options.properties.some((item) => ts.isShorthandPropertyAssignment(item) && item.name.text === 'method');
  if (shorthand) return [...HTTP_METHODS];
  if (!property) return ['GET'];
  const literals: string[] = [];
  const collect = (node: ts.Expression): boolean => {
    const text = stringValue(node);
    if (text !== undefined) return literals.push(text.toUpperCase()) > 0;
    if (ts.isConditionalExpression(node)) return collect(node.whenTrue) && collect(node.whenFalse);
    if (ts.isParenthesizedExpression(node)) return collect(node.expression);
    return false;
  };
  return collect(property.initializer) ? [...new Set(literals)] : [...HTTP_METHODS];
}

function parseFile(root: string, file: string): ParsedFile {
  const text = readFileSync(path.join(root, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const imports: string[] = [];
  const apiLiterals = new Set<string>();
  const domainAreas = new Set<string>();
  const requests: ts.CallExpression[] = [];

  const addImport = (specifier: string | undefined) => {
    if (specifier === undefined) return;
    const resolved = resolveImport(root, file, specifier);
    if (!resolved) return;
    imports.push(resolved);
    const area = /^src\/domain\/([^/]+)\//.exec(resolved)?.[1];
    if (area) domainAreas.add(area);
  };

  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) addImport(stringValue(node.moduleSpecifier));
    if (ts.isCallExpression(node)) {
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword) addImport(stringValue(node.arguments[0]));
      const callee = node.expression;
      if (ts.isPropertyAccessExpression(callee) && callee.name.text === 'request' && /client$/i.test(callee.expression.getText(source))) {
        requests.push(node);
      }
    }
    const literal = stringValue(node);
    if (literal !== undefined && API_PATH.test(literal) && !ts.isImportDeclaration(node.parent) && !ts.isExportDeclaration(node.parent)) apiLiterals.add(literal);
    ts.forEachChild(node, visit);
  };
  visit(source);

  const calls: CallSite[] = [];
  const computedCalls: ComputedCallSite[] = [];
  for (const request of requests) {
    const methods = methodsOf(request.arguments[1]);
    const literalPath = stringValue(request.arguments[0]);
    if (literalPath !== undefined) for (const method of methods) calls.push({ method, path: literalPath, file });
    else computedCalls.push({ methods, paths: [...apiLiterals].sort(), file });
  }
  return { imports, calls, computedCalls, domainAreas: [...domainAreas] };
}

/** Every element's calls, as the source says (computed calls not yet narrowed to the server's routes). */
export function readElementSources(root: string): ElementSource[] {
  const parsed = new Map<string, ParsedFile>();
  const parse = (file: string) => {
    let result = parsed.get(file);
    if (!result) {
      result = parseFile(root, file);
      parsed.set(file, result);
    }
    return result;
  };

  return elementEntries(root).map(({ tag, entry }) => {
    const seen = new Set<string>([entry]);
    const queue = [entry];
    while (queue.length > 0) {
      const file = queue.shift()!;
      for (const next of parse(file).imports) {
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    const files = [...seen].sort();
    const calls = files.flatMap((file) => parse(file).calls);
    const computedCalls = files.flatMap((file) => parse(file).computedCalls);
    const callingFiles = new Set([...calls, ...computedCalls].map((call) => call.file));
    const domainAreas = [...new Set([...callingFiles].flatMap((file) => parse(file).domainAreas))].sort();
    const feature = parse(entry)
      .imports.map((file) => /^src\/(features\/[^/]+)\//.exec(file)?.[1])
      .find((folder) => folder !== undefined);
    const featureFolder = feature ?? path.posix.dirname(entry).replace(/^src\//, '');
    return { tag, entry, featureFolder, domainAreas, calls, computedCalls };
  });
}
