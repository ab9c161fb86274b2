import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { ErrorResponse } from '../../../src/domain/common/error-response.schema';
import type { EnrollmentPayload } from '../../../src/domain/patient/enrollment.schema';
import { BRAND_ENROLLMENT_CODES } from '../../../src/domain/company/brand-enrollment-codes';
import { enrollmentRequests } from '../../../server/schema';
import { createTestApp, type TestApp } from '../support/test-app';

const payload = (overrides: Partial<EnrollmentPayload> = {}): EnrollmentPayload => ({
  mainContact: { type: 'email', value: 'new.enrollee@example.com' },
  firstName: ' Rosa ',
  lastName: 'Mendez',
  registrationCode: 'RX-DEMO-1001',
  rxNumber: '4455667',
  dob: '1979-05-14',
  ...overrides,
});

describe('/api/enroll-request', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      lookupRateLimit: { max: 10_000, timeWindowMs: 60_000 },
      anonymousWriteLimit: { perClient: { max: 10_000, timeWindowMs: 60_000 }, perAddress: { max: 10_000, timeWindowMs: 60_000 } },
    });
  });
  afterAll(() => t.close());

  const post = (body: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/enroll-request', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
  const stored = (code: string) => t.database.db.select().from(enrollmentRequests).where(eq(enrollmentRequests.registrationCode, code));

  it('lists the pharmacies of the brand that offers a choice, none for the others', async () => {
    const withChoice = await t.app.inject({ url: '/api/enroll-request?registration_code=RX-DEMO-2001' });
    expect(withChoice.statusCode).toBe(200);
    expect(withChoice.json<{ pharmacies: { pharmacyName: string }[] }>().pharmacies.map((p) => p.pharmacyName)).toContain(
      'Warehouse Specialty Pharmacy - Dallas',
    );
    const without = await t.app.inject({ url: '/api/enroll-request?registration_code=RX-DEMO-1001' });
    expect(without.json()).toEqual({ pharmacies: [] });
  });

  it('answers 404 for an unknown code and 400 for a missing one', async () => {
    expect((await t.app.inject({ url: '/api/enroll-request?registration_code=NOPE' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/enroll-request' })).statusCode).toBe(400);
    expect((await post(payload({ registrationCode: 'NOPE' }))).statusCode).toBe(404);
  });

  it('stores a valid request with trimmed names (200)', async () => {
    const response = await post(payload());
    expect(response.statusCode).toBe(200);
    const [row] = await stored('RX-DEMO-1001');
    expect(row).toMatchObject({ firstName: 'Rosa', lastName: 'Mendez', dob: '1979-05-14', contactType: 'email', rxNumber: '4455667', pharmacyName: null });
    expect(response.json()).toEqual({ requestId: row?.requestId });
  });

  it('answers 401 when an account already uses the contact, storing nothing', async () => {
    const response = await post(payload({ registrationCode: 'RX-DEMO-1002', mainContact: { type: 'email', value: 'Pat.Demo@example.com' } }));
    expect(response.statusCode).toBe(401);
    expect(response.json<ErrorResponse>().message).toMatch(/already/);
    expect(await stored('RX-DEMO-1002')).toEqual([]);
  });

  it('requires one of the offered pharmacies for the brand with the dropdown', async () => {
    expect((await post(payload({ registrationCode: 'RX-DEMO-2001' }))).statusCode).toBe(400);
    expect((await post(payload({ registrationCode: 'RX-DEMO-2001', pharmacyName: 'Elsewhere' }))).statusCode).toBe(400);
    const ok = await post(payload({ registrationCode: 'RX-DEMO-2001', pharmacyName: 'Warehouse Specialty Pharmacy - Phoenix', rxNumber: null }));
    expect(ok.statusCode).toBe(200);
    expect((await stored('RX-DEMO-2001'))[0]).toMatchObject({ pharmacyName: 'Warehouse Specialty Pharmacy - Phoenix', rxNumber: null });
  });

  it.each([
    ['a non-numeric Rx number', payload({ rxNumber: '12a' }), /rxNumber/],
    ['a blank first name', payload({ firstName: '  ' }), /firstName/],
    ['an invalid date', payload({ dob: '1980-13-01' }), /dob/],
    ['a birth year of 1900', payload({ dob: '1900-12-31' }), /dob/],
    ['a birth date in the future', payload({ dob: '2999-01-01' }), /dob/],
    ['a phone that is not US', { ...payload(), mainContact: { type: 'phone', value: '5550123' } }, /mainContact/],
  ])('refuses %s with 400 and a reason', async (_name, body, reason) => {
    const response = await post(body);
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorResponse>().message).toMatch(reason);
  });

  it('accepts the brand enrollment codes of the login screens, for their brand and company, again and again', async () => {
    const warehouse = await t.app.inject({ url: '/api/enroll-request?registration_code=ENROLL-WAREHOUSE' });
    expect(warehouse.statusCode).toBe(200);
    expect(warehouse.json<{ pharmacies: { pharmacyName: string }[] }>().pharmacies).toHaveLength(3);
    const health = await t.app.inject({ url: '/api/enroll-request?registration_code=ENROLL-HEALTH-NETWORK' });
    expect(health.json()).toEqual({ pharmacies: [] });

    const pharmacyName = 'Warehouse Specialty Pharmacy - Dallas';
    const first = await post(payload({ registrationCode: 'ENROLL-WAREHOUSE', pharmacyName, mainContact: { type: 'email', value: 'first.walkin@example.com' } }));
    const second = await post(payload({ registrationCode: 'ENROLL-WAREHOUSE', pharmacyName, mainContact: { type: 'phone', value: '+12145550177' } }));
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(await stored('ENROLL-WAREHOUSE')).toEqual([
      expect.objectContaining({ brandId: 4, companyId: 1, contactValue: 'first.walkin@example.com', pharmacyName }),
      expect.objectContaining({ brandId: 4, companyId: 1, contactType: 'phone', pharmacyName }),
    ]);
    expect((await post(payload({ registrationCode: 'ENROLL-HEALTH-NETWORK' }))).statusCode).toBe(200);
    expect((await stored('ENROLL-HEALTH-NETWORK'))[0]).toMatchObject({ brandId: 3, companyId: 2, pharmacyName: null });
    expect(BRAND_ENROLLMENT_CODES.map((entry) => entry.code).sort()).toEqual(['ENROLL-HEALTH-NETWORK', 'ENROLL-WAREHOUSE']);
  });

  it('compares brand enrollment codes exactly', async () => {
    expect((await t.app.inject({ url: '/api/enroll-request?registration_code=enroll-warehouse' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/enroll-request?registration_code=ENROLL-WAREHOUSE%20' })).statusCode).toBe(404);
  });
});

describe('/api/enroll-request for an address that may or may not be a patient\'s', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      lookupRateLimit: { max: 10_000, timeWindowMs: 60_000 },
      anonymousWriteLimit: { perClient: { max: 4, timeWindowMs: 60_000 }, perAddress: { max: 2, timeWindowMs: 60_000 } },
    });
    await t.database.db.execute(sql`DELETE FROM rate_limit_counters`);
  });
  afterAll(() => t.close());

  const post = (body: unknown, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/enroll-request', remoteAddress, payload: body as object });

  it("answers a patient's address that signs in elsewhere (the basic pool) exactly as an unknown one, apart from the spec's 401", async () => {
    const patients = await post(payload({ mainContact: { type: 'email', value: 'link.basic@example.com' } }), '198.51.100.20');
    const strangers = await post(payload({ mainContact: { type: 'email', value: 'never.enrolled@example.com' } }), '198.51.100.21');
    expect(patients.statusCode).toBe(200);
    expect(strangers.statusCode).toBe(200);
    expect(Object.keys(patients.json<object>())).toEqual(Object.keys(strangers.json<object>()));
    expect(patients.json()).toEqual({ requestId: expect.any(Number) });
  });

  it('answers 429 with the wait after the writes one address may have, from any client; and per client, whatever the addresses', async () => {
    const target = payload({ mainContact: { type: 'email', value: 'flooded@example.com' } });
    expect((await post(target, '198.51.100.30')).statusCode).toBe(200);
    expect((await post(target, '198.51.100.31')).statusCode).toBe(200);
    const refused = await post(target, '198.51.100.32');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'Too Many Requests', message: expect.stringMatching(/try again in \d+ seconds?$/) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const known = await post(payload({ mainContact: { type: 'email', value: 'Pat.Demo@example.com' } }), '198.51.100.33');
    expect(known.statusCode).toBe(401);

    const answers = [];
    for (let i = 0; i < 5; i += 1) {
      answers.push((await post(payload({ mainContact: { type: 'email', value: `walkin${i}@example.com` } }), '192.0.2.44')).statusCode);
    }
    expect(answers).toEqual([200, 200, 200, 200, 429]);
  });
});
