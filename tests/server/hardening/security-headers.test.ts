import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeDemoFixture } from '../support/demo-fixture';
import { signedInPatient, type TestPatient } from '../support/patients';
import { apiRoutesOf, concreteUrl } from '../support/route-table';
import { createTestApp, type TestApp } from '../support/test-app';

/** What the browser is told about every page and every API answer. */
let fixtureRoot: string;
let t: TestApp;
let pat: TestPatient;

beforeAll(async () => {
  fixtureRoot = await mkdtemp(path.join(tmpdir(), 'rx-headers-'));
  t = await createTestApp({ demo: await writeDemoFixture(fixtureRoot) });
  pat = await signedInPatient(t.database.db, 'pat.demo@example.com');
});
afterAll(async () => {
  await t.close();
  await rm(fixtureRoot, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

function directives(response: LightMyRequestResponse): Map<string, string[]> {
  const policy = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

function expectCommonHeaders(response: LightMyRequestResponse): void {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
}

describe('pages', () => {
  it.each(['/', '/portal/', '/portal/home', '/react-host/', '/intranet/', '/intranet/?csp=self', '/api/docs/'])(
    '%s sends a strict CSP that no stranger can frame, nosniff and no referrer',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expectCommonHeaders(response);
      const policy = directives(response);
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(String(response.headers['content-security-policy'])).not.toMatch(/unsafe-eval|\*/);
      // Swagger UI writes <style> elements at run time: inline styles on the docs page alone.
      const styles = url.startsWith('/api/docs') ? ["'self'", "'unsafe-inline'"] : ["'self'"];
      expect(policy.get('style-src')?.slice(0, styles.length)).toEqual(styles);
      if (!url.startsWith('/api/docs')) expect(String(response.headers['content-security-policy'])).not.toContain('unsafe-inline');
    },
  );

  it('the catalogue, portal and react host style through constructable stylesheets: no nonce, styles from self', async () => {
    for (const url of ['/', '/portal/', '/react-host/']) expect(directives(await get(url)).get('style-src')).toEqual(["'self'"]);
  });

  it('static files are not sniffed', async () => {
    const response = await get('/dist/rx-widgets.js');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expectCommonHeaders(response);
  });
});

describe('API answers', () => {
  it('every GET route of the API answers no-store, nosniff and no referrer (signed in, signed out, refused)', async () => {
    const routes = apiRoutesOf(t.app).filter((route) => route.method === 'GET');
    expect(routes.length).toBeGreaterThan(25);
    for (const route of routes) {
      const url = `${concreteUrl(route)}?u_id=${pat.uId}`;
      for (const headers of [{ authorization: pat.bearer }, {}] as Record<string, string>[]) {
        const response = await get(url, headers);
        expect(`${route.name} ${String(response.headers['cache-control'])}`).toBe(`${route.name} no-store`);
        expectCommonHeaders(response);
      }
    }
  });

  it('writes, errors and unknown routes answer no-store too', async () => {
    const responses = [
      await t.app.inject({ method: 'PUT', url: '/api/patients', headers: { authorization: pat.bearer }, payload: { u_id: pat.uId, userAttributes: [] } }),
      await t.app.inject({ method: 'POST', url: '/api/user/medications/additional', headers: { authorization: pat.bearer, 'content-type': 'application/json' }, payload: '{' }),
      await get('/api/no-such-route'),
      await get('/api/openapi.json'),
    ];
    expect(responses.map((response) => response.statusCode)).toEqual([400, 400, 404, 200]);
    for (const response of responses) {
      expect(response.headers['cache-control']).toBe('no-store');
      expectCommonHeaders(response);
    }
  });
});
