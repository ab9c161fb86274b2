import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { composeNginxConfig, nginxConfig } from '../../../scripts/lib/nginx.mjs';

describe('nginx configuration', () => {
  it('compose.yaml runs the configuration the topology test runs (deploy/nginx.conf is generated)', () => {
    expect(readFileSync('deploy/nginx.conf', 'utf8')).toBe(composeNginxConfig());
  });

  it('keeps each client on one process, passes WebSocket upgrades, drains failed processes and keeps /metrics private', () => {
    const config = nginxConfig({ runDir: '/run/rx', port: 8080, upstreamPorts: [4301, 4302], distDir: '/srv/dist', allowedOrigins: ['https://pharmacy.example'], development: false });
    expect(config).toContain('hash $remote_addr consistent;');
    expect(config).toContain('server 127.0.0.1:4301 max_fails=1 fail_timeout=10s;');
    expect(config).toContain('server 127.0.0.1:4302 max_fails=1 fail_timeout=10s;');
    expect(config).toContain('proxy_set_header Upgrade $http_upgrade;');
    expect(config).toContain('proxy_next_upstream error timeout http_502 http_503 http_504;');
    expect(config).toMatch(/location = \/metrics \{\s+return 404;/);
    expect(config).toContain('gzip_static on;');
    expect(config).toContain('"https://pharmacy.example" $http_origin;');
    // Production: no local demo origins; everything nginx writes stays in its run folder.
    expect(config).not.toContain('localhost');
    for (const line of config.split('\n').filter((candidate) => /^\s*(pid|error_log|access_log|\w+_temp_path) /.test(candidate))) expect(line).toContain('/run/rx/');
  });

  it('logs no query string nor referrer: every access_log uses a format of the path ($uri) alone', () => {
    for (const config of [nginxConfig({ runDir: '/run/rx', port: 8080, upstreamPorts: [4301], distDir: '/srv/dist' }), composeNginxConfig()]) {
      const formats = new Map([...config.matchAll(/log_format\s+(\S+)\s+((?:'[^']*'\s*)+);/g)].map((match) => [match[1]!, match[2]!]));
      const accessLogs = [...config.matchAll(/^\s*access_log\s+([^;]+);/gm)].map((match) => match[1]!.trim().split(/\s+/));
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
});
