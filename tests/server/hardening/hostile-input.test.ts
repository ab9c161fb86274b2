import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { AUDIT_SAMPLES, type SampleContext } from '../support/audit-samples';
import { HOSTILE_NUMBERS, HOSTILE_STRINGS, leavesOf, naughtySample } from '../support/hostile-values';
import { signedInPatient } from '../support/patients';
import { apiRoutesOf } from '../support/route-table';
import { createTestApp } from '../support/test-app';

/**
 * Near-valid requests: every route's working sample call with one value at a time replaced by
 * hostile input (NUL characters, prototype names, numbers outside int32, naughty strings). These
 * get past the shape checks that reject random input, to where the database would see them.
 * Each answer is below 500, and a refusal says why.
 */
const t = await createTestApp({
  lookupRateLimit: { max: 1_000_000, timeWindowMs: 60_000 },
  anonymousWriteLimit: { perClient: { max: 1_000_000, timeWindowMs: 60_000 }, perAddress: { max: 1_000_000, timeWindowMs: 60_000 } },
  signUpIdentityUser: async () => ({ sub: randomUUID() }),
});
afterAll(() => t.close());

const routes = apiRoutesOf(t.app);
const context: SampleContext = {
  db: t.database.db,
  pat: await signedInPatient(t.database.db, 'pat.demo@example.com'),
  maria: await signedInPatient(t.database.db, 'maria.demo@example.com'),
  grace: await signedInPatient(t.database.db, 'grace.careprog@example.com'),
  evan: await signedInPatient(t.database.db, 'evan.unverified@example.com'),
  publicJwk: (await t.app.inject({ method: 'GET', url: '/api/patients/registration/public-key' })).json<{ jwk: JsonWebKey }>().jwk,
};

function mutations(options: InjectOptions, seed: number): { path: string; value: unknown; options: InjectOptions }[] {
  const url = new URL(String(options.url), 'http://x');
  const payload = typeof options.payload === 'object' && options.payload !== null ? options.payload : undefined;
  const values = [...HOSTILE_STRINGS, ...HOSTILE_NUMBERS, ...naughtySample(97, seed)];
  return leavesOf(payload, url.searchParams).flatMap((leaf) =>
    values.map((value) => {
      const next = leaf.replace(value);
      const search = next.query.toString();
      const headers = { ...(options.headers as Record<string, string>) };
      // A fresh key, so the hostile body reaches the handler instead of the stored answer.
      if (headers['idempotency-key']) headers['idempotency-key'] = randomUUID();
      return {
        path: leaf.path,
        value,
        options: { ...options, headers, url: `${url.pathname}${search ? `?${search}` : ''}`, payload: next.payload as InjectOptions['payload'] },
      };
    }),
  );
}

describe('hostile values in otherwise valid requests', () => {
  it('every audited route has a sample to start from', () => {
    const sampled = routes.filter((route) => AUDIT_SAMPLES[route.name]);
    expect(sampled.length).toBeGreaterThan(40);
  });

  it('no answer is 5xx; every refusal names the field', async () => {
    const failures: string[] = [];
    const refusedNul: string[] = [];
    let calls = 0;
    let seed = 0;
    for (const [name, sample] of Object.entries(AUDIT_SAMPLES)) {
      const valid = await sample(context);
      seed += 1;
      for (const { path, value, options } of mutations(valid, seed)) {
        const response = await t.app.inject(options);
        calls += 1;
        if (response.statusCode >= 500) failures.push(`${name} ${path}=${JSON.stringify(value)}: ${response.statusCode}`);
        else if (response.statusCode >= 400) {
          const body = response.json<{ error?: unknown; message?: unknown }>();
          if (typeof body.error !== 'string' || typeof body.message !== 'string') failures.push(`${name} ${path}: ${response.statusCode} without a reason`);
          if (typeof value === 'string' && value.includes('\u0000') && response.statusCode === 400) refusedNul.push(name);
        } else if (typeof value === 'string' && value.includes('\u0000')) {
          failures.push(`${name} ${path}: a NUL character was accepted (${response.statusCode})`);
        }
      }
      // The valid call too (state for the samples after it; a hostile twin may have taken its place: 409).
      const response = await t.app.inject(valid);
      if (response.statusCode >= 500) failures.push(`${name} valid sample: ${response.statusCode} ${response.body.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
    expect(calls).toBeGreaterThan(1000);
    expect(new Set(refusedNul).size).toBeGreaterThan(20);
  }, 120_000);
});
