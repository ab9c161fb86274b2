import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import type { Database } from '../../../server/platform/db/database';
import { createReadiness } from '../../../server/platform/ops/readiness';
import { createTestApp, TEST_IDENTITY, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

/** The app's database handle, which the test can cut off (every query fails) and give back. */
function switchableDatabase(db: Database): { db: Database; down(): void; up(): void } {
  let reachable = true;
  const guarded = new Proxy(db, {
    get(target, property, receiver) {
      if (!reachable) throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
  return { db: guarded, down: () => (reachable = false), up: () => (reachable = true) };
}

describe('/healthz', () => {
  it('answers 200 { status: ok } without authentication, never cached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('/readyz', () => {
  it('answers 200 with each part ok on a healthy app', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', parts: { database: 'ok', migrations: 'ok', identity: 'ok' } });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it("answers 503 naming 'database' while the database is unreachable, and 200 again when it is back", async () => {
    const database = switchableDatabase(t.database.db);
    const app = await buildApp({ db: database.db, mode: 'test', identity: TEST_IDENTITY });
    try {
      database.down();
      const down = await app.inject({ method: 'GET', url: '/readyz' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ status: 'unavailable', failing: expect.arrayContaining(['database']) });
      expect(down.body).not.toContain('ECONNREFUSED');
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

      database.up();
      const back = await app.inject({ method: 'GET', url: '/readyz' });
      expect(back.statusCode).toBe(200);
      expect(back.json()).toMatchObject({ status: 'ok', parts: { database: 'ok' } });
    } finally {
      database.up();
      await app.close();
    }
  });

  it("answers 503 naming 'migrations' when the shipped migrations are not all applied", async () => {
    const latest = await t.database.db.execute<{ version: number }>(sql`SELECT max(version) AS version FROM schema_migrations`);
    const version = Number(latest.rows[0]!.version);
    const name = await t.database.db.execute<{ name: string }>(sql`SELECT name FROM schema_migrations WHERE version = ${version}`);
    await t.database.db.execute(sql`DELETE FROM schema_migrations WHERE version = ${version}`);
    try {
      const response = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ failing: ['migrations'], parts: { database: 'ok', migrations: 'failing' } });
    } finally {
      await t.database.db.execute(sql`INSERT INTO schema_migrations (version, name) VALUES (${version}, ${name.rows[0]!.name})`);
    }
  });

  it("answers 503 naming 'identity' when no ID token can be verified", async () => {
    const app = await buildApp({ db: t.database.db, mode: 'test' });
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ failing: ['identity'] });
    await app.close();
  });

  it("answers 503 'draining' once the process starts shutting down", async () => {
    const readiness = createReadiness();
    const app = await buildApp({ db: t.database.db, mode: 'test', identity: TEST_IDENTITY, readiness });
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    readiness.draining = true;
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'draining', failing: ['draining'] });
    await app.close();
  });

  it('names a part whose probe fails, throws or hangs (a part the process adds, such as the reminder scheduler)', async () => {
    const readiness = createReadiness(50);
    let started = false;
    readiness.probe('reminders', () => started);
    readiness.probe('hangs', () => new Promise<boolean>(() => undefined));
    readiness.probe('throws', () => {
      throw new Error('down');
    });
    expect(await readiness.report()).toMatchObject({ ready: false, failing: ['reminders', 'hangs', 'throws'] });
    started = true;
    expect((await readiness.report()).failing).toEqual(['hangs', 'throws']);
  });
});

describe('the OpenAPI document', () => {
  it('leaves the operations routes out', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(document.paths).length).toBeGreaterThan(10);
    expect(Object.keys(document.paths).filter((path) => /healthz|readyz|metrics/.test(path))).toEqual([]);
  });
});

