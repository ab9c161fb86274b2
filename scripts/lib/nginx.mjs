import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';

/** Debian's nginx (`apt-get install nginx-light` or `nginx`); NGINX_PATH names another binary. */
export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** Debian's brotli_static module for nginx (package libnginx-mod-http-brotli-static): sends the .br files. */
export const BROTLI_STATIC_PACKAGE = 'libnginx-mod-http-brotli-static';
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/**
 * The partner origins' renderer the edge container runs at start (POSIX sh): RX_ALLOWED_ORIGINS
 * in, nginx `map` lines out, refusing anything that is not an origin. startNginx runs the same.
 */
export const ORIGINS_RENDERER = fileURLToPath(new URL('../../deploy/render-nginx-origins.sh', import.meta.url));

/** Renders the partner origins' map lines through deploy/render-nginx-origins.sh into `file`. */
export function renderAllowedOrigins(allowedOrigins, file) {
  const lines = execFileSync('sh', [ORIGINS_RENDERER], { env: { ...process.env, RX_ALLOWED_ORIGINS: allowedOrigins.join(',') }, encoding: 'utf8' });
  writeFileSync(file, lines);
}

/** Origins the widgets' pages on this machine use in development (as server/cors.ts allows them). */
const LOCAL_DEMO_ORIGIN = '~^http://(localhost|([a-z0-9-]+\\.)+localhost|127\\.0\\.0\\.1)(:[0-9]{1,5})?$';

/**
 * nginx's configuration for N server processes on loopback ports, with everything nginx writes
 * (pid, temp folders, error log) inside `runDir`, so it runs without root.
 *
 * - Stickiness: socket.io's HTTP long-polling needs every request of one connection on the same
 *   process, so the upstream hashes the client address (consistent hashing: a process that leaves
 *   moves only its own clients). WebSocket upgrades pass through.
 * - Draining: a process that refuses connections or answers 502/503/504 is taken out of rotation
 *   for `failTimeout` (passive checks, `max_fails=1`), and the request goes to the next process when
 *   it can be retried safely (nginx never resends a POST that already reached a process).
 * - The widget bundle (/dist/) is served by nginx from `distDir` with its precompressed `.br`
 *   files (brotli_static, when `brotliModule` names Debian's module) and `.gz` files
 *   (gzip_static), the same Cache-Control as the server (hashed chunks immutable, loader and
 *   element modules revalidated) and CORS for the partner origins; `cdnDir`, the CDN layout
 *   (scripts/build-cdn.mjs), the same way at /cdn/ (a version's folder immutable, the major
 *   aliases for five minutes); everything else, including /api,
 *   /socket.io, /identity and the pages, goes to the processes. /metrics is not served publicly.
 * - The access log records the method, the path without its query and the status, never a query
 *   string or referrer (`rx_no_query`), where tokens and e-mail addresses can travel.
 * - `tls` ({ certificate, key } files): nginx terminates TLS and speaks HTTP/2 to browsers, as a
 *   patient's phone should meet the portal (many small files over one connection).
 *   `extraLocations`: more location blocks for this server (the bench's floor page).
 * - `originsFile`: the partner origins' map lines (RX_ALLOWED_ORIGINS), rendered at start by
 *   deploy/render-nginx-origins.sh, as the edge container does; nginx includes the file.
 * - /edge-healthz: nginx's own health (204), for the edge container's health check.
 */
export function nginxConfig({ runDir, listenHost = '127.0.0.1', port, upstreamPorts = [], upstreams = upstreamPorts.map((upstreamPort) => `127.0.0.1:${upstreamPort}`), distDir, cdnDir, originsFile, development = true, failTimeout = '10s', tls, extraLocations = '', brotliModule }) {
  const originLines = [...(originsFile ? [`    include ${originsFile};`] : []), ...(development ? [`    "${LOCAL_DEMO_ORIGIN}" $http_origin;`] : [])];
  const temp = (name) => path.join(runDir, name);
  const staticHeaders = `
${brotliModule ? '      brotli_static on;\n' : ''}      gzip_static on;
      add_header Cache-Control $rx_static_cache always;
      add_header Access-Control-Allow-Origin $rx_cors_origin always;
      add_header Vary "Origin, Accept-Encoding" always;
      add_header X-Content-Type-Options nosniff always;
      add_header Cross-Origin-Resource-Policy cross-origin always;`;
  const proxied = `
      proxy_pass http://rx_servers;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503 http_504;
      proxy_next_upstream_tries ${upstreams.length};
      proxy_connect_timeout 2s;
      proxy_read_timeout 75s;
      proxy_buffering off;`;
  return `# Generated by scripts/lib/nginx.mjs; edit that file, not this one.
${brotliModule ? `load_module ${brotliModule};\n` : ''}daemon off;
worker_processes 1;
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;

events {
  worker_connections 1024;
}

http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  # No query string, no referrer: they can carry tokens (a link's secret, a signed preference
  # token) and addresses. $uri is the path alone; $request and $request_uri would add the query.
  log_format rx_no_query '$remote_addr - [$time_local] "$request_method $uri $server_protocol" '
                         '$status $body_bytes_sent $request_time "$http_user_agent"';
  access_log ${temp('access.log')} rx_no_query;
  client_body_temp_path ${temp('client_body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  server_tokens off;
  sendfile on;
  # The largest upload the API takes (documents) with room for the multipart envelope.
  client_max_body_size 25m;

  map $http_upgrade $connection_upgrade {
    default upgrade;
    '' close;
  }

  # Partner origins (RX_ALLOWED_ORIGINS) that may load the widget bundle.
  map $http_origin $rx_cors_origin {
    default "";
${originLines.join('\n')}
  }

  map $uri $rx_static_cache {
    "~^/dist/(chunks|assets)/.+-[A-Za-z0-9_-]{8}\\.[a-z0-9]+(\\.map)?$" "public, max-age=31536000, immutable";
    # The CDN layout: a version's folder never changes; the major aliases move with each release.
    "~^/cdn/[0-9]+\\.[0-9]+\\.[0-9]+(-[0-9A-Za-z.-]+)?/" "public, max-age=31536000, immutable";
    "~^/cdn/" "public, max-age=300";
    default "no-cache";
  }

  upstream rx_servers {
    hash $remote_addr consistent;
${upstreams.map((upstream) => `    server ${upstream} max_fails=1 fail_timeout=${failTimeout};`).join('\n')}
  }

  gzip on;
  gzip_vary on;
  gzip_proxied any;
  gzip_types application/json application/javascript text/css text/plain image/svg+xml application/manifest+json;

  server {
${tls ? `    # TLS with HTTP/2: a patient's phone fetches the bundle's files over one connection.
    listen ${listenHost}:${port} ssl http2;
    ssl_certificate ${tls.certificate};
    ssl_certificate_key ${tls.key};` : `    listen ${listenHost}:${port};`}${extraLocations}

    location = /metrics {
      return 404;
    }

    location = /edge-healthz {
      access_log off;
      return 204;
    }

    location /dist/ {
      alias ${distDir.replace(/\/?$/, '/')};${staticHeaders}
    }
${cdnDir ? `
    location /cdn/ {
      alias ${cdnDir.replace(/\/?$/, '/')};${staticHeaders}
    }
` : ''}
    location / {${proxied}
    }
  }
}
`;
}

/** Writes the configuration into `runDir` and starts nginx in the foreground; resolves once it answers. */
export async function startNginx(options) {
  const { runDir, port, listenHost = '127.0.0.1' } = options;
  for (const folder of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(runDir, folder), { recursive: true });
  const configFile = path.join(runDir, 'nginx.conf');
  const originsFile = path.join(runDir, 'allowed-origins.conf');
  renderAllowedOrigins(options.allowedOrigins ?? [], originsFile);
  writeFileSync(configFile, nginxConfig({ brotliModule: existsSync(BROTLI_STATIC_MODULE) ? BROTLI_STATIC_MODULE : undefined, originsFile, ...options }));
  const check = spawnSync(NGINX_PATH, ['-t', '-q', '-p', runDir, '-c', configFile], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused its configuration (${configFile}):\n${check.stderr}`);
  const child = spawn(NGINX_PATH, ['-p', runDir, '-c', configFile], { stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const host = listenHost === '0.0.0.0' ? '127.0.0.1' : listenHost;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      // Over TLS (a certificate of the caller's own, possibly self-signed) an open port is enough.
      if (options.tls) await portAnswers(host, port);
      else await fetch(`http://${host}:${port}/healthz`);
      break;
    } catch {
      if (child.exitCode !== null) throw new Error(`nginx stopped at start (see ${path.join(runDir, 'error.log')})`);
      await sleep(100);
    }
  }
  return {
    configFile,
    errorLog: path.join(runDir, 'error.log'),
    accessLog: path.join(runDir, 'access.log'),
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGQUIT'); // graceful: finishes the requests it serves
      await Promise.race([exited, sleep(5_000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

export const nginxInstalled = () => existsSync(NGINX_PATH);

function portAnswers(host, port) {
  return new Promise((resolve, reject) => {
    const socket = connect(port, host);
    socket.once('connect', () => {
      socket.destroy();
      resolve();
    });
    socket.once('error', reject);
  });
}

/**
 * The configuration compose.yaml's nginx runs (deploy/nginx.conf): the same as the tested one, with
 * the two API replicas by service name and the widget bundle copied into the nginx image.
 * Regenerate with `node -e "import('./scripts/lib/nginx.mjs').then((m) => process.stdout.write(m.composeNginxConfig()))" > deploy/nginx.conf`.
 */
export function composeNginxConfig() {
  return nginxConfig({
    runDir: '/tmp/nginx',
    listenHost: '0.0.0.0',
    port: 8080,
    upstreams: ['api-1:4300', 'api-2:4300'],
    distDir: '/srv/rx-widgets/dist',
    cdnDir: '/srv/rx-widgets/cdn',
    // Rendered from RX_ALLOWED_ORIGINS when the container starts (the Dockerfile's edge CMD).
    originsFile: '/tmp/nginx/allowed-origins.conf',
    development: false,
    // The Dockerfile's edge image installs it beside nginx.
    brotliModule: BROTLI_STATIC_MODULE,
  });
}
