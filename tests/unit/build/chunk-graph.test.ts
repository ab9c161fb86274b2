import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { portalRouteExceptions, shortPreloadMap } from '../../../vite.chunk-graph';
import { routes } from '../../../src/features/portal/model/routes';

/**
 * The chunk graph of the library build (dist/, written by `npm run build` before the unit tests
 * in `npm test`): how many sequential round trips an element's first screen needs, and what the
 * Lit host elements and the sign-in form download before anything is submitted.
 */
const dist = resolve(__dirname, '../../../dist');
const manifestFile = join(dist, '.vite/manifest.json');
const preloadMapFile = join(dist, '.vite/preload-map.json');

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
interface PreloadMap {
  files: Record<string, string[]>;
  namespaces: Record<string, string[]>;
  locales: Record<string, Record<string, string>>;
}

function readBuild() {
  if (!existsSync(manifestFile) || !existsSync(preloadMapFile)) {
    throw new Error(`${manifestFile} or ${preloadMapFile} is missing: run \`npm run build\` before this test`);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const preloadMap = JSON.parse(readFileSync(preloadMapFile, 'utf8')) as PreloadMap;
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const importsOf = (file: string) => (byFile.get(file)?.imports ?? []).map((key) => manifest[key]!.file);
  const closure = (file: string) => {
    const seen = new Set<string>();
    const visit = (f: string) => {
      if (seen.has(f)) return;
      seen.add(f);
      importsOf(f).forEach(visit);
    };
    visit(file);
    return seen;
  };
  const sourcesOf = (file: string): string[] => {
    const map = join(dist, `${file}.map`);
    return existsSync(map) ? (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources : [];
  };
  const elements = Object.values(manifest)
    .filter((chunk) => chunk.isEntry && /^elements\/rx-[a-z0-9-]+\.js$/.test(chunk.file))
    .map((chunk) => ({ tag: chunk.file.slice('elements/'.length, -3), file: chunk.file }));
  return { manifest, preloadMap, importsOf, closure, sourcesOf, elements };
}

const build = readBuild();
const reactSource = /node_modules\/(react|react-dom|scheduler)\//;

describe('chunk graph of the library build', () => {
  it('has the elements of the catalogue, Lit hosts included', () => {
    const tags = build.elements.map((e) => e.tag);
    expect(tags).toEqual(expect.arrayContaining(['rx-config', 'rx-outage-banner', 'rx-login', 'rx-refill', 'rx-portal']));
  });

  it('never makes the Lit host elements download React', () => {
    for (const tag of ['rx-config', 'rx-outage-banner']) {
      const files = [...build.closure(`elements/${tag}.js`)];
      const withReact = files.filter((file) => build.sourcesOf(file).some((source) => reactSource.test(source)));
      expect(withReact, tag).toEqual([]);
    }
  });

  it('imports every chunk of an element module directly: two sequential round trips when imported on its own', () => {
    for (const { tag, file } of build.elements) {
      const direct = new Set(build.importsOf(file));
      const nested = [...build.closure(file)].filter((f) => f !== file && !direct.has(f));
      expect(nested, tag).toEqual([]);
    }
  });

  it("gives the loader every chunk of an element's first screen, preloaded at once with the element module", () => {
    const loader = readFileSync(join(dist, 'rx-widgets.js'), 'utf8');
    for (const { tag, file } of build.elements) {
      const preloaded = new Set(build.preloadMap.files[tag]);
      expect(preloaded.has(file), tag).toBe(true);
      expect([...build.closure(file)].filter((f) => !preloaded.has(f)), tag).toEqual([]);
      // The loader carries the short form (its own module left out: the loader imports that one).
      expect(loader, `${tag}: its files in the loader`).toContain(`${JSON.stringify(tag)}:${JSON.stringify(shortPreloadMap(build.preloadMap).files[tag])}`);
      for (const ns of build.preloadMap.namespaces[tag] ?? []) {
        for (const language of ['en', 'es']) expect(build.preloadMap.locales[language]?.[ns], `${tag}: ${language}/${ns}`).toBeTruthy();
      }
    }
  });

  it('gives the loader each language\'s locale chunks, by hash', () => {
    const loader = readFileSync(join(dist, 'rx-widgets.js'), 'utf8');
    const short = shortPreloadMap(build.preloadMap);
    expect(loader).toContain(JSON.stringify(short.locales));
    for (const [language, byNs] of Object.entries(build.preloadMap.locales)) {
      for (const [ns, file] of Object.entries(byNs)) expect(file).toBe(`chunks/locale-${language}-${ns}-${short.locales[language]![ns]}.js`);
    }
  });

  it('loads each first screen through the loader in at most 15 requests and 2 levels of chunks', () => {
    const tooMany: string[] = [];
    for (const { tag, file } of build.elements) {
      // The loader, then at once the element module, every chunk of its static graph (the loader once, if the element imports it too) and its strings (one language).
      const requests = new Set(['rx-widgets.js', ...build.preloadMap.files[tag]!]).size + (build.preloadMap.namespaces[tag] ?? []).length;
      if (requests > 15) tooMany.push(`${tag}: ${requests}`);
      // Imported on its own: the module, then what it imports (a chunk found later waits for the one naming it).
      const level = new Map([[file, 1]]);
      const queue = [file];
      for (const current of queue) {
        for (const imported of build.importsOf(current)) {
          if (level.has(imported)) continue;
          level.set(imported, level.get(current)! + 1);
          queue.push(imported);
        }
      }
      expect(Math.max(...level.values()), tag).toBeLessThanOrEqual(2);
    }
    expect(tooMany).toEqual([]);
  });

  it("lets the loader find the element of every portal route, to preload it with the portal", () => {
    const loader = readFileSync(join(dist, 'rx-widgets.js'), 'utf8');
    const exceptions = portalRouteExceptions();
    expect(loader).toContain(`"routes":${JSON.stringify(exceptions)}`);
    for (const route of routes) {
      const path = route.path.slice(1);
      // As the loader spells it: the exception, else rx-<path>.
      expect(exceptions[path] ?? `rx-${path}`, route.path).toBe(route.element);
      expect(build.preloadMap.files[route.element], route.path).toBeDefined();
    }
  });

  it('keeps the loader within 3 KB gzip', () => {
    expect(gzipSync(readFileSync(join(dist, 'rx-widgets.js')), { level: 9 }).length).toBeLessThanOrEqual(3 * 1024);
  });

  it('has no cycle between chunks (a cycle can run a module before what it extends)', () => {
    const state = new Map<string, 'open' | 'done'>();
    const cycles: string[] = [];
    const visit = (file: string, path: string[]) => {
      if (state.get(file) === 'open') cycles.push([...path, file].join(' -> '));
      if (state.has(file)) return;
      state.set(file, 'open');
      for (const imported of build.importsOf(file)) visit(imported, [...path, file]);
      state.set(file, 'done');
    };
    for (const chunk of Object.values(build.manifest)) visit(chunk.file, []);
    expect(cycles).toEqual([]);
  });

  it('loads no aws-amplify and no Spanish strings before a form is submitted', () => {
    for (const { tag, file } of build.elements) {
      const files = [...build.closure(file)];
      const amplify = files.filter((f) => build.sourcesOf(f).some((source) => /node_modules\/(@aws-amplify|aws-amplify)\//.test(source)));
      expect(amplify, tag).toEqual([]);
      expect(files.filter((f) => /locale-es-/.test(f)), tag).toEqual([]);
    }
  });

  it('puts the sign-in library in chunks of its own, loaded on demand', () => {
    const amplifyChunks = Object.values(build.manifest)
      .map((chunk) => chunk.file)
      .filter((file) => file.endsWith('.js') && build.sourcesOf(file).some((source) => /node_modules\/@aws-amplify\//.test(source)));
    expect(amplifyChunks.length).toBeGreaterThan(0);
  });

  it('keeps TanStack Query out of the sign-in form (it asks nothing of the server before a submit)', () => {
    const files = [...build.closure('elements/rx-login.js')];
    expect(files.filter((f) => build.sourcesOf(f).some((source) => /node_modules\/@tanstack\//.test(source)))).toEqual([]);
  });

  it('keeps the first screens within their download budgets (gzip -9 per file, English strings counted, as the bench does)', () => {
    const gzip = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    const firstScreen = (tag: string) => {
      const code = [...build.closure(`elements/${tag}.js`)];
      const strings = (build.preloadMap.namespaces[tag] ?? []).map((ns) => build.preloadMap.locales.en![ns]!);
      return [...code, ...strings].reduce((sum, file) => sum + gzip(file), 0);
    };
    expect(firstScreen('rx-login')).toBeLessThanOrEqual(115 * 1024);
    expect(firstScreen('rx-refill')).toBeLessThanOrEqual(125 * 1024);
  });

  it("keeps the chat's own first-screen files within 30 KB gzip (its module, its chunk with socket.io, its English strings)", () => {
    const gzip = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    const own = [...build.closure('elements/rx-chat.js')].filter((file) => file === 'elements/rx-chat.js' || /^chunks\/rx-chat-[^/]+\.js$/.test(file));
    expect(own.length).toBe(2);
    const strings = build.preloadMap.locales.en!.chat!;
    expect([...own, strings].reduce((sum, file) => sum + gzip(file), 0)).toBeLessThanOrEqual(30 * 1024);
  });
});
