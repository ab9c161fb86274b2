import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { composeNginxConfig, nginxConfig, ORIGINS_RENDERER } from '../../../scripts/lib/nginx.mjs';

/** deploy/render-nginx-origins.sh under Debian's sh (dash), as the edge container runs it. */
const renderOrigins = (value: string) => spawnSync('sh', [ORIGINS_RENDERER], { env: { PATH: process.env.PATH, RX_ALLOWED_ORIGINS: value }, encoding: 'utf8' });

describe('nginx configuration', () => {
  it('compose.yaml runs the configuration the topology test runs (deploy/nginx.conf is generated)', () => {
    expect(readFileSync('deploy/nginx.conf', 'utf8')).toBe(composeNginxConfig());
  });

  it('keeps each client on one process, passes WebSocket upgrades, drains failed processes and keeps /metrics private', () => {
    const config = nginxConfig({ runDir: '/run/rx', port: 8080, upstreamPorts: [4301, 4302], distDir: '/srv/dist', originsFile: '/run/rx/allowed-origins.conf', development: false });
    expect(config).toContain('hash $remote_addr consistent;');
    expect(config).toContain('server 127.0.0.1:4301 max_fails=1 fail_timeout=10s;');
    expect(config).toContain('server 127.0.0.1:4302 max_fails=1 fail_timeout=10s;');
    expect(config).toContain('proxy_set_header Upgrade $http_upgrade;');
    expect(config).toContain('proxy_next_upstream error timeout http_502 http_503 http_504;');
    expect(config).toMatch(/location = \/metrics \{\s+return 404;/);
    expect(config).toContain('gzip_static on;');
    expect(config).toMatch(/map \$http_origin \$rx_cors_origin \{\s+default "";\s+include \/run\/rx\/allowed-origins.conf;\s+\}/);
    // Production: no local demo origins; everything nginx writes stays in its run folder.
    expect(config).not.toContain('localhost');
    const fileLines = config.split('\n').filter((candidate) => /^\s*(pid|error_log|access_log|\w+_temp_path) /.test(candidate) && !/access_log off;/.test(candidate));
    for (const line of fileLines) expect(line).toContain('/run/rx/');
  });

  it('logs no query string nor referrer: every access_log uses a format of the path ($uri) alone', () => {
    for (const config of [nginxConfig({ runDir: '/run/rx', port: 8080, upstreamPorts: [4301], distDir: '/srv/dist' }), composeNginxConfig()]) {
      const formats = new Map([...config.matchAll(/log_format\s+(\S+)\s+((?:'[^']*'\s*)+);/g)].map((match) => [match[1]!, match[2]!]));
      // `access_log off` (the edge's own health check) writes nothing.
      const accessLogs = [...config.matchAll(/^\s*access_log\s+([^;]+);/gm)].map((match) => match[1]!.trim().split(/\s+/)).filter(([file]) => file !== 'off');
      expect(accessLogs.length).toBeGreaterThan(0);
      for (const [file, format] of accessLogs) {
        // Without a format nginx writes "combined", whose $request holds the query string.
        expect(format, `access_log ${file} names its format`).toBeDefined();
        const line = formats.get(format!);
        expect(line, `log_format ${format}`).toBeDefined();
        expect(line).toContain('$uri');
        for (const variable of ['$request ', '$request"', '$request_uri', '$args', '$query_string', '$arg_', '$http_referer', '$is_args']) expect(line).not.toContain(variable);
      }
    }
  });

  it('terminates TLS with HTTP/2 when given a certificate, and keeps plain HTTP otherwise', () => {
    const options = { runDir: '/run/rx', port: 8443, upstreamPorts: [4301], distDir: '/srv/dist', development: false };
    const secure = nginxConfig({ ...options, tls: { certificate: '/etc/rx/cert.pem', key: '/etc/rx/key.pem' } });
    expect(secure).toContain('listen 127.0.0.1:8443 ssl http2;');
    expect(secure).toContain('ssl_certificate /etc/rx/cert.pem;');
    expect(secure).toContain('ssl_certificate_key /etc/rx/key.pem;');
    const plain = nginxConfig(options);
    expect(plain).toContain('listen 127.0.0.1:8443;');
    expect(plain).not.toContain('ssl');
  });

  it('sends the bundle’s .br files when given the brotli_static module, and its .gz files in any case', () => {
    const options = { runDir: '/run/rx', port: 8080, upstreamPorts: [4301], distDir: '/srv/dist', development: false };
    const withBrotli = nginxConfig({ ...options, brotliModule: '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so' });
    expect(withBrotli.split('\n')[1]).toBe('load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;');
    expect(withBrotli).toMatch(/location \/dist\/ \{[^}]*brotli_static on;[^}]*gzip_static on;/);
    const gzipOnly = nginxConfig(options);
    expect(gzipOnly).not.toContain('brotli');
    expect(gzipOnly).toContain('gzip_static on;');
    // The containers' nginx has the module (the Dockerfile installs it).
    expect(composeNginxConfig()).toContain('brotli_static on;');
  });

  it('renders the partner origins from RX_ALLOWED_ORIGINS at start, and refuses anything that is not an origin', () => {
    const rendered = renderOrigins('https://pharmacy.example, http://intranet.health.example:8443');
    expect(rendered.status).toBe(0);
    expect(rendered.stdout).toBe('    "https://pharmacy.example" $http_origin;\n    "http://intranet.health.example:8443" $http_origin;\n');
    expect(renderOrigins('').stdout).toBe('');
    for (const bad of ['https://pharmacy.example/path', 'https://a.example"; default $http_origin; #', '*', 'ftp://pharmacy.example', 'pharmacy.example']) {
      const refused = renderOrigins(`https://ok.example,${bad}`);
      expect(refused.status, bad).toBe(1);
      expect(refused.stderr).toContain('is not an origin');
    }
  });

  it('the edge container renders the origins its nginx.conf includes, and checks its health in a shell that has /dev/tcp', () => {
    const dockerfile = readFileSync('Dockerfile', 'utf8');
    const edge = dockerfile.slice(dockerfile.indexOf('AS edge'));
    const included = composeNginxConfig().match(/include (\/tmp\/nginx\/allowed-origins\.conf);/)?.[1];
    expect(included).toBeDefined();
    expect(edge).toContain(`sh /etc/rx-widgets/render-nginx-origins.sh > ${included} && exec nginx`);
    expect(edge).toMatch(/HEALTHCHECK [^\n]*CMD \["bash", "\/etc\/rx-widgets\/edge-healthcheck\.sh"\]/);
    expect(readFileSync('deploy/edge-healthcheck.sh', 'utf8')).toContain('GET /edge-healthz ');
    expect(composeNginxConfig()).toMatch(/location = \/edge-healthz \{\s+access_log off;\s+return 204;/);
  });
});
