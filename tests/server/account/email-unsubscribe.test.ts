import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ErrorResponse } from '../../../src/domain/common/error-response.schema';
import { BODY_LIMIT_BYTES } from '../../../server/app';
import { eq } from 'drizzle-orm';
import { emailPreferences } from '../../../server/schema';
import { PREFERENCE_LINK_TTL_SECONDS, preferenceTokenSigner } from '../../../server/modules/account/preference-token';
import { createTestApp, type TestApp } from '../support/test-app';

const KNOWN_EMAIL = 'pat.demo@example.com';
const UNKNOWN_EMAIL = 'nobody@example.com';
// The tests' clock: tokens are signed and checked against it, never against today's date.
const T0 = new Date('2026-05-04T12:00:00Z');
const GENEROUS = { perClient: { max: 10_000, timeWindowMs: 60_000 }, perAddress: { max: 10_000, timeWindowMs: 60_000 } };

describe('PUT /api/email-unsubscribe', () => {
  let t: TestApp;
  let clock = T0;
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock, anonymousWriteLimit: GENEROUS });
  });
  afterAll(() => t.close());

  const storedPreference = async (email: string) => {
    const [row] = await t.database.db
      .select({ email: emailPreferences.email, notificationPreference: emailPreferences.notificationPreference })
      .from(emailPreferences)
      .where(eq(emailPreferences.email, email.trim().toLowerCase()));
    return row ?? null;
  };

  const put = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/email-unsubscribe',
      headers: { 'content-type': 'application/json', ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const tokenFor = async (email: string, at = T0) => (await preferenceTokenSigner(t.database.db, at))(email);
  /** The mac's first character changed (it carries six whole bits of the mac). */
  const tampered = (token: string) => {
    const dot = token.indexOf('.');
    return `${token.slice(0, dot + 1)}${token[dot + 1] === 'A' ? 'B' : 'A'}${token.slice(dot + 2)}`;
  };

  it('unsubscribes a known e-mail with its link token (200) and stores 0', async () => {
    const response = await put({ email: KNOWN_EMAIL, notificationPreference: 0, token: await tokenFor(KNOWN_EMAIL) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: KNOWN_EMAIL, notificationPreference: 0 });
    expect(await storedPreference(KNOWN_EMAIL)).toEqual({ email: KNOWN_EMAIL, notificationPreference: 0 });
  });

  it('resubscribes, matching the e-mail case-insensitively', async () => {
    const response = await put({ email: 'Pat.Demo@Example.com', notificationPreference: 1, token: await tokenFor(KNOWN_EMAIL) });
    expect(response.statusCode).toBe(200);
    expect((await storedPreference(KNOWN_EMAIL))?.notificationPreference).toBe(1);
  });

  describe('refuses a change without a valid token, the same way for every address, and stores nothing', () => {
    const refusedAlike = async (payloadFor: (email: string) => Promise<object>) => {
      const known = await put(await payloadFor(KNOWN_EMAIL));
      const unknown = await put(await payloadFor(UNKNOWN_EMAIL));
      expect(known.statusCode).toBe(403);
      expect(unknown.statusCode).toBe(403);
      expect(known.json<ErrorResponse>()).toEqual({ error: 'Forbidden', message: expect.stringMatching(/link/) });
      expect(unknown.json()).toEqual(known.json());
      expect((await storedPreference(KNOWN_EMAIL))?.notificationPreference).toBe(1);
      expect(await storedPreference(UNKNOWN_EMAIL)).toBeNull();
    };

    it('no token', () => refusedAlike(async (email) => ({ email, notificationPreference: 0 })));
    it("another address's token", () =>
      refusedAlike(async (email) => ({ email, notificationPreference: 0, token: await tokenFor('someone.else@example.com') })));
    it('a tampered token', () => refusedAlike(async (email) => ({ email, notificationPreference: 0, token: tampered(await tokenFor(email)) })));
    it('a token whose expiry was changed', () =>
      refusedAlike(async (email) => {
        const [expiry, mac] = (await tokenFor(email)).split('.');
        return { email, notificationPreference: 0, token: `${Number(expiry) + 86_400}.${mac}` };
      }));
    it('a token that is not one at all', () => refusedAlike(async (email) => ({ email, notificationPreference: 0, token: 'x'.repeat(60) })));
    it('an expired token (injected clock)', async () => {
      const signed = new Date(T0.getTime() - PREFERENCE_LINK_TTL_SECONDS * 1000);
      try {
        clock = T0;
        await refusedAlike(async (email) => ({ email, notificationPreference: 0, token: await tokenFor(email, signed) }));
        // One second earlier the same token still works.
        clock = new Date(T0.getTime() - 1000);
        const accepted = await put({ email: UNKNOWN_EMAIL, notificationPreference: 1, token: await tokenFor(UNKNOWN_EMAIL, signed) });
        expect(accepted.statusCode).toBe(200);
      } finally {
        clock = T0;
        await t.database.db.delete(emailPreferences).where(eq(emailPreferences.email, UNKNOWN_EMAIL));
      }
    });
  });

  it("answers a valid token for an address that is no patient's exactly as for a patient's", async () => {
    const other = 'not.a.patient@example.com';
    const known = await put({ email: KNOWN_EMAIL, notificationPreference: 0, token: await tokenFor(KNOWN_EMAIL) });
    const unknown = await put({ email: other, notificationPreference: 0, token: await tokenFor(other) });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual({ ...known.json<object>(), email: other });
    expect(unknown.headers['cache-control']).toBe(known.headers['cache-control']);
    await put({ email: KNOWN_EMAIL, notificationPreference: 1, token: await tokenFor(KNOWN_EMAIL) });
  });

  describe('POST /api/email-unsubscribe/lookup', () => {
    const get = (email: string, token?: string) =>
      t.app.inject({ method: 'POST', url: '/api/email-unsubscribe/lookup', payload: { email, ...(token === undefined ? {} : { token }) } });

    it('takes the token from the body only: a token in a URL (a GET query, or the lookup\'s own query) is refused', async () => {
      const token = (await preferenceTokenSigner(t.database.db, T0))(KNOWN_EMAIL);
      const query = new URLSearchParams({ email: KNOWN_EMAIL, token }).toString();
      expect((await t.app.inject({ method: 'GET', url: `/api/email-unsubscribe?${query}` })).statusCode).toBe(404);
      const inQuery = await t.app.inject({ method: 'POST', url: `/api/email-unsubscribe/lookup?${query}`, payload: { email: KNOWN_EMAIL } });
      expect(inQuery.statusCode).toBe(403);
      expect((await get(KNOWN_EMAIL, token)).statusCode).toBe(200);
    });

    it("answers the stored preference to the link's holder, subscribed when none is stored, the same shape for any address", async () => {
      await put({ email: KNOWN_EMAIL, notificationPreference: 0, token: await tokenFor(KNOWN_EMAIL) });
      const known = await get(KNOWN_EMAIL, await tokenFor(KNOWN_EMAIL));
      expect(known.statusCode).toBe(200);
      expect(known.json()).toEqual({ email: KNOWN_EMAIL, notificationPreference: 0 });
      expect(known.headers['cache-control']).toBe('no-store');
      const unknown = await get('never.seen@example.com', await tokenFor('never.seen@example.com'));
      expect(unknown.statusCode).toBe(200);
      expect(unknown.json()).toEqual({ email: 'never.seen@example.com', notificationPreference: 1 });
      await put({ email: KNOWN_EMAIL, notificationPreference: 1, token: await tokenFor(KNOWN_EMAIL) });
    });

    it.each([
      ['no token', async () => undefined],
      ["another address's token", () => tokenFor('someone.else@example.com')],
      ['a tampered token', async () => tampered(await tokenFor(KNOWN_EMAIL))],
    ])('refuses %s with the same 403 for a patient and a stranger', async (_case, tokenOf) => {
      const token = await tokenOf();
      const known = await get(KNOWN_EMAIL, token);
      const unknown = await get(UNKNOWN_EMAIL, token === undefined ? undefined : token);
      expect(known.statusCode).toBe(403);
      expect(unknown.statusCode).toBe(403);
      expect(unknown.json()).toEqual(known.json());
    });
  });

  it.each([
    ['a malformed e-mail', { email: 'not-an-email', notificationPreference: 0 }, /body\/email/],
    ['a missing e-mail', { notificationPreference: 0 }, /body\/email/],
    ['a missing preference', { email: KNOWN_EMAIL }, /body\/notificationPreference/],
    ['a preference out of range', { email: KNOWN_EMAIL, notificationPreference: 2 }, /body\/notificationPreference/],
    ['a preference given as a string', { email: KNOWN_EMAIL, notificationPreference: '0' }, /body\/notificationPreference/],
    ['an e-mail given as a number', { email: 42, notificationPreference: 0 }, /body\/email/],
    ['an array body', [{ email: KNOWN_EMAIL, notificationPreference: 0 }], /body/],
    ['a JSON null body', null, /body/],
  ])('answers 400 with a reason for %s', async (_case, payload, reason) => {
    const response = await put(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json<ErrorResponse>();
    expect(body.error).toBe('Bad Request');
    expect(body.message).toMatch(reason);
  });

  it('answers 400 for malformed JSON', async () => {
    const response = await put('{"email": ');
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorResponse>()).toEqual({ error: 'Bad Request', message: expect.any(String) });
  });

  it('answers 400 for an empty body', async () => {
    const response = await put('');
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorResponse>().error).toBe('Bad Request');
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'answers 415 for a %s body',
    async (contentType) => {
      const response = await put(`email=${KNOWN_EMAIL}&notificationPreference=0`, { 'content-type': contentType });
      expect(response.statusCode).toBe(415);
      expect(response.json<ErrorResponse>()).toEqual({
        error: 'Unsupported Media Type',
        message: expect.stringContaining('application/json'),
      });
    },
  );

  it('answers 413 for a body over the limit', async () => {
    const oversized = JSON.stringify({ email: KNOWN_EMAIL, notificationPreference: 0, pad: 'x'.repeat(BODY_LIMIT_BYTES) });
    const response = await put(oversized);
    expect(response.statusCode).toBe(413);
    expect(response.json<ErrorResponse>().error).toBe('Payload Too Large');
    expect((await storedPreference(KNOWN_EMAIL))?.notificationPreference).toBe(1);
  });
});

describe('rate limits of the anonymous preference writes (counters in the database)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      now: () => T0,
      anonymousWriteLimit: { perClient: { max: 5, timeWindowMs: 60_000 }, perAddress: { max: 2, timeWindowMs: 60_000 } },
    });
    await t.database.db.execute(sql`DELETE FROM rate_limit_counters`);
  });
  afterAll(() => t.close());

  const put = (email: string, token: string, remoteAddress = '203.0.113.7') =>
    t.app.inject({ method: 'PUT', url: '/api/email-unsubscribe', remoteAddress, payload: { email, notificationPreference: 1, token } });

  it('answers 429 with the wait once one address had its writes, from any client; other addresses go on', async () => {
    const token = (await preferenceTokenSigner(t.database.db, T0))(KNOWN_EMAIL);
    expect((await put(KNOWN_EMAIL, token, '198.51.100.1')).statusCode).toBe(200);
    expect((await put(KNOWN_EMAIL, 'forged-token-forged-token', '198.51.100.2')).statusCode).toBe(403);
    const refused = await put(KNOWN_EMAIL, token, '198.51.100.3');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'Too Many Requests', message: expect.stringMatching(/try again in \d+ seconds?$/) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const stranger = await put(UNKNOWN_EMAIL, 'forged-token-forged-token', '198.51.100.4');
    expect(stranger.statusCode).toBe(403);
    const [{ count }] = (await t.database.db.execute<{ count: number }>(sql`SELECT count(*)::int AS count FROM rate_limit_counters WHERE key LIKE '%address:%'`)).rows as [{ count: number }];
    expect(count).toBeGreaterThanOrEqual(2);
  });

  it('answers 429 with the wait once one client made its writes, whatever the addresses', async () => {
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push((await put(`guess${i}@example.com`, 'forged-token-forged-token', '192.0.2.9')).statusCode);
    expect(answers).toEqual([403, 403, 403, 403, 403, 429]);
    const refused = await put('guess9@example.com', 'forged-token-forged-token', '192.0.2.9');
    expect(refused.json()).toEqual({ error: 'Too Many Requests', message: expect.stringMatching(/^Too many requests: try again in/) });
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await put('guess9@example.com', 'forged-token-forged-token', '192.0.2.10')).statusCode).toBe(403);
  });
});
