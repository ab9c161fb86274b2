import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../server/app';
import { main } from '../../../server/conformance/cli';
import { ELEMENT_API_CALLS } from '../../../server/conformance/element-api-calls';
import { NOT_EXERCISED, PROBES, SPEC_ONLY_CALLS } from '../../../server/conformance/probes';
import { formatReport } from '../../../server/conformance/report';
import { runConformance, type ConformanceReport } from '../../../server/conformance/run-conformance';
import { referenceIdentity, signIn } from '../../../server/conformance/sign-in';
import { startIdentityServer, type IdentityServer } from '../../../server/platform/identity/identity-server';
import { identityPatientRecords } from '../../../server/modules/patient';
import { DEMO_PASSWORD } from '../../../server/seed/demo-accounts';
import { createIdentityUser } from '../../../server/seed/identity-users';
import { storedSub } from '../support/patients';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { IDENTITY_CONFIG } from '../identity/support/signed-in-app';

const PATIENT = 'pat.demo@example.com';

/**
 * The faults of the deliberately broken copy: the reference app with hooks that rename a
 * response field, answer a wrong status, drop a route and the no-store header. Off for the
 * reference runs, on for the broken one.
 */
const faults = { on: false };
const isCall = (method: string, url: string, path: string) => (request: { method: string; url: string }) =>
  request.method === method && request.url.split('?')[0] === `/api${path}` && url.length >= 0;
const renamedOrders = isCall('GET', '', '/user/orders');
const wrongStatus = isCall('GET', '', '/company/shipping-holidays');
const missingRoute = isCall('GET', '', '/user/medications/reminders');
const cacheable = isCall('GET', '', '/user/contact');
const refillOrder = isCall('POST', '', '/refill-requests');

function plantFaults(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    // The renamed field is planted in the JSON text, before any compression.
    if (faults.on && renamedOrders(request)) delete request.headers['accept-encoding'];
    // A server that ignores the Idempotency-Key: every send is a new order.
    if (faults.on && refillOrder(request)) request.headers['idempotency-key'] = randomUUID();
    if (faults.on && missingRoute(request)) {
      await reply.code(404).send({ error: 'Not Found', message: `Route ${request.method}:${request.url.split('?')[0]} not found` });
    }
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!faults.on) return payload;
    if (wrongStatus(request)) reply.code(202);
    if (cacheable(request)) reply.header('cache-control', 'private, max-age=600');
    if (renamedOrders(request) && typeof payload === 'string') return payload.replace('"orders":', '"orderList":');
    return payload;
  });
}

let database: TestDatabase;
let identity: IdentityServer;
let app: FastifyInstance;
let apiBase: string;
let idToken: string;

beforeAll(async () => {
  database = await createTestDatabase();
  identity = await startIdentityServer({ db: database.db, config: IDENTITY_CONFIG, patientRecords: identityPatientRecords(database.db) });
  // The seeded demo patient, able to sign in for real (the seeded copy has no identity users).
  await createIdentityUser({ pool: 'standard', username: PATIENT, password: DEMO_PASSWORD, confirmed: true, sub: await storedSub(database.db, PATIENT) }, identity);
  app = await buildApp({ db: database.db, mode: 'test', identityServer: identity });
  plantFaults(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  apiBase = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;
  idToken = await signIn({ ...referenceIdentity(apiBase), username: PATIENT, password: DEMO_PASSWORD });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await identity?.close();
  await database?.dispose();
});

/** The test patient's lists the writes add to, change and remove from. */
async function patientLists(): Promise<unknown[]> {
  const headers = { authorization: `Bearer ${idToken}` };
  const { u_ID: uId } = (await app.inject({ method: 'GET', url: '/api/session', headers })).json<{ u_ID: number }>();
  const lists = [];
  for (const path of ['/user/contact', '/user/medications/additional', '/user/medications/allergies', '/user/insurance', '/user/address']) {
    const answer = await app.inject({ method: 'GET', url: `/api${path}?u_id=${uId}`, headers });
    expect(answer.statusCode).toBe(200);
    // An order locks its delivery address (inRefill): the one change the refill write makes there.
    lists.push(JSON.parse(answer.body.replace(/"inRefill":[01]/g, '"inRefill":"-"')));
  }
  const refills = await app.inject({ method: 'GET', url: `/api/refill-requests?u_id=${uId}`, headers });
  return [...lists, (refills.json<{ refills?: unknown[] }>().refills ?? []).length];
}

const outcomes = (report: ConformanceReport) => Object.fromEntries(report.endpoints.map((result) => [result.call, result.outcome]));
const problemsOf = (report: ConformanceReport) => report.endpoints.filter((result) => result.problems.length > 0).map((result) => `${result.call}: ${result.problems.join('; ')}`);

describe('the conformance kit', () => {
  it('has a probe, or a stated reason not to run one, for every call an element makes', () => {
    const calls = new Set([...ELEMENT_API_CALLS.elements.flatMap((element) => element.calls), ...SPEC_ONLY_CALLS]);
    const covered = new Set([...PROBES.map((probe) => probe.call), ...Object.keys(NOT_EXERCISED)]);
    expect([...calls].filter((call) => !covered.has(call))).toEqual([]);
    expect([...covered].filter((call) => !calls.has(call))).toEqual([]);
  });

  it('signs in with SRP as aws-amplify does, as well as with USER_PASSWORD_AUTH', async () => {
    const token = await signIn({ ...referenceIdentity(apiBase), username: PATIENT, password: DEMO_PASSWORD, flow: 'srp' });
    expect(token.split('.')).toHaveLength(3);
    await expect(signIn({ ...referenceIdentity(apiBase), username: PATIENT, password: 'Wrong#Pass2024', flow: 'password' })).rejects.toThrow(/NotAuthorizedException/);
  });

  it('passes in full against the reference server, reads only', async () => {
    const report = await runConformance({ apiBase, idToken, writes: false });
    expect(problemsOf(report)).toEqual([]);
    expect(report.passed).toBe(true);
    const results = Object.values(outcomes(report));
    expect(results.filter((outcome) => outcome === 'pass').length).toBeGreaterThanOrEqual(38);
    expect(results).not.toContain('fail');
    expect(results).not.toContain('missing');
    // every read ran: none left for want of an id
    expect(report.endpoints.filter((result) => result.call.startsWith('GET ') && result.outcome !== 'pass')).toEqual([]);
  }, 60_000);

  it('passes in full against the reference server with --writes on a test patient: its lists as they were, one refill order for two sends', async () => {
    const [...listsBefore] = await patientLists();
    const refillsBefore = listsBefore.pop() as number;
    const report = await runConformance({ apiBase, idToken, writes: true });
    expect(problemsOf(report)).toEqual([]);
    expect(report.passed).toBe(true);
    const byCall = outcomes(report);
    for (const call of ['POST /user/contact', 'PUT /user/insurance', 'DELETE /v2/user/address', 'POST /web/analytics/action', 'POST /user/counseling/viewed']) expect(byCall[call]).toBe('pass');
    expect(Object.values(byCall)).not.toContain('skipped');
    expect(byCall['POST /refill-requests']).toBe('pass');
    expect(byCall['PUT /refill-requests']).toBe('pass');
    const listsAfter = await patientLists();
    expect(listsAfter.pop()).toBe(refillsBefore + 1);
    expect(listsAfter).toEqual(listsBefore);
  }, 60_000);

  it('is one command: server/conformance/bin.mjs exits 0 against the reference server', async () => {
    const bin = new URL('../../../server/conformance/bin.mjs', import.meta.url).pathname;
    const { stdout } = await promisify(execFile)(process.execPath, [bin, '--api', apiBase, '--user', PATIENT, '--password', DEMO_PASSWORD]);
    expect(stdout).toMatch(/^rx-order-history \(features\/order-history\): ok$/m);
    expect(stdout).toMatch(/RESULT: conforms\n$/);
  }, 60_000);

  describe('against a deliberately broken copy', () => {
    let report: ConformanceReport;
    beforeAll(async () => {
      faults.on = true;
      report = await runConformance({ apiBase, idToken, writes: false });
    }, 60_000);
    afterAll(() => {
      faults.on = false;
    });

    const element = (tag: string) => report.elements.find((entry) => entry.tag === tag)!;
    const resultOf = (tag: string, call: string) => element(tag).results.find((result) => result.call === call)!;

    it('reports the renamed field by element and endpoint, with the field and the shape expected', () => {
      for (const tag of ['rx-order-history']) {
        const result = resultOf(tag, 'GET /user/orders');
        expect(result.outcome).toBe('fail');
        expect(result.problems.join('\n')).toMatch(/field orders: .*expected array.*; the contract: array of \{ orderId: integer, requestId: integer or null, .*items: array of/);
      }
    });

    it('reports the wrong status code', () => {
      const result = resultOf('rx-refill', 'GET /company/shipping-holidays');
      expect(result.outcome).toBe('fail');
      expect(result.problems).toContain('status 202, expected 200');
    });

    it('reports the missing route for every element that calls it', () => {
      expect(resultOf('rx-medications', 'GET /user/medications/reminders').outcome).toBe('missing');
    });

    it('reports patient data sent without no-store', () => {
      const result = resultOf('rx-profile', 'GET /user/contact');
      expect(result.outcome).toBe('fail');
      expect(result.problems.join('\n')).toMatch(/Cache-Control is 'private, max-age=600', expected no-store/);
    });

    it('finds nothing else wrong, and says so per element', () => {
      expect(report.passed).toBe(false);
      const broken = report.endpoints.filter((result) => result.outcome === 'fail' || result.outcome === 'missing').map((result) => result.call);
      expect(broken.sort()).toEqual(['GET /company/shipping-holidays', 'GET /user/contact', 'GET /user/medications/reminders', 'GET /user/orders']);
      const text = formatReport(report);
      expect(text).toMatch(/^rx-terms \(features\/terms\): ok$/m);
      expect(text).toMatch(/^rx-order-history \(features\/order-history\): 1 endpoint\(s\) broken$/m);
      expect(text).toMatch(/^ {2}MISSING GET \/user\/medications\/reminders$/m);
      expect(text).toMatch(/RESULT: does not conform$/);
    });

    it('reports an order made twice for one Idempotency-Key (with --writes)', async () => {
      const writes = await runConformance({ apiBase, idToken, writes: true });
      const result = writes.elements.find((entry) => entry.tag === 'rx-refill')!.results.find((entry) => entry.call === 'POST /refill-requests')!;
      expect(result.outcome).toBe('fail');
      // the reference refuses a second order of the same prescription: the repeat answers 409 instead of the first answer
      expect(result.problems).toHaveLength(1);
      expect(result.problems[0]).toMatch(/^sent again with the same Idempotency-Key: status 409, expected 20[01] as the first time \(.*already has an active order\) \[one order for two sends with one Idempotency-Key\]$/);
    }, 60_000);

    it('exits non-zero from the command line, signing in itself', async () => {
      const printed: string[] = [];
      const log = vi.spyOn(console, 'log').mockImplementation((text: string) => void printed.push(text));
      try {
        expect(await main(['--api', apiBase, '--user', PATIENT, '--password', DEMO_PASSWORD])).toBe(1);
      } finally {
        log.mockRestore();
      }
      expect(printed.join('\n')).toMatch(/FAIL {4}GET \/company\/shipping-holidays\n {10}status 202, expected 200/);
    }, 60_000);
  });
});
