import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeNginxConfig, nginxConfig, nginxInstalled, startNginx } from '../../../scripts/lib/nginx.mjs';

/** The CDN folder (scripts/build-cdn.mjs) behind nginx, as the edge container serves it. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

describe('nginx and the CDN folder', () => {
  it('serves /cdn/ from the CDN folder with the headers of /dist/ (the containers’ configuration too)', () => {
    const config = nginxConfig({ runDir: '/run/rx', port: 8080, upstreamPorts: [4301], distDir: '/srv/dist', cdnDir: '/srv/cdn', development: false });
    const dist = /location \/dist\/ \{([^}]*)\}/.exec(config)?.[1];
    const cdn = /location \/cdn\/ \{([^}]*)\}/.exec(config)?.[1];
    expect(cdn).toBeDefined();
    expect(cdn).toContain('alias /srv/cdn/;');
    expect(cdn!.replace(/alias [^;]+;/, '')).toBe(dist!.replace(/alias [^;]+;/, ''));
    expect(nginxConfig({ runDir: '/run/rx', port: 8080, upstreamPorts: [4301], distDir: '/srv/dist' })).not.toContain('location /cdn/');
    expect(composeNginxConfig()).toContain('alias /srv/rx-widgets/cdn/;');
  });

  describe.skipIf(!nginxInstalled())('a running nginx', () => {
    let root: string;
    let nginx: Awaited<ReturnType<typeof startNginx>>;
    let base: string;
    const partner = 'https://pharmacy.example';
    beforeAll(async () => {
      root = mkdtempSync(path.join(tmpdir(), 'rx-nginx-cdn-'));
      // nginx's workers (nobody, when the tests run as root) read the files.
      chmodSync(root, 0o755);
      const files = { 'dist/rx-widgets.js': 'export {};\n', 'cdn/0.1.0/rx-widgets.js': 'export {};\n', 'cdn/0/rx-widgets.js': 'export * from "../0.1.0/rx-widgets.js";\n', 'cdn/versions.json': '{}\n' };
      for (const [file, content] of Object.entries(files)) {
        mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        writeFileSync(path.join(root, file), content);
      }
      const port = await freePort();
      nginx = await startNginx({ runDir: path.join(root, 'run'), port, upstreamPorts: [await freePort()], distDir: path.join(root, 'dist'), cdnDir: path.join(root, 'cdn'), allowedOrigins: [partner], development: false });
      base = `http://127.0.0.1:${port}`;
    });
    afterAll(async () => {
      await nginx?.stop();
      rmSync(root, { recursive: true, force: true });
    });

    it('sends a version’s files immutable for a year and the alias for five minutes, with CORS for a partner origin', async () => {
      const pinned = await fetch(`${base}/cdn/0.1.0/rx-widgets.js`, { headers: { Origin: partner } });
      expect(pinned.status).toBe(200);
      expect(pinned.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(pinned.headers.get('access-control-allow-origin')).toBe(partner);
      expect(pinned.headers.get('content-type')).toMatch(/javascript/);
      for (const url of ['/cdn/0/rx-widgets.js', '/cdn/versions.json']) {
        const alias = await fetch(`${base}${url}`, { headers: { Origin: partner } });
        expect(alias.status, url).toBe(200);
        expect(alias.headers.get('cache-control'), url).toBe('public, max-age=300');
        expect(alias.headers.get('access-control-allow-origin'), url).toBe(partner);
      }
      const stranger = await fetch(`${base}/cdn/0.1.0/rx-widgets.js`, { headers: { Origin: 'https://stranger.example' } });
      expect(stranger.headers.get('access-control-allow-origin') ?? '').toBe('');
      // /dist/ keeps its own rule.
      expect((await fetch(`${base}/dist/rx-widgets.js`)).headers.get('cache-control')).toBe('no-cache');
    });
  });
});
