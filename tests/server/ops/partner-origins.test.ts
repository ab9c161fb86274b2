import type { FastifyInstance } from 'fastify';
import { io as connectClient } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { readServerEnv } from '../../../server/platform/env';
import { parseAllowedOrigins } from '../../../server/platform/ops/allowed-origins';
import { attachRealtime } from '../../../server/modules/messaging/messaging.socket';
import { TEST_IDENTITY } from '../support/test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const PARTNER = 'https://pharmacy.partner.example';
/** What aws-amplify v6's Cognito client sends to the identity endpoint (its preflight lists them so). */
const AMPLIFY_HEADERS = ['amz-sdk-invocation-id', 'amz-sdk-request', 'cache-control', 'content-type', 'x-amz-target', 'x-amz-user-agent'];

let database: TestDatabase;
let app: FastifyInstance;
let production: FastifyInstance;
let serverOrigin: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const allowedOrigins = parseAllowedOrigins(` ${PARTNER} , https://portal.partner.example:8443/`);
  app = await buildApp({ db: database.db, mode: 'development', logger: false, identity: TEST_IDENTITY, allowedOrigins });
  attachRealtime(app, { db: database.db, identity: TEST_IDENTITY });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  serverOrigin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  production = await buildApp({ db: database.db, mode: 'production', logger: false, identity: TEST_IDENTITY, allowedOrigins });
  attachRealtime(production, { db: database.db, identity: TEST_IDENTITY });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await production?.close();
  await database?.dispose();
});

const preflight = (target: FastifyInstance, url: string, origin: string, method = 'POST') =>
  target.inject({
    method: 'OPTIONS',
    url,
    headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': AMPLIFY_HEADERS.join(',') },
  });

const allowedHeaders = (header: unknown) => String(header ?? '').toLowerCase().split(/\s*,\s*/);

describe('RX_ALLOWED_ORIGINS', () => {
  it.each(['/identity', '/api/user/medications/reminder'])("allows a listed origin's preflight with aws-amplify's exact headers on %s", async (url) => {
    const response = await preflight(app, url, PARTNER);
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(allowedHeaders(response.headers['access-control-allow-headers'])).toEqual(expect.arrayContaining(AMPLIFY_HEADERS));
  });

  it("lets a page on another local origin send aws-amplify's headers to /identity (a demo partner page signing in)", async () => {
    const response = await preflight(app, '/identity', 'http://partner.localhost:4510');
    expect(response.headers['access-control-allow-origin']).toBe('http://partner.localhost:4510');
    expect(allowedHeaders(response.headers['access-control-allow-headers'])).toEqual(expect.arrayContaining(AMPLIFY_HEADERS));
  });

  it('allows a listed origin with a port, written with a trailing slash', async () => {
    const response = await preflight(app, '/api/notice/list', 'https://portal.partner.example:8443', 'GET');
    expect(response.headers['access-control-allow-origin']).toBe('https://portal.partner.example:8443');
  });

  it.each(['https://evil.example', 'https://pharmacy.partner.example.evil.example', 'http://pharmacy.partner.example'])(
    'gives an unlisted origin (%s) no CORS headers',
    async (origin) => {
      for (const url of ['/identity', '/api/notice/list']) {
        const response = await preflight(app, url, origin);
        expect(response.headers['access-control-allow-origin']).toBeUndefined();
        expect(response.headers['access-control-allow-headers']).toBeUndefined();
      }
    },
  );

  it('keeps the local demo origins outside production, and only the listed ones in production', async () => {
    expect((await preflight(app, '/identity', 'http://localhost:4300')).headers['access-control-allow-origin']).toBe('http://localhost:4300');
    expect((await preflight(production, '/identity', 'http://localhost:4300')).headers['access-control-allow-origin']).toBeUndefined();
    expect((await preflight(production, '/identity', PARTNER)).headers['access-control-allow-origin']).toBe(PARTNER);
  });

  it("refuses an unlisted origin's socket.io handshake on both namespaces, and lets a listed one reach authentication", async () => {
    const attempt = (namespace: string, origin: string, transport: 'polling' | 'websocket') =>
      new Promise<string>((resolve) => {
        const socket = connectClient(`${serverOrigin}${namespace}`, {
          auth: { token: 'not-a-token' },
          transports: [transport],
          extraHeaders: { origin },
          reconnection: false,
          forceNew: true,
        });
        socket.once('connect', () => resolve('connected'));
        socket.once('connect_error', (error) => {
          socket.disconnect();
          resolve(error.message);
        });
      });
    for (const namespace of ['/portal', '/care-team']) {
      for (const transport of ['polling', 'websocket'] as const) {
        // Refused at the handshake (engine.io answers 403), before any namespace sees the token.
        expect(await attempt(namespace, 'https://evil.example', transport)).not.toBe('invalid token');
        expect(await attempt(namespace, 'https://evil.example', transport)).not.toBe('connected');
        // The listed origin passes the handshake; the made-up token is what stops it.
        expect(await attempt(namespace, PARTNER, transport)).toBe('invalid token');
      }
    }
  });

  it("lets the server's own pages open a socket in production (a WebSocket always sends its Origin)", async () => {
    await production.listen({ port: 0, host: '127.0.0.1' });
    const address = production.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const handshake = (origin: string) =>
      fetch(`http://127.0.0.1:${port}/socket.io/?EIO=4&transport=polling`, { headers: { origin } }).then((response) => response.status);
    expect(await handshake(`http://127.0.0.1:${port}`)).toBe(200);
    expect(await handshake(PARTNER)).toBe(200);
    expect(await handshake('http://localhost:4300')).toBe(403);
  });

  it('polling from an unlisted origin is answered 403 without CORS headers', async () => {
    const response = await fetch(`${serverOrigin}/socket.io/?EIO=4&transport=polling`, { headers: { origin: 'https://evil.example' } });
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('parseAllowedOrigins', () => {
  it('reads a comma-separated list of origins, lower-cased, without default ports', () => {
    expect(parseAllowedOrigins('https://A.example, http://b.example:8080,https://c.example:443')).toEqual([
      'https://a.example',
      'http://b.example:8080',
      'https://c.example',
    ]);
    expect(parseAllowedOrigins(undefined)).toEqual([]);
    expect(parseAllowedOrigins('  ')).toEqual([]);
  });

  it.each(['pharmacy.example', 'https://pharmacy.example/portal', 'ftp://pharmacy.example', 'https://user@pharmacy.example', 'https://a.example,,https://b.example', '*'])(
    'refuses the malformed entry in %j at start with a message naming it',
    (raw) => {
      expect(() => readServerEnv({ RX_ALLOWED_ORIGINS: raw })).toThrow(/^RX_ALLOWED_ORIGINS: ".*" is not an origin/);
    },
  );
});
