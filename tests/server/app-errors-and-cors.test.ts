import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { Database } from '../../server/platform/db/database';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('error answers', () => {
  it('answers an unknown API route 404 as JSON', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nope?email=x@y.z' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not Found', message: 'Route GET /api/nope not found' });
  });

  it('answers an unexpected failure 500 without internals', async () => {
    const failingDb = new Proxy({} as Database, {
      get() {
        throw new Error('connect ECONNREFUSED db.internal.example:5432');
      },
    });
    const app = await buildApp({ db: failingDb, mode: 'test' });
    const response = await app.inject({ method: 'GET', url: '/api/notice/list' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'Internal Server Error', message: 'An unexpected error occurred.' });
    expect(response.body).not.toContain('ECONNREFUSED');
    await app.close();
  });

  it('does not serve the dev routes in production', async () => {
    const app = await buildApp({ db: t.database.db, mode: 'production', logger: false });
    expect((await app.inject({ method: 'GET', url: '/api/dev/csp-reports' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/notice/list' })).statusCode).toBe(200);
    await app.close();
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    t.app.inject({
      method: 'OPTIONS',
      url: '/api/email-unsubscribe',
      headers: { origin, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'content-type' },
    });

  it.each(['http://localhost:5173', 'http://specialty.localhost:4300', 'http://127.0.0.1:4300', 'http://localhost'])(
    'allows the local demo origin %s',
    async (origin) => {
      const response = await preflight(origin);
      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(origin);
    },
  );

  it.each(['https://evil.example.com', 'http://localhost.evil.com', 'https://localhost:4300'])(
    'refuses the origin %s',
    async (origin) => {
      const response = await preflight(origin);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    },
  );
});
