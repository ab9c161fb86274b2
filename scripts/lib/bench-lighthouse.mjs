/**
 * The mobile page bench of `npm run bench`: Lighthouse (mobile form factor, simulated "lantern"
 * throttling: slow 4G, 4x CPU slowdown) on the portal's sign-in page, its signed-in screens
 * (signed in through the real form), the intranet page and a bare page with the floor element,
 * all in one browser and one run.
 *
 * Debian's Chromium (CHROMIUM_PATH) is started here with remote debugging on a free port; no
 * browser is ever downloaded. Playwright connects to it over CDP to sign in; Lighthouse then
 * audits each page in the same browser with `disableStorageReset` (each audited tab takes the
 * session from the sign-in tab, which stays open, as a patient's new tab does), the HTTP
 * cache cleared before each page (every page is a cold load).
 *
 * Pages are served as a partner deploys them (BENCH_LH_FRONT=nginx-h2, the default): Debian's
 * nginx with the deployed configuration (startNginxFront below) terminates TLS (a certificate made
 * for the run; Chromium is told to accept it) and speaks HTTP/2 to the browser. BENCH_LH_FRONT=http1
 * puts a plain HTTP/1.1 front server there instead, which passes everything to the reference
 * server and sends the floor's files precompressed the same way. Each page is audited BENCH_LH_RUNS (1)
 * times; the run with the median score is kept. Full reports go to dist-bench/lighthouse/.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { extname, join, normalize, sep } from 'node:path';
import { ensureNginx } from './ensure.mjs';
import { startNginx } from './nginx.mjs';

const mimeTypes = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css', '.svg': 'image/svg+xml' };

/** The pages, in the order they are audited: signed-out pages first, then the sign-in. */
export const lighthousePages = [
  { id: 'floor', path: '/bench/lighthouse/floor', what: 'bare page, <rx-floor> only' },
  { id: 'intranet', path: '/intranet/', what: 'intranet: <rx-login> + <rx-refill>' },
  { id: 'portal sign-in', path: '/portal/login', what: '<rx-portal> sign-in' },
  { id: 'portal home', path: '/portal/home', signedIn: true },
  { id: 'portal refill', path: '/portal/refill', signedIn: true },
  { id: 'portal medications', path: '/portal/medication', signedIn: true },
  { id: 'portal chat', path: '/portal/chat', signedIn: true },
  { id: 'portal documents', path: '/portal/documents', signedIn: true },
  { id: 'portal settings', path: '/portal/settings', signedIn: true },
];

const floorPage = (moduleUrl) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Floor</title>
<script type="module" src="${moduleUrl}"></script>
</head>
<body>
<rx-floor name="bench"></rx-floor>
</body>
</html>`;

/** Sends a built file as the reference server does: its .br or .gz twin when accepted. */
function sendBuilt(request, response, file) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const type = mimeTypes[extname(file)] ?? 'application/octet-stream';
  const hashed = /-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/.test(file);
  const headers = { 'content-type': type, 'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache', vary: 'Accept-Encoding' };
  for (const [encoding, suffix] of [['br', '.br'], ['gzip', '.gz']]) {
    if (accepted.includes(encoding) && existsSync(file + suffix)) {
      response.writeHead(200, { ...headers, 'content-encoding': encoding });
      return response.end(readFileSync(file + suffix));
    }
  }
  response.writeHead(200, headers);
  response.end(readFileSync(file));
}

/**
 * The front as a partner deploys it: nginx with the deployed configuration (scripts/lib/nginx.mjs:
 * the bundle from dist/ with its .gz files and caching, pages and API from the reference server,
 * gzip on), terminating TLS with HTTP/2 (a certificate made for this run). It also serves the
 * floor's page and files.
 */
async function startNginxFront({ benchDir, distDir, floorModule, serverPort }) {
  ensureNginx();
  const runDir = mkdtempSync(join(tmpdir(), 'rx-bench-nginx-'));
  // nginx's workers drop to an unprivileged user when started as root: they must read the page.
  chmodSync(runDir, 0o755);
  const certificate = join(runDir, 'cert.pem');
  const key = join(runDir, 'key.pem');
  const made = spawnSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', certificate], { encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`openssl could not make the bench's certificate: ${made.stderr}`);
  const floorFile = join(runDir, 'floor.html');
  writeFileSync(floorFile, floorPage(`/dist-bench/${floorModule}`));
  const extraLocations = `
    location = /bench/lighthouse/floor {
      default_type text/html;
      add_header Cache-Control no-store always;
      alias ${floorFile};
    }
    location /dist-bench/ {
      alias ${benchDir.replace(/\/?$/, '/')};
      gzip_static on;
      add_header Cache-Control "public, max-age=31536000, immutable" always;
      add_header Vary Accept-Encoding always;
    }`;
  const port = await freePort();
  const nginx = await startNginx({ runDir, port, upstreamPorts: [serverPort], distDir, tls: { certificate, key }, extraLocations });
  return {
    origin: `https://127.0.0.1:${port}`,
    close: async () => {
      await nginx.stop();
      rmSync(runDir, { recursive: true, force: true });
    },
  };
}

function freePort() {
  return new Promise((resolvePort) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

async function startNodeFront(options) {
  const server = await startFront(options);
  return { origin: `http://127.0.0.1:${server.address().port}`, close: async () => server.close() };
}

function startFront({ benchDir, floorModule, serverPort, port }) {
  const page = floorPage(`/dist-bench/${floorModule}`);
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/bench/lighthouse/floor') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      return response.end(page);
    }
    if (url.pathname.startsWith('/dist-bench/')) {
      const file = normalize(join(benchDir, decodeURIComponent(url.pathname.slice('/dist-bench/'.length))));
      if (!file.startsWith(benchDir + sep) || !existsSync(file)) {
        response.writeHead(404, { 'content-type': 'text/plain' });
        return response.end('not found');
      }
      return sendBuilt(request, response, file);
    }
    const upstream = httpRequest(
      { host: '127.0.0.1', port: serverPort, method: request.method, path: request.url, headers: { ...request.headers, host: `127.0.0.1:${serverPort}` } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      response.writeHead(502, { 'content-type': 'text/plain' });
      response.end('reference server unavailable');
    });
    request.pipe(upstream);
  });
  return new Promise((resolveServer) => server.listen(port, '127.0.0.1', () => resolveServer(server)));
}

/** Debian's Chromium with remote debugging on a free port (read back from DevToolsActivePort). */
async function startChromium(chromiumPath) {
  const profile = mkdtempSync(join(tmpdir(), 'rx-bench-lh-'));
  const child = spawn(
    chromiumPath,
    [
      '--headless=new',
      '--no-sandbox',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-extensions',
      '--disable-quic',
      // The bench's front has a certificate made for the run, which no authority signed.
      '--ignore-certificate-errors',
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const portFile = join(profile, 'DevToolsActivePort');
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Chromium (${chromiumPath}) stopped at start`);
    if (existsSync(portFile)) {
      const port = Number.parseInt(readFileSync(portFile, 'utf8').split('\n')[0], 10);
      if (port > 0) return { port, stop: () => stopChromium(child, profile) };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('Chromium did not open its debugging port');
}

async function stopChromium(child, profile) {
  if (child.exitCode === null) {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill();
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  }
  // Chromium's helper processes can still be writing into the profile for a moment after it exits.
  try {
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 });
  } catch (error) {
    process.stderr.write(`\nthe browser's profile ${profile} could not be removed: ${error.code ?? error}\n`);
  }
}

/** A new patient (with a short conversation for the chat) signed in through the portal's form. */
async function signIn(context, origin, serverOrigin) {
  const post = (path, body) => fetch(`${serverOrigin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const created = await post('/api/dev/refill-patients', {});
  if (!created.ok) throw new Error(`POST /api/dev/refill-patients answered ${created.status}`);
  const patient = await created.json();
  const conversation = await post('/api/dev/care-team-conversations', { uId: patient.uId, topic: 'Bench conversation', providerNames: ['Bench Provider'], messages: 30 });
  if (!conversation.ok) throw new Error(`POST /api/dev/care-team-conversations answered ${conversation.status}`);
  const page = await context.newPage();
  try {
    await page.goto(`${origin}/portal/login`);
    const portal = page.locator('rx-portal');
    await portal.getByLabel('Mobile phone or e-mail').fill(patient.username);
    await portal.getByLabel('Password', { exact: true }).fill(patient.password);
    await portal.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(/\/portal\/home$/, { timeout: 60_000 });
  } catch (error) {
    await page.close();
    throw error;
  }
  // The session lives in this tab (sessionStorage): it stays open, and each audited tab takes the
  // session from it as a patient's new tab does (src/core/session/tab-session.ts).
  return page;
}

/** The Lighthouse the bench runs (the installed package's version). */
const lighthouseVersion = () => JSON.parse(readFileSync(new URL('../../node_modules/lighthouse/package.json', import.meta.url), 'utf8')).version;

const ms = (audit) => (audit?.numericValue === undefined ? null : Math.round(audit.numericValue));
/** What Lighthouse says holds a page: failed opportunities and diagnostics, biggest first. */
function holdsOf(lhr) {
  // Lighthouse 13 names several of these as insights (the DevTools performance panel's).
  const names = [
    'render-blocking-insight',
    'unused-javascript',
    'bootup-time',
    'mainthread-work-breakdown',
    'document-latency-insight',
    'network-dependency-tree-insight',
    'redirects',
    'unminified-javascript',
    'cache-insight',
    'cls-culprits-insight',
    'long-tasks',
  ];
  return names
    .map((name) => lhr.audits[name])
    .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
    .map((audit) => `${audit.id}: ${audit.displayValue ?? ''}`.trim());
}

/**
 * The longest chain of requests: Lighthouse 12's critical-request-chains audit (its length and
 * duration), or Lighthouse 13's network dependency tree, followed along its `isLongest` nodes
 * (every request of the chain, and when its last one ended after navigation start).
 */
function longestChainOf(audits) {
  const critical = audits['critical-request-chains']?.details?.longestChain;
  if (critical) return { length: critical.length, durationMs: Math.round(critical.duration) };
  const tree = audits['network-dependency-tree-insight']?.details?.items?.find((item) => item.value?.type === 'network-tree')?.value;
  let level = tree?.chains;
  let length = 0;
  let endMs = 0;
  for (let node = level && Object.values(level).find((n) => n.isLongest); node; node = Object.values(level).find((n) => n.isLongest)) {
    length += 1;
    endMs = node.navStartToEndTime;
    level = node.children ?? {};
  }
  return length ? { length, durationMs: Math.round(endMs) } : null;
}

function figuresOf(lhr) {
  const a = lhr.audits;
  const lcpElement = a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.selector;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcpMs: ms(a['first-contentful-paint']),
    lcpMs: ms(a['largest-contentful-paint']),
    tbtMs: ms(a['total-blocking-time']),
    cls: a['cumulative-layout-shift']?.numericValue === undefined ? null : Math.round(a['cumulative-layout-shift'].numericValue * 1000) / 1000,
    speedIndexMs: ms(a['speed-index']),
    bytes: Math.round(a['total-byte-weight']?.numericValue ?? 0),
    requests: a['network-requests']?.details?.items?.length ?? null,
    longestChain: longestChainOf(a),
    lcpElement: lcpElement ?? null,
    holds: holdsOf(lhr),
    finalUrl: lhr.finalDisplayedUrl,
    runtimeError: lhr.runtimeError?.message,
  };
}

/**
 * Runs every page; returns { pages: [{ id, path, ...figures }], load: { before, after } }.
 * `startReferenceServer` starts (and returns the child of) the reference server on `serverPort`.
 */
export async function runLighthouseBench({ startReferenceServer, serverPort, benchDir, floorModule, chromiumPath, runs = 1, frontPort = 0, only, frontKind = 'nginx-h2', distDir }) {
  const { default: lighthouse } = await import('lighthouse');
  const { chromium } = await import('@playwright/test');
  const reportDir = join(benchDir, 'lighthouse');
  mkdirSync(reportDir, { recursive: true });
  const loadBefore = loadavg();
  const reference = await startReferenceServer();
  const front = await (frontKind === 'nginx-h2' ? startNginxFront({ benchDir, distDir, floorModule, serverPort }) : startNodeFront({ benchDir, floorModule, serverPort, port: frontPort })).catch((error) => {
    reference.kill();
    throw error;
  });
  const origin = front.origin;
  const browserProcess = await startChromium(chromiumPath);
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${browserProcess.port}`);
  const pages = [];
  const loads = [];
  try {
    const context = browser.contexts()[0];
    const cdpPage = await context.newPage();
    const cdp = await context.newCDPSession(cdpPage);
    let signedIn = false;
    for (const target of lighthousePages.filter((p) => !only || only.has(p.id))) {
      if (target.signedIn && !signedIn) {
        await signIn(context, origin, `http://127.0.0.1:${serverPort}`);
        signedIn = true;
      }
      const reports = [];
      for (let run = 0; run < runs; run++) {
        await cdp.send('Network.clearBrowserCache');
        loads.push(loadavg()[0]);
        const result = await lighthouse(`${origin}${target.path}`, {
          port: browserProcess.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          disableStorageReset: true,
          formFactor: 'mobile',
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${target.path}`);
        reports.push(result.lhr);
        process.stderr.write(`\rlighthouse: ${target.id} run ${run + 1}/${runs}        `);
      }
      reports.sort((x, y) => (x.categories.performance.score ?? 0) - (y.categories.performance.score ?? 0));
      const kept = reports[Math.floor((reports.length - 1) / 2)];
      writeFileSync(join(reportDir, `${target.id.replace(/\s+/g, '-')}.json`), JSON.stringify(kept));
      pages.push({ id: target.id, path: target.path, what: target.what, signedIn: !!target.signedIn, scores: reports.map((r) => Math.round((r.categories.performance.score ?? 0) * 100)), ...figuresOf(kept) });
    }
    process.stderr.write('\n');
  } finally {
    await browser.close().catch(() => {});
    await browserProcess.stop();
    await front.close();
    reference.kill();
  }
  const loadAfter = loadavg();
  const round = (n) => Math.round(n * 100) / 100;
  return {
    lighthouse: lighthouseVersion(),
    settings: 'mobile form factor, simulated throttling (slow 4G, 4x CPU slowdown), performance category only, cold HTTP cache',
    front: frontKind === 'nginx-h2' ? 'nginx in front: TLS, HTTP/2' : 'plain HTTP/1.1 front server',
    runsPerPage: runs,
    load: { before: loadBefore.map(round), after: loadAfter.map(round), oneMinuteDuringRuns: { min: round(Math.min(...loads)), max: round(Math.max(...loads)) } },
    pages,
  };
}

/** The table printed by `npm run bench`. */
export function lighthouseReport(figures, table) {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const floor = figures.pages.find((p) => p.id === 'floor');
  const out = [`Lighthouse ${figures.lighthouse} (${figures.settings}; ${figures.front}); ${figures.runsPerPage} run(s) per page, median score kept`];
  out.push(
    table(
      ['page', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'transferred', 'requests', 'longest chain', 'x floor (bytes / requests)'],
      figures.pages.map((p) => [
        p.id,
        p.runtimeError ? `error: ${p.runtimeError}` : `${p.score}${p.scores.length > 1 ? ` (${p.scores.join(', ')})` : ''}`,
        `${p.fcpMs} ms`,
        `${p.lcpMs} ms`,
        `${p.tbtMs} ms`,
        p.cls,
        kb(p.bytes),
        p.requests,
        p.longestChain ? `${p.longestChain.length} (${p.longestChain.durationMs} ms)` : '',
        floor && p !== floor ? `${(p.bytes / floor.bytes).toFixed(2)} / ${(p.requests / floor.requests).toFixed(2)}` : '',
      ]),
    ),
  );
  for (const p of figures.pages) if (p.holds.length) out.push(`  ${p.id}: ${p.holds.join('; ')}${p.lcpElement ? `; LCP element ${p.lcpElement}` : ''}`);
  out.push(`Load average (1, 5, 15 min): before ${figures.load.before.join(', ')}; after ${figures.load.after.join(', ')}; 1-min during the runs ${figures.load.oneMinuteDuringRuns.min}-${figures.load.oneMinuteDuringRuns.max}`);
  return out;
}
