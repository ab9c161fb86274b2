import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../../../server/platform/http/json-depth';
import { signedInPatient } from '../support/patients';
import { apiRoutesOf, concreteUrl, hasBody, type ApiRoute } from '../support/route-table';
import { createTestApp } from '../support/test-app';

/**
 * A small body nested thousands of levels deep is refused with 400 and a reason on every route
 * that takes a JSON body, open ones included, before it is parsed or validated. Generated from
 * the route table.
 */
const t = await createTestApp({
  lookupRateLimit: { max: 1_000_000, timeWindowMs: 60_000 },
  signUpIdentityUser: async () => ({ sub: randomUUID() }),
});
afterAll(() => t.close());

const pat = await signedInPatient(t.database.db, 'pat.demo@example.com');
const bodyRoutes = apiRoutesOf(t.app).filter((route) => hasBody(route.method, route));

/** About 10 KB: arrays, or objects, `levels` deep. */
const nestedArrays = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
const nestedObjects = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

function call(route: ApiRoute, payload: string): InjectOptions {
  return {
    method: route.method as InjectOptions['method'],
    url: concreteUrl(route),
    headers: {
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
      ...(route.auth === 'patient' ? { authorization: pat.bearer } : {}),
    },
    payload,
  };
}

const depthMessage = `body: JSON nested deeper than ${MAX_JSON_DEPTH} levels`;

describe('JSON nesting depth, on every route with a body', () => {
  it('covers the open and the protected routes', () => {
    expect(bodyRoutes.filter((route) => route.auth === 'none').length).toBeGreaterThan(5);
    expect(bodyRoutes.filter((route) => route.auth === 'patient').length).toBeGreaterThan(20);
  });

  it.each(bodyRoutes.map((route) => [route.name, route] as const))('%s: 400 with the reason for 5,000 levels', async (_name, route) => {
    for (const payload of [nestedArrays(5_000), nestedObjects(2_000)]) {
      const response = await t.app.inject(call(route, payload));
      expect(response.statusCode, response.body.slice(0, 200)).toBe(400);
      expect(response.json()).toEqual({ error: 'Bad Request', message: depthMessage });
    }
  });

  it('refuses one level beyond the limit and lets the limit itself through to the schema', async () => {
    const route = bodyRoutes.find((candidate) => candidate.name === 'POST /api/support-requests')!;
    const over = await t.app.inject(call(route, nestedArrays(MAX_JSON_DEPTH + 1)));
    expect(over.json()).toEqual({ error: 'Bad Request', message: depthMessage });
    const at = await t.app.inject(call(route, nestedArrays(MAX_JSON_DEPTH)));
    expect(at.statusCode).toBe(400);
    expect(at.json().message).not.toBe(depthMessage);
  });

  it('counts only brackets outside strings: deep-looking text is an ordinary value', async () => {
    const route = bodyRoutes.find((candidate) => candidate.name === 'POST /api/support-requests')!;
    const text = JSON.stringify({ note: '[{'.repeat(500) + '\\"]}' });
    const response = await t.app.inject(call(route, text));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).not.toBe(depthMessage);
  });
});

describe('nestsDeeperThan', () => {
  it('counts arrays and objects together, closing as it goes', () => {
    expect(nestsDeeperThan('{"a":[{"b":[1]}]}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[[1]]}]}', 4)).toBe(true);
    expect(nestsDeeperThan('[[]][[]][[]]', 2)).toBe(false);
  });

  it('skips brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(JSON.stringify({ a: '[[[[[{{{{' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ a: 'say \\"[[[[' }), 1)).toBe(false);
    // An escaped backslash does not escape the closing quote: the brackets after it count.
    expect(nestsDeeperThan(JSON.stringify({ a: 'ends in a backslash \\' }) + '[[', 1)).toBe(true);
  });

  it('stops at the first level too many of a long body', () => {
    expect(nestsDeeperThan('['.repeat(1_000_000), MAX_JSON_DEPTH)).toBe(true);
  });
});
