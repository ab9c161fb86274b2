#!/usr/bin/env node
/**
 * npm run bench: download sizes and first-render times of every element, beside a floor.
 *
 * 1. Builds the library (vite.config.ts -> dist/) and the floor (bench/floor -> dist-bench/), a
 *    bare React 19 "hello" wrapped by @r2wc/core as <rx-floor>, same settings.
 * 2. Downloads: for each element, everything a host fetches for that element alone: its entry
 *    chunk plus every chunk it statically imports, transitively, read from the Vite manifest
 *    (dynamic imports are not counted). Each file is compressed on its own (gzip -9, brotli q11)
 *    and the sizes summed. "Own code" is the part of those bytes that comes from the element's
 *    own sources (src/features/<name>/, its element file, src/elements/host/<name>/, its locale
 *    namespace); the rest is the shared runtime + core. The split is exact on minified bytes
 *    (attributed through the source maps) and proportional within each file for gzip.
 * 3. First render: a small static server (node:http) serves one page per element that imports
 *    the element module and holds the tag; headless Chromium loads each page in a fresh browser
 *    context (cold cache) BENCH_RUNS times (default 15, at least 10), interleaving the elements,
 *    and the page reports performance.now() (from navigation start) when the element's shadow
 *    root first holds rendered content. The server answers GET /api/notice/list with one notice.
 *
 * Budgets from docs (ARCHITECTURE.md, Budgets): loader <= 3 KB gzip, shared runtime + core
 * <= 110 KB gzip, each element's own code <= 30 KB gzip, first render <= 1.5 x the floor.
 * Benchmarks are not tests: this script reports OK/OVER and never fails on a figure.
 * Writes the same table as JSON to dist-bench/bench.json. 1 KB = 1024 bytes.
 *
 * Options (environment): BENCH_RUNS=15, BENCH_SKIP_BUILD=1 (measure the existing dist/ and
 * dist-bench/), CHROMIUM_PATH=/usr/bin/chromium.
 */
import { createServer } from 'node:http';
import { existsSync, readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, normalize, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = join(root, 'dist');
const benchDir = join(root, 'dist-bench');
const runs = Math.max(10, Number.parseInt(process.env.BENCH_RUNS ?? '15', 10) || 15);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const KB = 1024;

const budgets = {
  loaderGzip: 3 * KB,
  sharedGzip: 110 * KB,
  ownGzip: 30 * KB,
  firstRenderRatio: 1.5,
};

/** Attributes each bench page puts on its element so that it renders something. */
const pageAttributes = {
  'rx-floor': { name: 'bench' },
  'rx-unsubscribe': { email: 'pat.demo@example.com' },
};
/** Elements that render nothing of their own (providers): no first-render figure. */
const renderless = new Set(['rx-config']);
const benchNotice = { notices: [{ id: 1, message: 'Scheduled maintenance tonight from 10 pm to 11 pm: refills may be delayed.' }] };

// ---------------------------------------------------------------------------------------------
// Build

async function buildAll() {
  const { build } = await import('vite');
  const started = performance.now();
  await build({ configFile: join(root, 'vite.config.ts'), logLevel: 'warn' });
  await build({ configFile: join(root, 'bench/floor/vite.config.ts'), logLevel: 'warn' });
  return performance.now() - started;
}

// ---------------------------------------------------------------------------------------------
// Sizes

const compressed = new Map();
function sizesOf(file) {
  if (!compressed.has(file)) {
    const bytes = readFileSync(file);
    compressed.set(file, {
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes, {
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      }).length,
    });
  }
  return compressed.get(file);
}

function readManifest(dir) {
  const file = join(dir, '.vite/manifest.json');
  if (!existsSync(file)) throw new Error(`${relative(root, file)} is missing: did the build run?`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The entry's file plus all files it statically imports, transitively. */
function staticClosure(manifest, key) {
  const files = [];
  const seen = new Set();
  const visit = (k) => {
    if (seen.has(k)) return;
    seen.add(k);
    const chunk = manifest[k];
    if (!chunk) throw new Error(`manifest: no chunk ${k}`);
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return files;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const base64Value = new Map([...BASE64].map((c, i) => [c, i]));
function decodeVlq(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = base64Value.get(char);
    if (digit === undefined) throw new Error(`bad VLQ ${segment}`);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** Minified characters of `file` per original source (project-relative path), via its source map. */
function bytesBySource(file) {
  const code = readFileSync(file, 'utf8');
  const mapFile = `${file}.map`;
  const result = new Map();
  const add = (source, n) => n > 0 && result.set(source, (result.get(source) ?? 0) + n);
  if (!existsSync(mapFile)) {
    add('(no source map)', code.length);
    return result;
  }
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  const sources = map.sources.map((s) => (s ? relative(root, resolve(dirname(mapFile), map.sourceRoot ?? '', s)).split(sep).join('/') : '(unknown)'));
  const lines = code.split('\n');
  const mappingLines = map.mappings.split(';');
  let sourceIndex = 0;
  for (let l = 0; l < lines.length; l++) {
    const text = lines[l];
    const segments = [];
    let column = 0;
    for (const raw of (mappingLines[l] ?? '').split(',')) {
      if (!raw) continue;
      const values = decodeVlq(raw);
      column += values[0];
      if (values.length >= 4) {
        sourceIndex += values[1];
        segments.push({ column, source: sources[sourceIndex] });
        // The original line/column (values[2], values[3]) and name (values[4]) do not matter here.
      } else segments.push({ column, source: '(unmapped)' });
    }
    segments.sort((a, b) => a.column - b.column);
    add('(unmapped)', (segments[0]?.column ?? text.length) + (l < lines.length - 1 ? 1 : 0));
    for (let s = 0; s < segments.length; s++) {
      const end = s + 1 < segments.length ? segments[s + 1].column : text.length;
      add(segments[s].source, Math.max(0, Math.min(end, text.length) - segments[s].column));
    }
  }
  return result;
}

/** Is `source` (project-relative) part of element `tag`'s own code? */
function isOwnSource(source, tag) {
  const name = tag.replace(/^rx-/, '');
  return (
    source.startsWith(`src/features/${name}/`) ||
    source === `src/elements/${tag}.ts` ||
    source === `src/elements/host/${tag}.ts` ||
    source.startsWith(`src/elements/host/${name}/`) ||
    new RegExp(`^locales/[^/]+/${name}\\.json$`).test(source) ||
    source.startsWith('bench/floor/')
  );
}

function category(source) {
  if (source.startsWith('node_modules/')) return 'runtime';
  if (source.startsWith('src/core/') || source.startsWith('locales/')) return 'core';
  if (source.startsWith('src/')) return 'other-src';
  return 'runtime';
}

function measureDownloads(dir, manifest, entryKey, tag) {
  const files = staticClosure(manifest, entryKey);
  const total = { raw: 0, gzip: 0, brotli: 0 };
  const own = { raw: 0, gzip: 0, brotli: 0 };
  const sharedBy = { runtime: 0, core: 0, 'other-src': 0 };
  for (const relFile of files) {
    const file = join(dir, relFile);
    const size = sizesOf(file);
    total.raw += size.raw;
    total.gzip += size.gzip;
    total.brotli += size.brotli;
    const bySource = bytesBySource(file);
    let all = 0;
    let mine = 0;
    const shared = { runtime: 0, core: 0, 'other-src': 0 };
    for (const [source, n] of bySource) {
      all += n;
      if (isOwnSource(source, tag)) mine += n;
      else shared[category(source)] += n;
    }
    const fraction = all ? mine / all : 0;
    own.raw += size.raw * fraction;
    own.gzip += size.gzip * fraction;
    own.brotli += size.brotli * fraction;
    for (const key of Object.keys(shared)) sharedBy[key] += all ? (size.gzip * shared[key]) / all : 0;
  }
  const shared = { raw: total.raw - own.raw, gzip: total.gzip - own.gzip, brotli: total.brotli - own.brotli };
  return { files, total, own: roundAll(own), shared: roundAll(shared), sharedGzipBy: roundAll(sharedBy) };
}

const roundAll = (object) => Object.fromEntries(Object.entries(object).map(([k, v]) => [k, Math.round(v)]));

// ---------------------------------------------------------------------------------------------
// First render

const mimeTypes = { '.js': 'text/javascript', '.mjs': 'text/javascript', '.json': 'application/json', '.map': 'application/json', '.html': 'text/html', '.css': 'text/css' };

const escapeHtml = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function benchPage(tag, moduleUrl) {
  const attributes = Object.entries(pageAttributes[tag] ?? {})
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  // The probe runs before anything else: it wraps attachShadow to watch the element's shadow root
  // and records performance.now() at the first mutation that leaves rendered content in it.
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>bench ${tag}</title>
<script>
(function () {
  var tag = ${JSON.stringify(tag)};
  window.__firstRender = null;
  function rendered(root) {
    var walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (var node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.nodeType === 3) {
        var parent = node.parentNode && node.parentNode.nodeName;
        if (parent !== 'STYLE' && parent !== 'SCRIPT' && parent !== 'TEMPLATE' && /\\S/.test(node.data)) return true;
      } else if (/^(INPUT|BUTTON|IMG|SVG|SELECT|TEXTAREA|CANVAS|VIDEO)$/i.test(node.nodeName)) return true;
    }
    return false;
  }
  function watch(root) {
    var check = function () {
      if (window.__firstRender === null && rendered(root)) {
        window.__firstRender = performance.now();
        observer.disconnect();
      }
    };
    var observer = new MutationObserver(check);
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    check();
  }
  var attachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    var root = attachShadow.call(this, init);
    if (this.localName === tag) watch(root);
    return root;
  };
})();
</script>
<script type="module" src="${moduleUrl}"></script>
</head>
<body>
<${tag}${attributes}></${tag}>
</body>
</html>`;
}

function startServer(pages) {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const send = (status, type, body) => {
      response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      response.end(body);
    };
    if (url.pathname === '/api/notice/list') return send(200, 'application/json', JSON.stringify(benchNotice));
    if (url.pathname.startsWith('/api/')) return send(404, 'application/json', JSON.stringify({ message: 'Not found' }));
    const page = /^\/page\/(rx-[a-z0-9-]+)$/.exec(url.pathname);
    if (page && pages.has(page[1])) return send(200, 'text/html; charset=utf-8', pages.get(page[1]));
    for (const [prefix, dir] of [['/dist/', distDir], ['/dist-bench/', benchDir]]) {
      if (!url.pathname.startsWith(prefix)) continue;
      const file = normalize(join(dir, decodeURIComponent(url.pathname.slice(prefix.length))));
      if (!file.startsWith(dir + sep) || !existsSync(file)) break;
      return send(200, mimeTypes[extname(file)] ?? 'application/octet-stream', readFileSync(file));
    }
    send(404, 'text/plain', 'not found');
  });
  return new Promise((resolveServer) => server.listen(0, '127.0.0.1', () => resolveServer(server)));
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function measureFirstRender(targets) {
  const { chromium } = await import('@playwright/test');
  const pages = new Map(targets.map((t) => [t.tag, benchPage(t.tag, t.moduleUrl)]));
  const server = await startServer(pages);
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const samples = new Map(targets.map((t) => [t.tag, []]));
  const problems = new Map();
  const loadOnce = async (tag) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const messages = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
    try {
      await page.goto(`${origin}/page/${tag}`, { waitUntil: 'domcontentloaded' });
      await page.waitForFunction(() => window.__firstRender !== null, undefined, { timeout: 10_000, polling: 50 });
      return { time: await page.evaluate(() => window.__firstRender), messages };
    } catch (error) {
      return { time: null, messages: [...messages, String(error.message ?? error).split('\n')[0]] };
    } finally {
      await context.close();
    }
  };
  try {
    // One discarded warm-up load each (starts the renderer processes, fills the OS file cache).
    for (const { tag } of targets) {
      const warm = await loadOnce(tag);
      if (warm.time === null) problems.set(tag, warm.messages);
    }
    for (let run = 0; run < runs; run++) {
      for (const { tag } of targets) {
        if (problems.has(tag)) continue;
        const { time, messages } = await loadOnce(tag);
        if (time === null) problems.set(tag, messages);
        else samples.get(tag).push(time);
        if (messages.length && !problems.has(tag)) problems.set(tag, messages);
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  return new Map(
    targets.map(({ tag }) => {
      const values = samples.get(tag);
      const messages = problems.get(tag);
      if (!values.length) return [tag, { error: (messages ?? ['no sample']).slice(0, 3).join(' | ') }];
      return [
        tag,
        {
          runs: values.length,
          medianMs: round1(median(values)),
          minMs: round1(Math.min(...values)),
          maxMs: round1(Math.max(...values)),
          ...(messages?.length ? { consoleMessages: [...new Set(messages)].slice(0, 5) } : {}),
        },
      ];
    }),
  );
}

const round1 = (n) => Math.round(n * 10) / 10;
const round2 = (n) => Math.round(n * 100) / 100;

// ---------------------------------------------------------------------------------------------
// Report

const kb = (bytes) => (bytes === undefined ? '' : `${(bytes / KB).toFixed(1)} KB`);
const verdict = (ok) => (ok ? 'OK' : 'OVER');
function table(headers, rows) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i] ?? '').length)));
  const line = (cells) => cells.map((c, i) => String(c ?? '').padEnd(widths[i])).join('  ').trimEnd();
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

async function main() {
  const skipBuild = process.env.BENCH_SKIP_BUILD === '1';
  const buildMs = skipBuild ? 0 : await buildAll();

  const libManifest = readManifest(distDir);
  const floorManifest = readManifest(benchDir);
  const entries = (manifest) =>
    Object.entries(manifest)
      .filter(([, chunk]) => chunk.isEntry && /^elements\/rx-[a-z0-9-]+\.js$/.test(chunk.file))
      .map(([key, chunk]) => ({ key, tag: chunk.file.slice('elements/'.length, -3), file: chunk.file }));
  const elements = entries(libManifest).sort((a, b) => a.tag.localeCompare(b.tag));
  const [floorEntry] = entries(floorManifest);
  if (!floorEntry) throw new Error('the floor build has no elements/rx-floor.js entry');
  const loaderKey = Object.keys(libManifest).find((k) => libManifest[k].isEntry && libManifest[k].file === 'rx-widgets.js');
  if (!loaderKey) throw new Error('dist/rx-widgets.js is not in the manifest');

  const floorDownload = measureDownloads(benchDir, floorManifest, floorEntry.key, floorEntry.tag);
  const downloads = new Map(elements.map((e) => [e.tag, measureDownloads(distDir, libManifest, e.key, e.tag)]));
  const loader = sizesOf(join(distDir, 'rx-widgets.js'));

  const targets = [
    { tag: floorEntry.tag, moduleUrl: `/dist-bench/${floorEntry.file}` },
    ...elements.filter((e) => !renderless.has(e.tag)).map((e) => ({ tag: e.tag, moduleUrl: `/dist/${e.file}` })),
  ];
  const renders = await measureFirstRender(targets);
  const floorRender = renders.get(floorEntry.tag);

  const result = {
    date: new Date().toISOString(),
    chromium: chromiumPath,
    runsPerElement: runs,
    compression: 'gzip level 9, brotli quality 11, each file compressed on its own; 1 KB = 1024 bytes',
    budgets: { loaderGzipBytes: budgets.loaderGzip, sharedRuntimeCoreGzipBytes: budgets.sharedGzip, elementOwnGzipBytes: budgets.ownGzip, firstRenderRatio: budgets.firstRenderRatio },
    buildMs: Math.round(buildMs),
    loader: { file: 'dist/rx-widgets.js', ...loader, budgetGzip: budgets.loaderGzip, status: verdict(loader.gzip <= budgets.loaderGzip) },
    floor: { tag: floorEntry.tag, download: { files: floorDownload.files, ...floorDownload.total }, firstRender: floorRender },
    elements: elements.map(({ tag }) => {
      const d = downloads.get(tag);
      const render = renders.get(tag);
      const renderRatio = render?.medianMs && floorRender?.medianMs ? round2(render.medianMs / floorRender.medianMs) : undefined;
      return {
        tag,
        download: {
          files: d.files,
          ...d.total,
          gzipRatio: round2(d.total.gzip / floorDownload.total.gzip),
          brotliRatio: round2(d.total.brotli / floorDownload.total.brotli),
        },
        ownCode: { ...d.own, budgetGzip: budgets.ownGzip, status: verdict(d.own.gzip <= budgets.ownGzip) },
        sharedRuntimeCore: { ...d.shared, gzipBy: d.sharedGzipBy, budgetGzip: budgets.sharedGzip, status: verdict(d.shared.gzip <= budgets.sharedGzip) },
        firstRender: renderless.has(tag)
          ? { skipped: 'renders no content of its own' }
          : { ...render, ratio: renderRatio, budgetRatio: budgets.firstRenderRatio, status: renderRatio === undefined ? 'n/a' : verdict(renderRatio <= budgets.firstRenderRatio) },
      };
    }),
  };

  mkdirSync(benchDir, { recursive: true });
  writeFileSync(join(benchDir, 'bench.json'), `${JSON.stringify(result, null, 2)}\n`);

  const out = [];
  out.push(`rx-widgets bench  (${result.compression})`);
  out.push('');
  out.push('Downloads: entry chunk + static imports (transitive, from the Vite manifest; dynamic imports not counted)');
  out.push(
    table(
      ['element', 'files', 'gzip', 'brotli', 'x floor (gz)', 'own code gz', 'budget 30 KB', 'shared runtime+core gz', 'budget 110 KB'],
      [
        [`${floorEntry.tag} (floor)`, floorDownload.files.length, kb(floorDownload.total.gzip), kb(floorDownload.total.brotli), '1.00', '', '', '', ''],
        ...result.elements.map((e) => [
          e.tag,
          e.download.files.length,
          kb(e.download.gzip),
          kb(e.download.brotli),
          e.download.gzipRatio.toFixed(2),
          kb(e.ownCode.gzip),
          e.ownCode.status,
          `${kb(e.sharedRuntimeCore.gzip)} (runtime ${kb(e.sharedRuntimeCore.gzipBy.runtime)}, core ${kb(e.sharedRuntimeCore.gzipBy.core + e.sharedRuntimeCore.gzipBy['other-src'])})`,
          e.sharedRuntimeCore.status,
        ]),
      ],
    ),
  );
  out.push('');
  out.push(
    table(
      ['loader', 'raw', 'gzip', 'brotli', 'budget 3 KB gz'],
      [['dist/rx-widgets.js', kb(loader.raw), kb(loader.gzip), kb(loader.brotli), result.loader.status]],
    ),
  );
  out.push('');
  out.push(`First render: navigation start -> first rendered content in the element's shadow root; ${runs} fresh page loads each, headless Chromium`);
  const renderRow = (tag, r, ratio, status) =>
    r?.error ? [tag, '', '', '', '', '', `error: ${r.error}`] : [tag, r?.runs ?? '', r ? `${r.medianMs} ms` : '', r ? `${r.minMs} ms` : '', r ? `${r.maxMs} ms` : '', ratio ?? '', status ?? ''];
  out.push(
    table(
      ['element', 'runs', 'median', 'min', 'max', 'x floor', 'budget 1.5x'],
      [
        renderRow(`${floorEntry.tag} (floor)`, floorRender, '1.00', ''),
        ...result.elements.map((e) =>
          e.firstRender.skipped ? [e.tag, '', '', '', '', '', `skipped: ${e.firstRender.skipped}`] : renderRow(e.tag, e.firstRender, e.firstRender.ratio?.toFixed(2), e.firstRender.status),
        ),
      ],
    ),
  );
  const notes = [floorRender, ...result.elements.map((e) => e.firstRender)].flatMap((r) => r?.consoleMessages ?? []);
  if (notes.length) {
    out.push('');
    out.push('Browser console during the runs:');
    for (const note of [...new Set(notes)]) out.push(`  ${note}`);
  }
  out.push('');
  out.push(`JSON: ${relative(root, join(benchDir, 'bench.json'))}`);
  console.log(out.join('\n'));
}

main().catch((error) => {
  // A broken build or browser is an error of the bench itself, not a figure.
  console.error(error);
  process.exitCode = 1;
});
