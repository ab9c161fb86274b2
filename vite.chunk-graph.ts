import { posix } from 'node:path';
import type { Plugin } from 'vite';

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

/** Locale namespaces follow the folder of the code that uses them: src/features/<ns>/, src/core/<ns>/, and common. */
function namespacesOf(chunks: Map<string, ChunkLike>, files: string[], known: Set<string>): string[] {
  const found = new Set<string>(known.has('common') ? ['common'] : []);
  for (const file of files) {
    for (const id of chunks.get(file)?.moduleIds ?? []) {
      const match = /\/src\/(?:features|core)\/([a-z0-9-]+)\//.exec(id.split('\\').join('/'));
      if (match && known.has(match[1]!)) found.add(match[1]!);
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
  return {
    name: 'rx-chunk-graph',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, ChunkLike>();
      for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output as unknown as ChunkLike);

      const locales: PreloadMap['locales'] = {};
      for (const chunk of chunks.values()) {
        const match = chunk.facadeModuleId ? localeModule.exec(chunk.facadeModuleId.split('\\').join('/')) : null;
        if (match) (locales[match[1]!] ??= {})[match[2]!] = chunk.fileName;
      }
      const knownNamespaces = new Set(Object.values(locales).flatMap((byNs) => Object.keys(byNs)));

      const map: PreloadMap = { files: {}, namespaces: {}, locales };
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
        map.namespaces[tag] = namespacesOf(chunks, closure, knownNamespaces);
      }

      // Also written beside the Vite manifest, for the bench and the chunk-graph build test.
      this.emitFile({ type: 'asset', fileName: '.vite/preload-map.json', source: `${JSON.stringify(map, null, 2)}\n` });
      const placeholder = `globalThis.${PRELOAD_MAP_PLACEHOLDER}`;
      for (const chunk of chunks.values()) {
        if (chunk.code.includes(placeholder)) chunk.code = chunk.code.replace(placeholder, `(${JSON.stringify(map)})`);
      }
    },
  };
}
