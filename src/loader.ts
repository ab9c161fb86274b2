/**
 * The autoloader (`dist/rx-widgets.js`): defines `rx-*` tags on first use.
 *
 * It knows every element module through `import.meta.glob` (lazy, one chunk each) and imports a
 * module only when its tag is in the document and not yet defined: on start, and whenever
 * anything (the parser, a host framework, plain DOM code) adds nodes later. Budget: 3 KB gzip.
 *
 * Tags inside a host's own shadow roots are not visible from `document`; such hosts call
 * `observeRxElements(shadowRoot)` once.
 */
type Importer = () => Promise<unknown>;

interface PreloadMap {
  files: Record<string, string[]>;
  namespaces: Record<string, string[]>;
  locales: Record<string, Record<string, string>>;
  /** Portal path (no slash) -> element, where it is not `rx-<path>`. */
  routes?: Record<string, string>;
}
// The build (vite.chunk-graph.ts, shortPreloadMap) replaces this expression with the map of every
// element's chunks, in short: `name` for chunks/name.js, `./path` for other files, a locale chunk by its hash.
const preloadMap = (globalThis as { __RX_PRELOAD_MAP__?: PreloadMap }).__RX_PRELOAD_MAP__;
/** Files preloaded so far; with integrity, the outcome of each file's check (see `preload`). */
const preloaded = new Map<string, Promise<unknown> | undefined>();

/**
 * Subresource Integrity of every file the loader can lead to: `path (relative to the loader) ->
 * sha384-…`. Only the CDN's copy of the loader (cdn/<version>/rx-widgets.js) declares it, on a
 * prelude scripts/build-cdn.mjs writes (`const __RX_INTEGRITY__ = {…}`: the module's own
 * binding, no global); /dist/'s loader has none and loads as before.
 *
 * How the digests reach the browser: a dynamic `import()` (the element modules) and the static
 * imports between chunks take no `integrity` of their own, but the page's import map can carry
 * one for every URL (its `integrity` section: Chromium 127+; added after the first module script,
 * as it must be here, Chromium 133+). So that prelude also adds an import map of them, with
 * the nonce of the page's scripts when there is one (CSP), and the browser checks every module
 * fetch of those URLs however it is imported, the later steps' chunks too. Besides, the preload
 * links below carry `integrity` themselves (every browser with modulepreload checks it), the
 * element module is preloaded too, and an element is imported only once all its preloads have
 * passed their checks (the import then takes the checked modules from the module map): Chromium
 * does not keep a refused preload's failure, and an import that followed it would fetch the file
 * again, unchecked where the import map is missing. So where the map is refused (an older browser,
 * a CSP that allows no inline script), every first screen is still checked; the later steps'
 * chunks are then not.
 */
declare const __RX_INTEGRITY__: Record<string, string> | undefined;
const integrity = typeof __RX_INTEGRITY__ === 'object' ? __RX_INTEGRITY__ : undefined;

function storedLanguage(): string | null {
  try {
    return globalThis.localStorage?.getItem('rx-language') ?? null;
  } catch {
    return null;
  }
}

/**
 * The language an element will render in, as its config resolves it: its own `locale`, then the
 * nearest <rx-config>'s, then `window.rxConfig`'s, then the page's active language (the one the
 * patient last chose), English otherwise.
 */
function languageOf(element: Element, known: Record<string, unknown>): string {
  const candidates = [
    element.getAttribute('locale'),
    element.closest('rx-config')?.getAttribute('locale'),
    (globalThis as { rxConfig?: { locale?: unknown } }).rxConfig?.locale,
    storedLanguage(),
  ];
  for (const language of candidates) if (typeof language === 'string' && language in known) return language;
  return 'en';
}

/**
 * The element of the route a portal with history routing opens on (`/portal/medication` ->
 * rx-medications): preloaded with the portal, not after it has rendered. Null at the portal's root.
 */
function firstRouteOf(portal: Element, map: PreloadMap): string | null {
  if (portal.getAttribute('routing') === 'memory') return null;
  const base = (portal.getAttribute('base-path') ?? '').replace(/\/+$/, '');
  const path = location.pathname;
  if (!path.startsWith(`${base}/`)) return null;
  const route = path.slice(base.length + 1).split('/')[0]!;
  const tag = map.routes?.[route] ?? `rx-${route}`;
  return route && tag in map.files ? tag : null;
}

/**
 * Asks for all of a tag's chunks at once (its strings in its language too), so none waits for the
 * one that imports it. With integrity: resolves once all of them have passed their checks, and
 * rejects if one has not.
 */
function preload(element: Element, tag = element.localName): Promise<unknown> | undefined {
  if (!preloadMap) return;
  const language = languageOf(element, preloadMap.locales);
  const locales = preloadMap.locales[language] ?? {};
  const files = [
    // A route's element module; an element's own one is the loader's import, preloaded only to carry its integrity.
    ...(tag === element.localName && !integrity ? [] : [`elements/${tag}.js`]),
    ...(preloadMap.files[tag] ?? []).map((name) => (name.startsWith('./') ? name : `chunks/${name}.js`)),
    ...(preloadMap.namespaces[tag] ?? []).map((ns) => locales[ns] && `chunks/locale-${language}-${ns}-${locales[ns]}.js`),
  ];
  // All links in one insertion: the page takes them in one pass, not one per chunk.
  const links = document.createDocumentFragment();
  for (const file of files) {
    if (!file || preloaded.has(file)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    // Module scripts are fetched in CORS mode without credentials; the preload asks the same way.
    link.crossOrigin = 'anonymous';
    // (`./rx-widgets.js`, the one file listed with `./`, is the loader itself: loaded, no digest.)
    const digest = integrity?.[file];
    let check: Promise<unknown> | undefined;
    if (digest) {
      link.integrity = digest;
      check = new Promise((resolve, reject) => ((link.onload = resolve), (link.onerror = reject)));
      // Handled here too: a file no element waits for (a route's) reports no unhandled rejection.
      check.catch(() => undefined);
    }
    preloaded.set(file, check);
    link.href = new URL(file, import.meta.url).href;
    links.append(link);
  }
  document.head.append(links);
  const route = tag === 'rx-portal' ? firstRouteOf(element, preloadMap) : null;
  if (route) preload(element, route);
  return integrity && Promise.all(files.map((file) => file && preloaded.get(file)));
}

const importers: Record<string, Importer> = {};
const requested = new Set<string>();

const register = (modules: Record<string, Importer>) => {
  for (const path in modules) importers[path.slice(path.lastIndexOf('/') + 1, -3)] = modules[path]!;
};
// Host elements first, so <rx-config> starts loading before the widgets it configures.
register(import.meta.glob<unknown>('./elements/host/rx-*.ts'));
register(import.meta.glob<unknown>('./elements/rx-*.ts'));

function load(element: Element): void {
  const tag = element.localName;
  const importer = importers[tag];
  if (!importer || requested.has(tag) || customElements.get(tag)) return;
  requested.add(tag);
  const checked = preload(element);
  (checked ? checked.then(importer) : importer()).catch((error: unknown) => {
    requested.delete(tag);
    console.error(`rx-widgets: could not load <${tag}>`, error);
  });
}

function scan(node: Node): void {
  if (!(node instanceof Element || node instanceof Document || node instanceof DocumentFragment)) return;
  if (node instanceof Element) load(node);
  // `:not(:defined)` matches only custom elements still waiting for their definition.
  node.querySelectorAll(':not(:defined)').forEach(load);
}

/** Loads the `rx-*` elements in `root` now and whenever nodes are added to it later. */
export function observeRxElements(root: Document | ShadowRoot = document): MutationObserver {
  const observer = new MutationObserver((records) => {
    for (const record of records) record.addedNodes.forEach(scan);
  });
  observer.observe(root, { childList: true, subtree: true });
  scan(root);
  return observer;
}

observeRxElements();
