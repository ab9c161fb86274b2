import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeDemoFixture as writeFixture } from './support/demo-fixture';
import { buildApp } from '../../server/app';
import type { DemoDirs } from '../../server/platform/http/page-host';
import { createTestApp, TEST_IDENTITY, type TestApp } from './support/test-app';

const policyWith = (styleSrc: string) =>
  `default-src 'self'; script-src 'self'; style-src ${styleSrc}; img-src 'self' data:; connect-src 'self'; ` +
  `object-src 'none'; base-uri 'none'; frame-ancestors 'none'; report-uri /api/dev/csp-report`;

describe('demo hosting', () => {
  let fixtureRoot: string;
  let t: TestApp;
  let dirs: DemoDirs;
  beforeAll(async () => {
    fixtureRoot = await mkdtemp(path.join(tmpdir(), 'rx-demo-'));
    dirs = await writeFixture(fixtureRoot);
    t = await createTestApp({ demo: dirs });
  });
  afterAll(async () => {
    await t.close();
    await rm(fixtureRoot, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it.each([
    ['/', 'catalogue'],
    ['/portal/', 'portal'],
    ['/portal/home', 'portal'],
    ['/portal/medication/deep', 'portal'],
    ['/react-host/', 'react host'],
  ])('serves the page %s uncached', async (url, title) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain(`<title>${title}</title>`);
  });

  it.each([
    ['/dist/rx-widgets.js', 'library = true'],
    ['/demo-assets/demo.css', 'margin: 0'],
    ['/react-host/assets/app.js', 'react host'],
  ])('serves the static file %s', async (url, content) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(content);
  });

  it('redirects a page path without its trailing slash', async () => {
    const response = await get('/portal?email=a%40b.c');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/portal/?email=a%40b.c');
  });

  it.each([
    ['/enroll-request?enrollment_code=ENROLL-WAREHOUSE', '/portal/enroll-request?enrollment_code=ENROLL-WAREHOUSE'],
    ['/terms-conditions', '/portal/terms-conditions'],
    ['/notification-preferences?email=a%40b.c', '/portal/notification-preferences?email=a%40b.c'],
    ['/home', '/portal/home'],
    ['/enroll-request/', '/portal/enroll-request'],
    ['/enroll-request/?enrollment_code=ENROLL-WAREHOUSE', '/portal/enroll-request?enrollment_code=ENROLL-WAREHOUSE'],
    ['/settings/', '/portal/settings'],
  ])('sends the portal path %s opened at the root on to the portal page, query and all', async (url, location) => {
    const response = await get(url);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(location);
  });

  it.each(['/no-such-page', '/no-such-page/', '/portal-login', '/login/extra', '/login/extra/', '/enroll-request//'])('still answers the unknown root path %s with 404', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers.location).toBeUndefined();
  });

  it('serves the intranet page with a strict CSP and a fresh nonce in every placeholder', async () => {
    const first = await get('/intranet/');
    const second = await get('/intranet/');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(String(first.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    expect(first.headers['content-security-policy']).toBe(policyWith(`'self' 'nonce-${nonce}'`));
    expect(first.body).not.toContain('__CSP_NONCE__');
    expect(first.body.split(`nonce="${nonce}"`)).toHaveLength(3);
    expect(second.headers['content-security-policy']).not.toBe(first.headers['content-security-policy']);
  });

  it('with ?csp=self allows only self styles and blanks the nonce', async () => {
    const response = await get('/intranet/?csp=self');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toBe(policyWith(`'self'`));
    expect(response.body).not.toContain('__CSP_NONCE__');
    expect(response.body).toContain('<style nonce="">');
  });

  it('serves the development Mailbox page outside production, allowing the inline styles of the e-mails it frames', async () => {
    const response = await get('/mailbox/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>mailbox</title>');
    expect(response.headers['content-security-policy']).toBe(policyWith(`'self' 'unsafe-inline'`).replace(`img-src 'self' data:`, `img-src 'self' data: https:`));
    expect((await get('/mailbox')).headers.location).toBe('/mailbox/');
  });

  it('collects CSP reports in any of the browsers’ media types', async () => {
    expect((await get('/api/dev/csp-reports')).json()).toEqual({ reports: [] });
    const report = { 'csp-report': { 'document-uri': 'http://localhost:4300/intranet/', 'violated-directive': 'style-src' } };
    for (const contentType of ['application/csp-report', 'application/reports+json', 'application/json']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/dev/csp-report',
        headers: { 'content-type': contentType },
        payload: JSON.stringify(report),
      });
      expect(response.statusCode).toBe(204);
    }
    const { reports } = (await get('/api/dev/csp-reports')).json<{ reports: { report: unknown }[] }>();
    expect(reports.map((stored) => stored.report)).toEqual([report, report, report]);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/dev/csp-reports' })).statusCode).toBe(204);
    expect((await get('/api/dev/csp-reports')).json()).toEqual({ reports: [] });
  });

  it('in production serves the widget bundle, the portal page and its links, and none of the demo pages (server/dev/)', async () => {
    const production = await buildApp({ db: t.database.db, mode: 'production', logger: false, identity: TEST_IDENTITY, demo: dirs });
    try {
      const statuses: Record<string, number> = {};
      const urls = ['/dist/rx-widgets.js', '/portal/', '/portal/home', '/home', '/', '/intranet/', '/react-host/', '/react-host/assets/app.js', '/demo-assets/demo.css', '/provider/', '/mailbox/'];
      for (const url of urls) statuses[url] = (await production.inject({ method: 'GET', url })).statusCode;
      expect(statuses).toEqual({
        '/dist/rx-widgets.js': 200,
        '/portal/': 200,
        '/portal/home': 200,
        '/home': 302,
        '/': 404,
        '/intranet/': 404,
        '/react-host/': 404,
        '/react-host/assets/app.js': 404,
        '/demo-assets/demo.css': 404,
        '/provider/': 404,
        '/mailbox/': 404,
      });
    } finally {
      await production.close();
    }
  });

  it('answers a missing page with 404', async () => {
    await rm(path.join(fixtureRoot, 'demo', 'portal', 'index.html'));
    const response = await get('/portal/');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'Not Found' });
  });
});
