import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse } from '../../src/domain/common/error-response.schema';
import { BODY_LIMIT_BYTES } from '../../server/app';
import { eq } from 'drizzle-orm';
import { emailPreferences } from '../../server/db/schema';
import { createTestApp, type TestApp } from './support/test-app';

const KNOWN_EMAIL = 'pat.demo@example.com';

describe('PUT /api/email-unsubscribe', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
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

  it('unsubscribes a known e-mail (200) and stores 0', async () => {
    const response = await put({ email: KNOWN_EMAIL, notificationPreference: 0 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: KNOWN_EMAIL, notificationPreference: 0 });
    expect(await storedPreference(KNOWN_EMAIL)).toEqual({
      email: KNOWN_EMAIL,
      notificationPreference: 0,
    });
  });

  it('resubscribes, matching the e-mail case-insensitively', async () => {
    const response = await put({ email: 'Pat.Demo@Example.com', notificationPreference: 1 });
    expect(response.statusCode).toBe(200);
    expect((await storedPreference(KNOWN_EMAIL))?.notificationPreference).toBe(1);
  });

  it('answers 404 for an unknown e-mail and stores nothing', async () => {
    const response = await put({ email: 'nobody@example.com', notificationPreference: 0 });
    expect(response.statusCode).toBe(404);
    expect(response.json<ErrorResponse>()).toEqual({ error: 'Not Found', message: expect.any(String) });
    expect(await storedPreference('nobody@example.com')).toBeNull();
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
