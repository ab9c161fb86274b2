import { existsSync, readdirSync } from 'node:fs';
import { posix } from 'node:path';
import type { Plugin } from 'vite';
import { INTO_CORE, mergeSharedChunks, setKey, type ChunkModel } from './vite.chunk-merge.ts';
import { routes as portalRoutes } from './src/features/portal/model/routes.ts';

/** `globalThis.<this>` in src/loader.ts is replaced by the preload map once the chunk names are known. */
export const PRELOAD_MAP_PLACEHOLDER = '__RX_PRELOAD_MAP__';

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  name: string;
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
  facadeModuleId: string | null;
  code: string;
}

/** What the loader preloads for a tag: its static chunks, and per language the locale chunks it renders with. */
export interface PreloadMap {
  /** tag -> chunk files (relative to the loader), the element module first. */
  files: Record<string, string[]>;
  /** tag -> locale namespaces its first screen needs. */
  namespaces: Record<string, string[]>;
  /** language -> namespace -> chunk file. */
  locales: Record<string, Record<string, string>>;
  /**
   * The portal's routes whose element is not `rx-<path>` (path without its slash -> tag): the
   * loader preloads the element of the route a portal page opens on beside the portal's own chunks.
   */
  routes?: Record<string, string>;
}

/** Portal path (no leading slash) -> element, for the routes the loader cannot spell as `rx-<path>`. */
export function portalRouteExceptions(): Record<string, string> {
  const exceptions: Record<string, string> = {};
  for (const route of portalRoutes) {
    const path = route.path.slice(1);
    if (route.element !== `rx-${path}`) exceptions[path] = route.element;
  }
  return exceptions;
}

/**
 * The map as the loader carries it, without what the loader can rebuild (its budget is 3 KB and
 * the map grows with every element): `chunks/<name>.js` as `<name>` (other files as `./<path>`),
 * an element without its own module (the loader imports that one anyway), a locale chunk
 * `chunks/locale-<language>-<namespace>-<hash>.js` as its hash.
 */
export function shortPreloadMap(map: PreloadMap): PreloadMap {
  const short = (file: string) => (file.startsWith('chunks/') && file.endsWith('.js') ? file.slice(7, -3) : `./${file}`);
  const files = Object.fromEntries(Object.entries(map.files).map(([tag, list]) => [tag, list.filter((file) => file !== `elements/${tag}.js`).map(short)]));
  const locales = Object.fromEntries(
    Object.entries(map.locales).map(([language, byNs]) => [
      language,
      Object.fromEntries(Object.entries(byNs).map(([ns, file]) => [ns, file.slice(`chunks/locale-${language}-${ns}-`.length, -3)])),
    ]),
  );
  return { files, namespaces: map.namespaces, locales, ...(map.routes ? { routes: map.routes } : {}) };
}

interface ModuleGraph {
  getModuleInfo(id: string): { importers: string[]; importedIds: string[]; isEntry: boolean; code?: string | null } | null;
}

/** Requests of an element's first screen through the loader: the loader, the element module, its chunks and its strings. */
export const MAX_FIRST_SCREEN_REQUESTS = 15;
/** The elements whose first screens the build test holds to a byte budget of their own (tests/unit/build/chunk-graph.test.ts). */
const BYTE_BUDGETED_ELEMENTS: ReadonlySet<string> = new Set(['rx-login', 'rx-refill']);
/** The loader, the element module and Rolldown's helpers: the requests of a first screen besides the grouped chunks and the strings. */
const REQUESTS_BESIDES_GROUPS = 3;

/** Rolldown's own helpers (imported by every chunk that needs them). */
const rolldownRuntime = '\0rolldown/runtime.js';
const i18nextLibrary = /node_modules[\\/]i18next[\\/]/;
const runtimeLibrary = /node_modules[\\/](react|react-dom|scheduler|@r2wc|react-i18next|use-sync-external-store)[\\/]/;

const sharedSource = /[\\/]src[\\/](core|domain)[\\/]|node_modules[\\/](goober|zustand|@lit[\\/]context)[\\/]/;
// The brands file (config/brands.json) the build reads goes with the code that reads it.
const appSource = /[\\/]src[\\/]|[\\/]config[\\/]brands\.json$/;
/** A library no earlier group takes (socket.io-client for one element): it goes with the code that uses it, not into an element module. */
const otherLibrary = /node_modules[\\/]/;
const elementEntry = /[\\/]src[\\/]elements[\\/](host[\\/])?rx-[a-z0-9-]+\.ts$/;
/** Libraries some first screens do without: the shared chunk never makes an element download them. */
const optionalLibrary = /node_modules[\\/]@tanstack[\\/]/;
const queryLibrary = /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/;
const hostEntry = /[\\/]src[\\/]elements[\\/]host[\\/]rx-[a-z0-9-]+\.ts$/;

/** The element modules that reach `id` through static imports only (its first screens). */
function elementsReaching(graph: ModuleGraph, id: string, cache: Map<string, Set<string>>): Set<string> {
  const found = new Set<string>();
  const seen = new Set<string>();
  const stack = [id];
  while (stack.length) {
    const current = stack.pop()!;
    if (seen.has(current)) continue;
    seen.add(current);
    const known = current !== id ? cache.get(current) : undefined;
    if (known) {
      known.forEach((e) => found.add(e));
      continue;
    }
    if (elementEntry.test(current)) found.add(current);
    stack.push(...(graph.getModuleInfo(current)?.importers ?? []));
  }
  cache.set(id, found);
  return found;
}

/** Does `id` import an optional library, directly or through other modules? */
function reachesOptionalLibrary(graph: ModuleGraph, id: string, cache: Map<string, boolean>): boolean {
  const known = cache.get(id);
  if (known !== undefined) return known;
  cache.set(id, false); // a cycle back to `id` adds nothing
  const info = graph.getModuleInfo(id);
  const result = optionalLibrary.test(id) || (info?.importedIds ?? []).some((imported) => reachesOptionalLibrary(graph, imported, cache));
  cache.set(id, result);
  return result;
}

/** A module that only passes on another module's exports: no code of its own, so no chunk of its own (an empty file to import). */
const reexportOnly = /^\s*(?:export\s*(?:\*|\{[^}]*\})\s*from\s*['"][^'"]+['"];?\s*)+$/;
const hasOwnCode = (graph: ModuleGraph, id: string) => {
  const code = graph.getModuleInfo(id)?.code;
  return typeof code !== 'string' || !reexportOnly.test(code.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, ''));
};

const tagOf = (entry: string) => /(rx-[a-z0-9-]+)\.ts$/.exec(entry)?.[1] ?? 'rx';

/**
 * Shared code of the first screens, by use: what many React elements use in one chunk (one file
 * compresses better than many small ones), what a few use in one chunk per set of elements (named
 * after them), so that an element downloads little it does not run; what the Lit host elements
 * use is left to the automatic chunks (never beside React code); common code that imports
 * TanStack Query goes with the library (the core chunk must not make every element download it,
 * and an element that runs that code downloads the library anyway: one file less). Any source
 * module counts, not only core code (the element declarations are common too).
 */
function sharedChunkNames(entryFiles: string[], commonShare: number) {
  const reactEntries = entryFiles.filter((file) => elementEntry.test(file) && !hostEntry.test(file));
  const cache = new Map<string, Set<string>>();
  const optional = new Map<string, boolean>();
  const common = Math.max(2, Math.ceil(reactEntries.length * commonShare));
  const usersOf = (id: string, graph: ModuleGraph) =>
    sharedSource.test(id) || (appSource.test(id) && !graph.getModuleInfo(id)?.isEntry) ? elementsReaching(graph, id, cache) : new Set<string>();
  const commonTo = (id: string, graph: ModuleGraph) => {
    const users = [...usersOf(id, graph)];
    return users.length >= common && !users.some((e) => hostEntry.test(e));
  };
  /** A module with no code of its own used by a few React elements: in the core chunk it costs nothing, elsewhere an empty file. */
  const passesOn = (id: string, graph: ModuleGraph) => {
    if (!appSource.test(id) || graph.getModuleInfo(id)?.isEntry || hasOwnCode(graph, id)) return false;
    const users = [...elementsReaching(graph, id, cache)];
    return users.length > 0 && !users.some((e) => hostEntry.test(e));
  };
  /** The elements whose first screens (and only theirs) share `id`, by tag; null when it is not code shared by a few. */
  const fewUsersOf = (id: string, graph: ModuleGraph): string[] | null => {
    if (!(appSource.test(id) || otherLibrary.test(id)) || graph.getModuleInfo(id)?.isEntry) return null;
    const users = [...elementsReaching(graph, id, cache)];
    if (!users.length || users.length >= common || users.some((e) => hostEntry.test(e))) return null;
    return users.map(tagOf);
  };
  /** Code the Lit host elements and the React elements both run (config, brands, the http client), with i18next and Rolldown's helpers. */
  const platform = (id: string, graph: ModuleGraph) => {
    if (id === rolldownRuntime || i18nextLibrary.test(id)) return true;
    if (!(appSource.test(id) || otherLibrary.test(id)) || graph.getModuleInfo(id)?.isEntry) return false;
    const users = [...elementsReaching(graph, id, cache)];
    return users.some((e) => hostEntry.test(e)) && users.some((e) => !hostEntry.test(e));
  };

  /** The chunk a first-screen module goes to before any merge (see ChunkModel), or null for what the groups leave alone. */
  const chunkBeforeMerge = (id: string, graph: ModuleGraph): string | null => {
    if (runtimeLibrary.test(id)) return 'react-runtime';
    if (platform(id, graph)) return 'platform';
    if (queryLibrary.test(id) || (commonTo(id, graph) && reachesOptionalLibrary(graph, id, optional))) return 'react-query';
    if (commonTo(id, graph) || passesOn(id, graph)) return INTO_CORE;
    const users = fewUsersOf(id, graph);
    return users ? setKey(users) : null;
  };
  /** Which chunk each set of a few elements goes to (see mergeSharedChunks), planned once over every first-screen module. */
  let plan: Map<string, string> | undefined;
  const planOf = (graph: ModuleGraph) => {
    if (plan) return plan;
    const model: ChunkModel = { sizes: new Map(), deps: new Map(), roots: new Map(), mergeable: new Set(), namespaces: new Map(), guarded: BYTE_BUDGETED_ELEMENTS };
    // The strings a module renders with (one locale chunk per namespace): 'common' always, then what its code names.
    const localeDir = reactEntries[0] ? posix.join(reactEntries[0].split('\\').join('/').split('/src/')[0]!, 'locales', 'en') : '';
    const known = new Set(existsSync(localeDir) ? readdirSync(localeDir).map((file) => file.replace(/\.json$/, '')) : []);
    const addStrings = (chunk: string, id: string, code: string | null | undefined) => {
      const found = model.namespaces.get(chunk) ?? new Set<string>();
      if (code && appSource.test(id)) namespacesInCode(id, code).forEach((ns) => (!known.size || known.has(ns)) && found.add(ns));
      model.namespaces.set(chunk, found);
    };
    const seen = new Set<string>();
    const stack = [...entryFiles];
    while (stack.length) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      const info = graph.getModuleInfo(id);
      const imported = info?.importedIds ?? [];
      stack.push(...imported);
      const targets = new Set(imported.map((i) => chunkBeforeMerge(i, graph)).filter((c): c is string => c !== null));
      if (reactEntries.includes(id)) {
        model.roots.set(tagOf(id), targets);
        addStrings(tagOf(id), id, info?.code);
        model.namespaces.get(tagOf(id))!.add('common');
        continue;
      }
      const chunk = chunkBeforeMerge(id, graph);
      if (!chunk) continue;
      addStrings(chunk, id, info?.code);
      model.sizes.set(chunk, (model.sizes.get(chunk) ?? 0) + (info?.code?.length ?? 0));
      const deps = model.deps.get(chunk) ?? new Set<string>();
      targets.forEach((target) => target !== chunk && deps.add(target));
      model.deps.set(chunk, deps);
      if (chunk.includes('+')) model.mergeable.add(chunk);
    }
    plan = mergeSharedChunks(model, MAX_FIRST_SCREEN_REQUESTS - REQUESTS_BESIDES_GROUPS);
    return plan;
  };
  const plannedChunk = (id: string, graph: ModuleGraph) => {
    const users = fewUsersOf(id, graph);
    if (!users || users.length < 2) return users?.[0] ?? null;
    const target = planOf(graph).get(setKey(users)) ?? setKey(users);
    return target === INTO_CORE ? INTO_CORE : `shared-${target.replace(/rx-/g, '')}`;
  };

  return {
    platform: (id: string, graph: ModuleGraph) => (platform(id, graph) ? 'platform' : null),
    /** TanStack Query, and the common code that needs it (every element that runs it downloads the library anyway). */
    query: (id: string, graph: ModuleGraph) =>
      queryLibrary.test(id) || (commonTo(id, graph) && reachesOptionalLibrary(graph, id, optional)) ? 'react-query' : null,
    common: (id: string, graph: ModuleGraph) => (commonTo(id, graph) || passesOn(id, graph) || plannedChunk(id, graph) === INTO_CORE ? 'core' : null),
    bySet: (id: string, graph: ModuleGraph) => plannedChunk(id, graph),
  };
}

/**
 * The chunk groups, by kind of module rather than by element, so that a new element needs no entry here:
 * - platform: i18next and the code the Lit host elements share with the React elements (config,
 *   brands, the http client), without React, so that the Lit hosts never download it and a React
 *   element gets all of it in one file;
 * - React and what every React element runs on (r2wc, react-i18next): one runtime chunk;
 * - TanStack Query apart, with the common code that needs it: elements whose first screen asks
 *   nothing of the server skip it;
 * - the code of the first screens by use (see sharedChunkNames): a feature's own code in a chunk
 *   named after its element (beside the element module, which imports it directly), core code
 *   by the elements that use it. Code reached only by dynamic imports (later steps, dialogs) goes
 *   to the automatic chunks loaded with them. The chunks shared by a few are then merged until each
 *   first screen fits MAX_FIRST_SCREEN_REQUESTS (see mergeSharedChunks).
 * A new element (src/elements/rx-*.ts) falls into these groups as it is.
 */
export function chunkGroups(entryFiles: string[], commonShare = 0.5) {
  const shared = sharedChunkNames(entryFiles, commonShare);
  return [
    { name: shared.platform, priority: 4, includeDependenciesRecursively: false },
    { name: shared.query, priority: 2, includeDependenciesRecursively: false },
    { name: 'react-runtime', priority: 3, test: runtimeLibrary },
    { name: shared.common, priority: 1, tags: ['$initial' as const], debugName: 'core', includeDependenciesRecursively: false },
    { name: shared.bySet, priority: 0, tags: ['$initial' as const], debugName: 'shared by a few', includeDependenciesRecursively: false },
  ];
}

const localeModule = /\/locales\/([a-z]{2})\/([a-z0-9-]+)\.json$/;

function staticClosure(chunks: Map<string, ChunkLike>, start: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of chunks.get(file)?.imports ?? []) visit(imported);
  };
  visit(start);
  return [...seen];
}

/**
 * The locale namespaces a module renders with: its folder's (src/features/<ns>/, src/core/<ns>/)
 * when it translates at all, and any named in its code (`useTranslation('ns')`, `'ns:key'`).
 * A module of such a folder that does not translate (an API call, a model) brings no strings.
 */
function namespacesInCode(id: string, code: string): Set<string> {
  const found = new Set<string>();
  if (/\b(useTranslation|registerNamespace|getFixedT|i18n\.t|\bt)\(/.test(code)) {
    const folder = /\/src\/(?:features|core)\/([a-z0-9-]+)\//.exec(id.split('\\').join('/'));
    if (folder) found.add(folder[1]!);
  }
  for (const match of code.matchAll(/(?:useTranslation|registerNamespace)\(\s*\[?\s*['"`]([a-z0-9-]+)['"`]/g)) found.add(match[1]!);
  for (const match of code.matchAll(/['"`]([a-z0-9-]+):[A-Za-z]/g)) found.add(match[1]!);
  return found;
}

function namespacesOf(chunks: Map<string, ChunkLike>, files: string[], known: Set<string>, byModule: Map<string, Set<string>>): string[] {
  const found = new Set<string>(known.has('common') ? ['common'] : []);
  for (const file of files) {
    for (const id of chunks.get(file)?.moduleIds ?? []) {
      for (const ns of byModule.get(id) ?? []) if (known.has(ns)) found.add(ns);
    }
  }
  return [...found].sort();
}

/**
 * Keeps every element's first screen within two sequential round trips:
 * - each element module imports every chunk of its static graph directly (imports appended at the
 *   end of the module, after the existing ones, so the evaluation order does not change);
 * - the loader gets a map of those chunks (and of the locale chunks per language) and preloads
 *   them all at once when it sees the tag.
 */
export function chunkGraphPlugin(): Plugin {
  const namespacesByModule = new Map<string, Set<string>>();
  return {
    name: 'rx-chunk-graph',
    enforce: 'post',
    transform(code, id) {
      if (/[\\/]src[\\/]/.test(id) && !id.includes('node_modules')) namespacesByModule.set(id, namespacesInCode(id, code));
      return null;
    },
    generateBundle(_options, bundle) {
      const chunks = new Map<string, ChunkLike>();
      for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output as unknown as ChunkLike);

      const locales: PreloadMap['locales'] = {};
      for (const chunk of chunks.values()) {
        const match = chunk.facadeModuleId ? localeModule.exec(chunk.facadeModuleId.split('\\').join('/')) : null;
        if (match) (locales[match[1]!] ??= {})[match[2]!] = chunk.fileName;
      }
      const knownNamespaces = new Set(Object.values(locales).flatMap((byNs) => Object.keys(byNs)));

      const map: PreloadMap = { files: {}, namespaces: {}, locales, routes: portalRouteExceptions() };
      for (const chunk of chunks.values()) {
        const tag = /^elements\/(rx-[a-z0-9-]+)$/.exec(chunk.name)?.[1];
        if (!chunk.isEntry || !tag) continue;
        const closure = staticClosure(chunks, chunk.fileName);
        const dir = posix.dirname(chunk.fileName);
        const missing = closure.filter((file) => file !== chunk.fileName && !chunk.imports.includes(file));
        if (missing.length) {
          const relative = (file: string) => {
            const path = posix.relative(dir, file);
            return path.startsWith('.') ? path : `./${path}`;
          };
          const mapComment = /\n\/\/# sourceMappingURL=[^\n]*\n?$/.exec(chunk.code);
          const body = mapComment ? chunk.code.slice(0, mapComment.index) : chunk.code;
          chunk.code = `${body}\n${missing.map((file) => `import"${relative(file)}";`).join('')}${mapComment ? mapComment[0] : ''}`;
          chunk.imports.push(...missing);
        }
        map.files[tag] = closure;
        map.namespaces[tag] = namespacesOf(chunks, closure, knownNamespaces, namespacesByModule);
      }

      // Also written beside the Vite manifest, for the bench and the chunk-graph build test.
      this.emitFile({ type: 'asset', fileName: '.vite/preload-map.json', source: `${JSON.stringify(map, null, 2)}\n` });
      const placeholder = `globalThis.${PRELOAD_MAP_PLACEHOLDER}`;
      for (const chunk of chunks.values()) {
        if (chunk.code.includes(placeholder)) chunk.code = chunk.code.replace(placeholder, `(${JSON.stringify(shortPreloadMap(map))})`);
      }
    },
  };
}
