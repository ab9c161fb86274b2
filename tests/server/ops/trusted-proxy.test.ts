import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnrollmentPayload } from '../../../src/domain/patient/enrollment.schema';
import { readServerEnv } from '../../../server/platform/env';
import { createTestApp, type TestApp } from '../support/test-app';

// Behind nginx every request comes from the balancer's address; the per-client limits must count
// the patient named by X-Forwarded-For, and only when the balancer is trusted (RX_TRUST_PROXY).
const BALANCER = '127.0.0.1';
const limits = {
  lookupRateLimit: { max: 10_000, timeWindowMs: 60_000 },
  anonymousWriteLimit: { perClient: { max: 2, timeWindowMs: 60_000 }, perAddress: { max: 100, timeWindowMs: 60_000 } },
};
let sent = 0;
const enrollment = (): EnrollmentPayload => ({
  mainContact: { type: 'email', value: `proxy.walkin${(sent += 1)}@example.com` },
  firstName: 'Rosa',
  lastName: 'Mendez',
  registrationCode: 'RX-DEMO-1001',
  rxNumber: '4455667',
  dob: '1979-05-14',
});
const postFrom = (t: TestApp, forwardedFor: string) =>
  t.app.inject({ method: 'POST', url: '/api/enroll-request', remoteAddress: BALANCER, headers: { 'x-forwarded-for': forwardedFor }, payload: enrollment() });

async function statuses(t: TestApp, forwardedFor: string[]): Promise<number[]> {
  const answers: number[] = [];
  for (const address of forwardedFor) answers.push((await postFrom(t, address)).statusCode);
  return answers;
}

describe('a trusted load balancer (RX_TRUST_PROXY)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...limits, trustProxy: BALANCER });
    await t.database.db.execute(sql`DELETE FROM rate_limit_counters`);
  });
  afterAll(() => t.close());

  it("counts each patient's own address, so one client's limit leaves the others alone", async () => {
    expect(await statuses(t, ['198.51.100.50', '198.51.100.50', '198.51.100.50'])).toEqual([200, 200, 429]);
    expect(await statuses(t, ['198.51.100.51', '203.0.113.9, 198.51.100.52'])).toEqual([200, 200]);
  });
});

describe('without RX_TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(limits);
    await t.database.db.execute(sql`DELETE FROM rate_limit_counters`);
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For: a client cannot name itself another address to escape its limit', async () => {
    expect(await statuses(t, ['198.51.100.60', '198.51.100.61', '198.51.100.62'])).toEqual([200, 200, 429]);
  });
});

describe('RX_TRUST_PROXY', () => {
  it('takes addresses and CIDR ranges, and refuses anything else with the variable named', () => {
    expect(readServerEnv({ RX_TRUST_PROXY: ' 127.0.0.1, 10.0.0.0/8 ,::1' }).trustProxy).toBe('127.0.0.1,10.0.0.0/8,::1');
    expect(readServerEnv({}).trustProxy).toBeUndefined();
    expect(() => readServerEnv({ RX_TRUST_PROXY: 'nginx' })).toThrow(/^RX_TRUST_PROXY must list IP addresses or CIDR ranges.*"nginx"/);
  });
});
