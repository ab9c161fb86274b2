#!/usr/bin/env node
/**
 * npm run bench: download sizes and first-render times of every element, beside a floor.
 *
 * 1. Builds the library (vite.config.ts -> dist/) and the floor (bench/floor -> dist-bench/), a
 *    bare React 19 "hello" wrapped by @r2wc/core as <rx-floor>, same settings.
 * 2. Downloads: for each element, everything a host fetches for its first screen: its entry chunk,
 *    every chunk it statically imports (transitively, from the Vite manifest) and the English
 *    locale chunks of its namespaces (from dist/.vite/preload-map.json). Code loaded on demand
 *    (aws-amplify on first submit, steps opened later) is not counted. Each file is compressed on
 *    its own (gzip -9, brotli q11) and the sizes summed. "Own code" is the part of those bytes
 *    that comes from the element's own sources (src/features/<name>/, its element file,
 *    src/elements/host/<name>/, its locale file); the rest is the shared runtime + core. The split
 *    is exact on minified bytes (attributed through the source maps) and proportional within
 *    each file for gzip.
 * 3. First render: the reference server (server/main.ts, in-memory PGlite, RX_MODE=test) answers
 *    every API and identity call; a small static server in front of it serves the library files
 *    and one page per element and mode, and passes everything else to it. Each element is loaded
 *    imported directly (`<script type=module src=elements/rx-x.js>`) and through the loader
 *    (`rx-widgets.js`), in a fresh browser context (cold cache) BENCH_RUNS times, all pages
 *    interleaved. rx-refill and rx-portal are also loaded signed in (a session made once through
 *    the portal's real sign-in), to the first interactive wizard step and to the home tiles. The
 *    page reports performance.now() (from navigation start) when the element's shadow root first
 *    holds rendered content (or the signed-in screen is ready). Console errors never stop the
 *    sampling: they are counted and printed beside the figures.
 *
 * Budgets (ARCHITECTURE.md, Budgets, and the first-render goals): loader <= 3 KB gzip, shared
 * runtime + core <= 110 KB gzip, each element's own code <= 30 KB gzip, rx-refill <= 125 KB and
 * rx-login <= 115 KB gzip in all, no React in the Lit host elements, first render <= 1.5 x the
 * floor. Benchmarks are not tests: this script reports OK/OVER and never fails on a figure.
 * Writes the same table as JSON to dist-bench/bench.json. 1 KB = 1024 bytes.
 *
 * Options (environment): BENCH_RUNS=15 (fewer only while developing), BENCH_SKIP_BUILD=1 (measure
 * the existing dist/ and dist-bench/), BENCH_DIST=<dir> (measure another library build, e.g. one
 * of the previous code, instead of dist/), BENCH_ONLY=rx-login,rx-refill (some elements only),
 * BENCH_BEFORE=<dir> (another build, e.g. of the previous code, measured in the same run: its pages
 * interleaved with these, its sizes in a second table), BENCH_PORT=4601 (the reference server's
 * port), CHROMIUM_PATH=/usr/bin/chromium.
 * Lighthouse (scripts/lib/bench-lighthouse.mjs): BENCH_LIGHTHOUSE=0 (none) or =only (the mobile
 * pages alone), BENCH_LH_ONLY=floor,portal home (some pages), BENCH_LH_RUNS=1 (audits per page),
 * BENCH_LH_FRONT=nginx-h2 (Debian's nginx with TLS and HTTP/2 in front, as deployed; installed when
 * missing) or =http1 (a plain HTTP/1.1 front server: how the pages fare without HTTP/2).
 *
 * 4. A long conversation (with rx-chat): a patient whose conversation holds BENCH_CHAT_MESSAGES
 *    (10,000) messages, signed in, opens a page with `<rx-chat conv-id=…>` in a fresh context
 *    BENCH_CHAT_RUNS (5) times: time from navigation start to the newest message shown whole in
 *    the timeline, median. Then, on one such page, the whole history is scrolled programmatically,
 *    BENCH_CHAT_SCROLL_STEP (400) px of scrollTop per animation frame: first up from the newest
 *    message to the oldest (the earlier pages of 25 load as the top is reached, as a reader would
 *    get them), then down through all of it once loaded. Each frame's time is the delta between
 *    consecutive requestAnimationFrame timestamps; reported: p50/p95/max, frames over 16.7 ms and
 *    dropped frames (frame intervals of 16.7 ms missed). The target is a p95 under 16.7 ms.
 */
import { spawn } from 'node:child_process';
import { createServer, request as httpRequest } from 'node:http';
import { existsSync, readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, extname, join, normalize, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { lighthouseReport, runLighthouseBench } from './lib/bench-lighthouse.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = process.env.BENCH_DIST ? resolve(process.env.BENCH_DIST) : join(root, 'dist');
const benchDir = join(root, 'dist-bench');
const runs = Math.max(1, Number.parseInt(process.env.BENCH_RUNS ?? '15', 10) || 15);
const serverPort = Number.parseInt(process.env.BENCH_PORT ?? '4601', 10);
const beforeDir = process.env.BENCH_BEFORE ? resolve(process.env.BENCH_BEFORE) : undefined;
const only = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',').map((tag) => tag.trim())) : undefined;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** BENCH_LIGHTHOUSE=0: no Lighthouse pages; =only: the Lighthouse pages without the first-render runs. */
const lighthouseMode = process.env.BENCH_LIGHTHOUSE === '0' ? 'off' : process.env.BENCH_LIGHTHOUSE === 'only' ? 'only' : 'on';
const lighthouseFront = process.env.BENCH_LH_FRONT === 'http1' ? 'http1' : 'nginx-h2';
const lighthouseOnly = process.env.BENCH_LH_ONLY ? new Set(process.env.BENCH_LH_ONLY.split(',').map((id) => id.trim())) : undefined;
const positiveInt = (value, fallback) => Math.max(1, Number.parseInt(value ?? String(fallback), 10) || fallback);
const longConversation = {
  messages: Math.min(20_000, positiveInt(process.env.BENCH_CHAT_MESSAGES, 10_000)),
  runs: positiveInt(process.env.BENCH_CHAT_RUNS, 5),
  scrollStep: positiveInt(process.env.BENCH_CHAT_SCROLL_STEP, 400),
  /** One 60 Hz frame. */
  frameMs: 1000 / 60,
};
const KB = 1024;

const budgets = {
  loaderGzip: 3 * KB,
  sharedGzip: 110 * KB,
  ownGzip: 30 * KB,
  firstRenderRatio: 1.5,
  /** Whole first-screen download of some elements, gzip. */
  totalGzip: { 'rx-refill': 125 * KB, 'rx-login': 115 * KB },
};
/** Lit host elements: must never download React. */
const litHosts = new Set(['rx-config', 'rx-outage-banner']);

/** Attributes each bench page puts on its element so that it renders something. */
const pageAttributes = {
  'rx-floor': { name: 'bench' },
  'rx-unsubscribe': { email: 'pat.demo@example.com' },
  'rx-enroll': { 'enrollment-code': 'RX-DEMO-1001' },
};
/** Elements that render nothing of their own (providers): no first-render figure. */
const renderless = new Set(['rx-config']);
/** The demo's identity settings (demo/portal/index.html), for every bench page. */
const identityConfig = {
  standard: { userPoolId: 'us-east-1_RxStandard', userPoolClientId: 'rxstandardclient0000000000', endpoint: '/identity' },
  basic: { userPoolId: 'us-east-1_RxBasicLink', userPoolClientId: 'rxbasicclient000000000000', endpoint: '/identity' },
};
/**
 * Signed-in pages and when their screen counts as ready: every chain of selectors (each step
 * looked up inside the previous match's shadow root) must match.
 */
const signedInPages = {
  'rx-refill': {
    page: (mode) => ({ path: `/bench/signed-in/refill-${mode}`, attributes: {} }),
    ready: [['rx-refill', '[part="step-heading"]'], ['rx-refill', 'input[type="checkbox"]']],
    what: 'first wizard step',
  },
  'rx-profile': {
    page: (mode) => ({ path: `/bench/signed-in/profile-${mode}`, attributes: {} }),
    ready: [['rx-profile', '[part="menu"] button']],
    what: 'profile list',
  },
  'rx-portal': {
    page: (mode) => ({ path: `/bench/signed-in/portal-${mode}/home`, attributes: { 'base-path': `/bench/signed-in/portal-${mode}` } }),
    ready: [['rx-portal', 'rx-home', '[data-tile]']],
    what: 'home tiles',
  },  'rx-medications': {
    page: (mode) => ({ path: `/bench/signed-in/medications-${mode}`, attributes: {} }),
    ready: [['rx-medications', '[part~="medication-row"]']],
    what: 'medication tables',
  },
  'rx-order-history': {
    page: (mode) => ({ path: `/bench/signed-in/order-history-${mode}`, attributes: {} }),
    // The bench patient may have no shipments yet: the empty message is the rendered screen then.
    ready: [['rx-order-history', '[part~="order-label"], [part~="no-orders"]']],
    what: 'orders or the empty message',
  },
  'rx-chat': {
    page: (mode) => ({ path: `/bench/signed-in/chat-${mode}`, attributes: {} }),
    ready: [['rx-chat', '[part~="conversation"]']],
    what: 'conversation list',
  },
};

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
  // Locale chunks (JSON turned into a module) come with an empty source map: named after their file.
  const locale = /(?:^|\/)locale-([a-z]{2})-([a-z0-9-]+)-[^/]*\.js$/.exec(file.split(sep).join('/'));
  if (locale) {
    add(`locales/${locale[1]}/${locale[2]}.json`, code.length);
    return result;
  }
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

function measureDownloads(dir, manifest, entryKey, tag, extraFiles = []) {
  const files = [...staticClosure(manifest, entryKey), ...extraFiles];
  let hasReact = false;
  let hasPdf = false;
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
      if (/^node_modules\/(react|react-dom)\//.test(source)) hasReact = true;
      if (/^node_modules\/(pdfjs-dist|pdf-lib)\//.test(source)) hasPdf = true;
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
  return { files, total, hasReact, hasPdf, own: roundAll(own), shared: roundAll(shared), sharedGzipBy: roundAll(sharedBy) };
}

const roundAll = (object) => Object.fromEntries(Object.entries(object).map(([k, v]) => [k, Math.round(v)]));

// ---------------------------------------------------------------------------------------------
// Reference server (answers every API and identity call) and the bench's own front server

const mimeTypes = { '.js': 'text/javascript', '.mjs': 'text/javascript', '.json': 'application/json', '.map': 'application/json', '.html': 'text/html', '.css': 'text/css' };

const escapeHtml = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

async function startReferenceServer() {
  // Vite's in-process build sets NODE_ENV=production in this process; the server would refuse
  // RX_MODE=test beside it (production forbids the development routes), so it is not passed on.
  const { NODE_ENV: _buildMode, ...inherited } = process.env;
  const child = spawn(join(root, 'node_modules/.bin/tsx'), ['server/main.ts'], {
    cwd: root,
    env: { ...inherited, PORT: String(serverPort), HOST: '127.0.0.1', RX_DATA_DIR: 'memory', RX_MODE: 'test' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the reference server stopped: ${stderr.slice(-500)}`);
    const up = await fetch(`http://127.0.0.1:${serverPort}/api/notice/list`).then((r) => r.ok, () => false);
    if (up) return child;
    await new Promise((r) => setTimeout(r, 300));
  }
  child.kill();
  throw new Error(`the reference server did not start on port ${serverPort}`);
}

/**
 * One page per target. The probe runs before anything else: it wraps attachShadow to watch every
 * shadow root and records performance.now() at the first mutation after which the target is ready.
 */
function benchPage(target) {
  const attributes = Object.entries(target.attributes ?? {})
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>bench ${target.id}</title>
<script>
window.rxConfig = ${JSON.stringify({ identity: identityConfig })};
(function () {
  var tag = ${JSON.stringify(target.tag)};
  var chains = ${JSON.stringify(target.ready ?? null)};
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
  function matches(chain) {
    var scope = document;
    for (var i = 0; i < chain.length; i++) {
      var found = scope && scope.querySelector(chain[i]);
      if (!found) return false;
      scope = i + 1 < chain.length ? found.shadowRoot : null;
    }
    return true;
  }
  function ready() {
    if (chains) return chains.every(matches);
    var element = document.querySelector(tag);
    return !!(element && element.shadowRoot && rendered(element.shadowRoot));
  }
  var observers = [];
  function check() {
    if (window.__firstRender === null && ready()) {
      window.__firstRender = performance.now();
      observers.forEach(function (o) { o.disconnect(); });
    }
  }
  function watch(root) {
    var observer = new MutationObserver(check);
    observer.observe(root, { childList: true, subtree: true, characterData: true, attributes: true });
    observers.push(observer);
  }
  watch(document);
  var attachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    var root = attachShadow.call(this, init);
    if (window.__firstRender === null) watch(root);
    return root;
  };
})();
</script>
<script type="module" src="${target.moduleUrl}"></script>
</head>
<body>
<${target.tag}${attributes}></${target.tag}>
</body>
</html>`;
}

function startFrontServer(pages) {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const send = (status, type, body) => {
      response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      response.end(body);
    };
    if (pages.has(url.pathname)) return send(200, 'text/html; charset=utf-8', pages.get(url.pathname));
    for (const [prefix, dir] of [['/dist/', distDir], ['/dist-bench/', benchDir], ...(beforeDir ? [['/dist-before/', beforeDir]] : [])]) {
      if (!url.pathname.startsWith(prefix)) continue;
      const file = normalize(join(dir, decodeURIComponent(url.pathname.slice(prefix.length))));
      if (!file.startsWith(dir + sep) || !existsSync(file)) return send(404, 'text/plain', 'not found');
      return send(200, mimeTypes[extname(file)] ?? 'application/octet-stream', readFileSync(file));
    }
    // Everything else (API, identity, demo pages) is the reference server's.
    const upstream = httpRequest(
      { host: '127.0.0.1', port: serverPort, method: request.method, path: request.url, headers: { ...request.headers, host: `127.0.0.1:${serverPort}` } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => send(502, 'text/plain', 'reference server unavailable'));
    request.pipe(upstream);
  });
  return new Promise((resolveServer) => server.listen(0, '127.0.0.1', () => resolveServer(server)));
}

// ---------------------------------------------------------------------------------------------
// First render

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * q;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return sorted[low] + (sorted[high] - sorted[low]) * (position - low);
};
const median = (values) => quantile(values, 0.5);

/** Something for <rx-chat> to list: a conversation with a short history. */
const shortConversation = (uId) => ({ uId, topic: 'Bench conversation', providerNames: ['Bench Provider'], messages: 30 });

/**
 * A session for the signed-in pages, made once through the portal's real sign-in, for a new
 * patient with the conversation `conversationOf(uId)` (its id is kept in `onConversation`).
 */
async function signedInState(browser, origin, conversationOf = shortConversation, onConversation = () => {}) {
  const context = await browser.newContext();
  try {
    const created = await context.request.post(`${origin}/api/dev/refill-patients`, { data: {} });
    if (!created.ok()) throw new Error(`POST /api/dev/refill-patients answered ${created.status()}`);
    const patient = await created.json();
    const conversation = await context.request.post(`${origin}/api/dev/care-team-conversations`, { data: conversationOf(patient.uId) });
    if (!conversation.ok()) throw new Error(`POST /api/dev/care-team-conversations answered ${conversation.status()}`);
    onConversation((await conversation.json()).convId);
    const page = await context.newPage();
    await page.goto(`${origin}/portal/`);
    const portal = page.locator('rx-portal');
    await portal.getByLabel('Mobile phone or e-mail').fill(patient.username);
    await portal.getByLabel('Password', { exact: true }).fill(patient.password);
    await portal.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(/\/portal\/home$/, { timeout: 30_000 });
    // The session lives in the tab (sessionStorage), which storageState does not carry.
    const tab = await page.evaluate(() => Object.fromEntries(Object.keys(sessionStorage).map((key) => [key, sessionStorage.getItem(key)])));
    return { storageState: await context.storageState(), sessionStorage: tab };
  } finally {
    await context.close();
  }
}

/** A browser context signed in with `session` (from signedInState): its tab storage is put back before any script runs. */
async function signedInContext(browser, session, options = {}) {
  const context = await browser.newContext({ ...options, storageState: session.storageState });
  await context.addInitScript((entries) => {
    try {
      for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value);
    } catch {
      // a frame without storage
    }
  }, session.sessionStorage);
  return context;
}

// ---------------------------------------------------------------------------------------------
// The long conversation

/**
 * `<rx-chat conv-id=…>` alone, signed in. The probe looks at every animation frame from the
 * start and records performance.now() (from navigation start) at the first frame where the
 * newest message (its body `newestBody`) lies whole inside the timeline's visible box.
 */
function longConversationPage({ convId, newestBody }) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>bench rx-chat long conversation</title>
<script>
window.rxConfig = ${JSON.stringify({ identity: identityConfig })};
(function () {
  var newest = ${JSON.stringify(newestBody)};
  window.__conversationOpen = null;
  function newestShown() {
    var host = document.querySelector('rx-chat');
    var timeline = host && host.shadowRoot && host.shadowRoot.querySelector('[part~="timeline"]');
    if (!timeline) return false;
    var bodies = timeline.querySelectorAll('[part~="message-body"]');
    for (var i = bodies.length - 1; i >= 0; i--) {
      if (bodies[i].textContent !== newest) continue;
      var box = timeline.getBoundingClientRect();
      var message = bodies[i].closest('[part~="message"]');
      // A row laid out but not yet painted (the timeline settling at the newest) is not shown.
      if (!message.checkVisibility({ visibilityProperty: true })) return false;
      var row = message.getBoundingClientRect();
      return row.height > 0 && row.top >= box.top - 1 && row.bottom <= box.bottom + 1;
    }
    return false;
  }
  function frame() {
    if (newestShown()) window.__conversationOpen = performance.now();
    else requestAnimationFrame(frame);
  }
  requestAnimationFrame(frame);
})();
</script>
<script type="module" src="/dist/elements/rx-chat.js"></script>
</head>
<body>
<rx-chat conv-id="${escapeHtml(convId)}"></rx-chat>
</body>
</html>`;
}

/**
 * Runs in the page: scrolls the timeline `step` px per animation frame up to the oldest message
 * (waiting at the top while an earlier page loads), then down to the newest, and returns every
 * frame's interval (ms) of each pass.
 */
async function scrollWholeHistory({ step, total, limitMs }) {
  const timeline = document.querySelector('rx-chat').shadowRoot.querySelector('[part~="timeline"]');
  const nextFrame = () => new Promise((resolveFrame) => requestAnimationFrame(resolveFrame));
  const pass = async (move, done) => {
    const frames = [];
    const started = performance.now();
    let last = await nextFrame();
    while (!done()) {
      if (performance.now() - started > limitMs) return { frames, finished: false, ms: performance.now() - started };
      move();
      const now = await nextFrame();
      frames.push(now - last);
      last = now;
    }
    return { frames, finished: true, ms: performance.now() - started };
  };
  const loaded = () => Number(timeline.dataset.messageCount);
  const up = await pass(
    () => (timeline.scrollTop = Math.max(0, timeline.scrollTop - step)),
    () => timeline.scrollTop <= 0 && loaded() >= total && timeline.getAttribute('aria-busy') !== 'true',
  );
  const down = await pass(
    () => (timeline.scrollTop = timeline.scrollTop + step),
    () => timeline.scrollTop + timeline.clientHeight >= timeline.scrollHeight - 1,
  );
  return { up: { ...up, loaded: loaded() }, down, rows: timeline.querySelectorAll('[part~="message"]').length };
}

/**
 * requestAnimationFrame timestamps fall on the display's 60 Hz beat, so an on-time frame measures
 * one interval (16.67 ms, give or take the timer's jitter); a late one, two or more.
 */
const onTime = (ms, frameMs) => ms <= frameMs + 0.5;

function frameFigures(frames, frameMs) {
  if (!frames.length) return { frames: 0 };
  return {
    frames: frames.length,
    p50Ms: round2(quantile(frames, 0.5)),
    p95Ms: round2(quantile(frames, 0.95)),
    maxMs: round1(Math.max(...frames)),
    over16_7Ms: frames.filter((ms) => !onTime(ms, frameMs)).length,
    droppedFrames: frames.reduce((sum, ms) => sum + Math.max(0, Math.round(ms / frameMs) - 1), 0),
  };
}

/** Open time (median of `runs` fresh loads) and scrolling frame times of the long conversation. */
async function measureLongConversation(browser, origin, pages) {
  const { messages, runs: openRuns, scrollStep, frameMs } = longConversation;
  let convId;
  const loadAverageBefore = loadavg().map(round2);
  const seeded = performance.now();
  const session = await signedInState(
    browser,
    origin,
    (uId) => ({ uId, topic: 'Long conversation', providerNames: ['Bench Provider'], messages }),
    (id) => (convId = id),
  );
  const seedMs = performance.now() - seeded;
  // The seed's bodies are "History message N", N = 1 (oldest) to `messages` (newest).
  pages.set('/bench/signed-in/chat-long-conversation', longConversationPage({ convId, newestBody: `History message ${messages}` }));
  const errors = new Map();
  const openOnce = async (then) => {
    const context = await signedInContext(browser, session, { viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const note = (message) => errors.set(message, (errors.get(message) ?? 0) + 1);
    page.on('console', (message) => message.type() === 'error' && note(`error: ${message.text()}`));
    page.on('pageerror', (error) => note(`pageerror: ${error.message}`));
    page.on('response', (answer) => answer.status() >= 400 && note(`http ${answer.status()}: ${answer.request().method()} ${new URL(answer.url()).pathname}`));
    try {
      await page.goto(`${origin}/bench/signed-in/chat-long-conversation`, { waitUntil: 'domcontentloaded' });
      await page.waitForFunction(() => window.__conversationOpen !== null, undefined, { timeout: 30_000, polling: 50 });
      const openMs = await page.evaluate(() => window.__conversationOpen);
      return { openMs, ...(then ? await then(page) : {}) };
    } catch (error) {
      note(`failed: ${String(error.message ?? error).split('\n')[0]}`);
      return { openMs: null };
    } finally {
      await context.close();
    }
  };
  await openOnce(); // warm-up, discarded
  const opens = [];
  for (let run = 0; run < openRuns; run++) {
    opens.push((await openOnce()).openMs);
    process.stderr.write(`\rlong conversation: open ${run + 1}/${openRuns}`);
  }
  process.stderr.write('\rlong conversation: scrolling the whole history\n');
  const scrolled = await openOnce((page) => page.evaluate(scrollWholeHistory, { step: scrollStep, total: messages, limitMs: 300_000 }));
  const times = opens.filter((ms) => ms !== null);
  const pass = (p) => (p ? { finished: p.finished, seconds: round1(p.ms / 1000), ...frameFigures(p.frames, frameMs) } : undefined);
  return {
    messages,
    seedSeconds: round1(seedMs / 1000),
    loadAverage: { before: loadAverageBefore, after: loadavg().map(round2) },
    open: {
      what: 'navigation start -> the newest message shown whole in the timeline',
      runs: times.length,
      failed: opens.length - times.length,
      ...(times.length
        ? { medianMs: round1(median(times)), p25Ms: round1(quantile(times, 0.25)), p75Ms: round1(quantile(times, 0.75)), minMs: round1(Math.min(...times)), maxMs: round1(Math.max(...times)) }
        : {}),
    },
    scroll: scrolled.up
      ? {
          stepPx: scrollStep,
          targetP95Ms: round1(frameMs),
          up: { ...pass(scrolled.up), loadedMessages: scrolled.up.loaded },
          down: pass(scrolled.down),
          rowsInDom: scrolled.rows,
          status: verdict(scrolled.up.finished && scrolled.down.finished && onTime(Math.max(quantile(scrolled.up.frames, 0.95), quantile(scrolled.down.frames, 0.95)), frameMs)),
        }
      : { failed: true },
    consoleErrors: [...errors].map(([message, count]) => `${count}x ${message}`).slice(0, 5),
  };
}

async function measureFirstRender(targets, { withLongConversation = false } = {}) {
  const { chromium } = await import('@playwright/test');
  const pages = new Map(targets.map((t) => [t.path, benchPage(t)]));
  const reference = await startReferenceServer();
  const server = await startFrontServer(pages);
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const samples = new Map(targets.map((t) => [t.id, []]));
  let longConversationFigures;
  const failures = new Map(targets.map((t) => [t.id, 0]));
  const consoleErrors = new Map(targets.map((t) => [t.id, new Map()]));
  try {
    const session = targets.some((t) => t.signedIn) ? await signedInState(browser, origin) : undefined;
    const loadOnce = async (target) => {
      const context = target.signedIn ? await signedInContext(browser, session) : await browser.newContext();
      const page = await context.newPage();
      const messages = [];
      page.on('console', (message) => {
        if (message.type() === 'error') messages.push(`error: ${message.text()}`);
      });
      page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
      // Which address failed, beside the browser's bare "Failed to load resource" line.
      page.on('response', (answer) => {
        if (answer.status() >= 400) messages.push(`http ${answer.status()}: ${answer.request().method()} ${new URL(answer.url()).pathname}`);
      });
      try {
        await page.goto(`${origin}${target.path}`, { waitUntil: 'domcontentloaded' });
        await page.waitForFunction(() => window.__firstRender !== null, undefined, { timeout: 15_000, polling: 50 });
        return { time: await page.evaluate(() => window.__firstRender), messages };
      } catch (error) {
        return { time: null, messages: [...messages, `no render: ${String(error.message ?? error).split('\n')[0]}`] };
      } finally {
        await context.close();
      }
    };
    const record = (target, { time, messages }) => {
      const seen = consoleErrors.get(target.id);
      for (const message of messages) seen.set(message, (seen.get(message) ?? 0) + 1);
      if (time === null) failures.set(target.id, failures.get(target.id) + 1);
      else samples.get(target.id).push(time);
    };
    // One discarded warm-up load each (starts the renderer processes, fills the OS file cache).
    for (const target of targets) await loadOnce(target);
    for (let run = 0; run < runs; run++) {
      for (const target of targets) record(target, await loadOnce(target));
      process.stderr.write(`\rfirst render: run ${run + 1}/${runs}`);
    }
    process.stderr.write('\n');
    if (withLongConversation) {
      // A broken long-conversation page is a figure that failed, not a failed bench.
      longConversationFigures = await measureLongConversation(browser, origin, pages).catch((error) => ({ error: String(error.message ?? error).split('\n')[0] }));
    }
  } finally {
    await browser.close();
    server.close();
    reference.kill();
  }
  const renders = new Map(
    targets.map(({ id }) => {
      const values = samples.get(id);
      const errors = [...consoleErrors.get(id)].map(([message, count]) => `${count}x ${message}`);
      if (!values.length) return [id, { runs: 0, failed: failures.get(id), consoleErrors: errors.slice(0, 5) }];
      return [
        id,
        {
          runs: values.length,
          failed: failures.get(id),
          medianMs: round1(median(values)),
          p25Ms: round1(quantile(values, 0.25)),
          p75Ms: round1(quantile(values, 0.75)),
          minMs: round1(Math.min(...values)),
          maxMs: round1(Math.max(...values)),
          consoleErrors: errors.slice(0, 5),
        },
      ];
    }),
  );
  return { renders, longConversation: longConversationFigures };
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

function readPreloadMap(dir) {
  const file = join(dir, '.vite/preload-map.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

/** The English locale chunks an element's first screen renders with (none in builds without a preload map). */
const localeFiles = (preloadMap, tag) => (preloadMap ? (preloadMap.namespaces[tag] ?? []).map((ns) => preloadMap.locales.en?.[ns]).filter(Boolean) : []);

function longConversationReport(figures) {
  if (figures.error) return [`Long conversation (rx-chat): not measured: ${figures.error}`];
  const { open, scroll } = figures;
  const out = [
    `Long conversation (rx-chat, ${figures.messages} messages, conv-id attribute, signed in, direct import): open = ${open.what}, ${open.runs + open.failed} fresh loads; scroll = ${scroll.stepPx ?? ''} px per animation frame through the whole history, frame = interval between requestAnimationFrame timestamps (target p95 within one 16.7 ms interval); load average (1/5/15 min) ${figures.loadAverage.before.join(' ')} before, ${figures.loadAverage.after.join(' ')} after`,
    table(
      ['measure', 'runs / frames', 'failed', 'median / p50', 'p25-p75 / p95', 'min-max / max', 'frames > 16.7 ms', 'dropped frames', 'took', 'status'],
      [
        ['open', open.runs, open.failed, open.medianMs ? `${open.medianMs} ms` : '', open.runs ? `${open.p25Ms}-${open.p75Ms} ms` : '', open.runs ? `${open.minMs}-${open.maxMs} ms` : '', '', '', '', ''],
        ...(scroll.failed
          ? [['scroll', '', 'yes', '', '', '', '', '', '', 'n/a']]
          : [
              [`scroll up (loading pages of 25; ${scroll.up.loadedMessages} loaded)`, scroll.up],
              ['scroll down (all loaded)', scroll.down],
            ].map(([name, p]) => [name, p.frames, p.finished ? 0 : 'unfinished', `${p.p50Ms} ms`, `${p.p95Ms} ms`, `${p.maxMs} ms`, p.over16_7Ms, p.droppedFrames, `${p.seconds} s`, verdict(p.finished && onTime(p.p95Ms, longConversation.frameMs))])),
      ],
    ),
  ];
  if (figures.consoleErrors.length) out.push('Browser console errors on the long conversation\'s pages:', ...figures.consoleErrors.map((m) => `  ${m}`));
  return out;
}

async function main() {
  const skipBuild = process.env.BENCH_SKIP_BUILD === '1';
  const buildMs = skipBuild ? 0 : await buildAll();

  const libManifest = readManifest(distDir);
  const floorManifest = readManifest(benchDir);
  const preloadMap = readPreloadMap(distDir);
  const entries = (manifest) =>
    Object.entries(manifest)
      .filter(([, chunk]) => chunk.isEntry && /^elements\/rx-[a-z0-9-]+\.js$/.test(chunk.file))
      .map(([key, chunk]) => ({ key, tag: chunk.file.slice('elements/'.length, -3), file: chunk.file }));
  const elements = entries(libManifest)
    .filter((e) => !only || only.has(e.tag))
    .sort((a, b) => a.tag.localeCompare(b.tag));
  const [floorEntry] = entries(floorManifest);
  if (!floorEntry) throw new Error('the floor build has no elements/rx-floor.js entry');
  const loaderKey = Object.keys(libManifest).find((k) => libManifest[k].isEntry && libManifest[k].file === 'rx-widgets.js');
  if (!loaderKey) throw new Error(`${relative(root, distDir)}/rx-widgets.js is not in the manifest`);

  const floorDownload = measureDownloads(benchDir, floorManifest, floorEntry.key, floorEntry.tag);
  const downloads = new Map(elements.map((e) => [e.tag, measureDownloads(distDir, libManifest, e.key, e.tag, localeFiles(preloadMap, e.tag))]));
  const loader = sizesOf(join(distDir, 'rx-widgets.js'));

  const floorTarget = { id: 'rx-floor', tag: floorEntry.tag, mode: 'direct', path: '/bench/floor', moduleUrl: `/dist-bench/${floorEntry.file}`, attributes: pageAttributes['rx-floor'] };
  const targets = [floorTarget];
  for (const e of elements) {
    if (renderless.has(e.tag)) continue;
    for (const mode of ['direct', 'loader']) {
      const moduleUrl = mode === 'direct' ? `/dist/${e.file}` : '/dist/rx-widgets.js';
      targets.push({ id: `${e.tag} ${mode}`, tag: e.tag, mode, path: `/bench/${mode}/${e.tag}`, moduleUrl, attributes: pageAttributes[e.tag] });
      const signedIn = signedInPages[e.tag];
      if (signedIn) {
        targets.push({ id: `${e.tag} ${mode} signed in`, tag: e.tag, mode, signedIn: true, what: signedIn.what, moduleUrl, ready: signedIn.ready, ...signedIn.page(mode) });
      }
    }
  }
  if (beforeDir) {
    for (const t of targets.slice(1)) {
      const attributes = Object.fromEntries(Object.entries(t.attributes ?? {}).map(([k, v]) => [k, k === 'base-path' ? v.replace('/bench/', '/bench/before/') : v]));
      targets.push({ ...t, id: `before: ${t.id}`, before: true, attributes, path: t.path.replace('/bench/', '/bench/before/'), moduleUrl: t.moduleUrl.replace('/dist/', '/dist-before/') });
    }
    // Interleave: each page right after its counterpart of the other build.
    const after = targets.slice(1).filter((t) => !t.before);
    targets.splice(1, targets.length - 1, ...after.flatMap((t) => [t, targets.find((b) => b.id === `before: ${t.id}`)]));
  }
  const withLongConversation = elements.some((e) => e.tag === 'rx-chat');
  const { renders, longConversation: longConversationResult } =
    lighthouseMode === 'only' ? { renders: new Map(), longConversation: undefined } : await measureFirstRender(targets, { withLongConversation });
  const floorRender = renders.get(floorTarget.id);
  const lighthouseResult =
    lighthouseMode === 'off'
      ? undefined
      : await runLighthouseBench({
          startReferenceServer,
          serverPort,
          benchDir,
          floorModule: floorEntry.file,
          chromiumPath,
          runs: positiveInt(process.env.BENCH_LH_RUNS, 1),
          frontPort: Number.parseInt(process.env.BENCH_LH_PORT ?? '0', 10) || 0,
          only: lighthouseOnly,
          frontKind: lighthouseFront,
          distDir,
        });

  const result = {
    date: new Date().toISOString(),
    dist: relative(root, distDir) || '.',
    chromium: chromiumPath,
    runsPerTarget: runs,
    compression: 'gzip level 9, brotli quality 11, each file compressed on its own; 1 KB = 1024 bytes',
    budgets: {
      loaderGzipBytes: budgets.loaderGzip,
      sharedRuntimeCoreGzipBytes: budgets.sharedGzip,
      elementOwnGzipBytes: budgets.ownGzip,
      totalGzipBytes: budgets.totalGzip,
      firstRenderRatio: budgets.firstRenderRatio,
    },
    buildMs: Math.round(buildMs),
    loader: { file: 'rx-widgets.js', ...loader, budgetGzip: budgets.loaderGzip, status: verdict(loader.gzip <= budgets.loaderGzip) },
    floor: { tag: floorEntry.tag, download: { files: floorDownload.files, ...floorDownload.total }, firstRender: floorRender },
    elements: elements.map(({ tag }) => {
      const d = downloads.get(tag);
      const totalBudget = budgets.totalGzip[tag];
      return {
        tag,
        download: {
          files: d.files,
          ...d.total,
          gzipRatio: round2(d.total.gzip / floorDownload.total.gzip),
          brotliRatio: round2(d.total.brotli / floorDownload.total.brotli),
          ...(totalBudget ? { budgetGzip: totalBudget, status: verdict(d.total.gzip <= totalBudget) } : {}),
        },
        react: d.hasReact,
        ...(litHosts.has(tag) ? { noReactStatus: verdict(!d.hasReact) } : {}),
        // pdf.js and pdf-lib load only when a document or the terms open, never with an element.
        pdfLibraries: d.hasPdf,
        noPdfStatus: verdict(!d.hasPdf),
        ownCode: { ...d.own, budgetGzip: budgets.ownGzip, status: verdict(d.own.gzip <= budgets.ownGzip) },
        sharedRuntimeCore: { ...d.shared, gzipBy: d.sharedGzipBy, budgetGzip: budgets.sharedGzip, status: verdict(d.shared.gzip <= budgets.sharedGzip) },
      };
    }),
    firstRender: targets.slice(1).map((t) => {
      const render = renders.get(t.id);
      const ratio = render?.medianMs && floorRender?.medianMs ? round2(render.medianMs / floorRender.medianMs) : undefined;
      return { target: t.id, tag: t.tag, mode: t.mode, signedIn: !!t.signedIn, ...render, ratio, budgetRatio: budgets.firstRenderRatio, status: ratio === undefined ? 'n/a' : verdict(ratio <= budgets.firstRenderRatio) };
    }),
    ...(longConversationResult ? { longConversation: longConversationResult } : {}),
    ...(lighthouseResult ? { lighthouse: lighthouseResult } : {}),
  };

  if (beforeDir) {
    const beforeManifest = readManifest(beforeDir);
    const beforeMap = readPreloadMap(beforeDir);
    result.before = {
      dist: beforeDir,
      loader: sizesOf(join(beforeDir, 'rx-widgets.js')),
      elements: entries(beforeManifest)
        .filter((e) => !only || only.has(e.tag))
        .sort((a, b) => a.tag.localeCompare(b.tag))
        .map((e) => {
          const d = measureDownloads(beforeDir, beforeManifest, e.key, e.tag, localeFiles(beforeMap, e.tag));
          return { tag: e.tag, files: d.files.length, gzip: d.total.gzip, ownGzip: d.own.gzip, sharedGzip: d.shared.gzip, react: d.hasReact };
        }),
    };
  }
  mkdirSync(benchDir, { recursive: true });
  writeFileSync(join(benchDir, 'bench.json'), `${JSON.stringify(result, null, 2)}\n`);

  const out = [];
  out.push(`rx-widgets bench  (${relative(root, distDir) || '.'}; ${result.compression})`);
  out.push('');
  out.push('Downloads of the first screen: entry chunk + static imports (transitive) + English locale chunks; code loaded on demand not counted');
  out.push(
    table(
      ['element', 'files', 'gzip', 'total budget', 'brotli', 'x floor (gz)', 'React', 'pdf libs', 'own code gz', 'budget 30 KB', 'shared runtime+core gz', 'budget 110 KB'],
      [
        [`${floorEntry.tag} (floor)`, floorDownload.files.length, kb(floorDownload.total.gzip), '', kb(floorDownload.total.brotli), '1.00', 'yes', '', '', '', '', ''],
        ...result.elements.map((e) => [
          e.tag,
          e.download.files.length,
          kb(e.download.gzip),
          e.download.status ? `${e.download.status} (${kb(e.download.budgetGzip)})` : '',
          kb(e.download.brotli),
          e.download.gzipRatio.toFixed(2),
          e.noReactStatus ? `${e.react ? 'yes' : 'no'} (${e.noReactStatus})` : e.react ? 'yes' : 'no',
          `${e.pdfLibraries ? 'yes' : 'no'} (${e.noPdfStatus})`,
          kb(e.ownCode.gzip),
          e.ownCode.status,
          `${kb(e.sharedRuntimeCore.gzip)} (runtime ${kb(e.sharedRuntimeCore.gzipBy.runtime)}, core ${kb(e.sharedRuntimeCore.gzipBy.core + e.sharedRuntimeCore.gzipBy['other-src'])})`,
          e.sharedRuntimeCore.status,
        ]),
      ],
    ),
  );
  if (result.before) {
    out.push('');
    out.push(`Before (${result.before.dist}): same measure`);
    out.push(
      table(
        ['element', 'files', 'gzip', 'own code gz', 'shared runtime+core gz', 'React'],
        result.before.elements.map((e) => [e.tag, e.files, kb(e.gzip), kb(e.ownGzip), kb(e.sharedGzip), e.react ? 'yes' : 'no']),
      ),
    );
    out.push(`loader before: ${kb(result.before.loader.gzip)} gzip`);
  }
  out.push('');
  out.push(table(['loader', 'raw', 'gzip', 'brotli', 'budget 3 KB gz'], [['rx-widgets.js', kb(loader.raw), kb(loader.gzip), kb(loader.brotli), result.loader.status]]));
  out.push('');
  out.push(`First render: navigation start -> first rendered content (signed in: the screen named); ${runs} fresh page loads per row, interleaved, headless Chromium`);
  const spread = (r) => (r?.runs ? `${r.p25Ms}-${r.p75Ms} ms` : '');
  const range = (r) => (r?.runs ? `${r.minMs}-${r.maxMs} ms` : '');
  out.push(
    table(
      ['page', 'runs', 'failed', 'median', 'p25-p75', 'min-max', 'x floor', 'budget 1.5x', 'console errors'],
      [
        [`${floorEntry.tag} (floor)`, floorRender?.runs, floorRender?.failed, floorRender?.medianMs ? `${floorRender.medianMs} ms` : '', spread(floorRender), range(floorRender), '1.00', '', floorRender?.consoleErrors?.length ?? 0],
        ...result.firstRender.map((r) => [
          `${r.target}${r.signedIn ? ` (${targets.find((t) => t.id === r.target)?.what})` : ''}`,
          r.runs,
          r.failed,
          r.medianMs ? `${r.medianMs} ms` : '',
          spread(r),
          range(r),
          r.ratio?.toFixed(2) ?? '',
          r.status,
          r.consoleErrors?.length ?? 0,
        ]),
        ...elements.filter((e) => renderless.has(e.tag)).map((e) => [e.tag, '', '', '', '', '', '', 'skipped: renders no content of its own', '']),
      ],
    ),
  );
  const notes = [floorRender, ...result.firstRender].flatMap((r) => (r?.consoleErrors ?? []).map((m) => `${r === floorRender ? 'rx-floor' : r.target}: ${m}`));
  if (notes.length) {
    out.push('');
    out.push('Browser console errors during the runs (sampling went on):');
    for (const note of notes) out.push(`  ${note}`);
  }
  if (longConversationResult) out.push('', ...longConversationReport(longConversationResult));
  if (lighthouseResult) out.push('', ...lighthouseReport(lighthouseResult, table));
  if (runs < 15) out.push(`\nNote: ${runs} runs per page; publish figures from at least 15.`);
  out.push('');
  out.push(`JSON: ${relative(root, join(benchDir, 'bench.json'))}`);
  console.log(out.join('\n'));
}

main().catch((error) => {
  // A broken build or browser is an error of the bench itself, not a figure.
  console.error(error);
  process.exitCode = 1;
});
