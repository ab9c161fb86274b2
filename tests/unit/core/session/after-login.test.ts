import { continueAfterLogin } from '../../../../src/core/session/continue-after-login';
import { describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../../../src/core/api/http-client';
import { createSessionStore } from '../../../../src/core/session/session-store';
import { afterLogin, browserTimezoneOffset, targetHref, type AfterLoginInput } from '../../../../src/core/session/after-login';
import type { User } from '../../../../src/domain/account/user.schema';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const idToken = `${b64({ alg: 'RS256' })}.${b64({ sub: 's-1', jti: 'jti-42', exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;

const who = {
  u_ID: 7,
  username: '+15551234567',
  companyId: 3,
  brandId: 1,
  companyName: 'Care Co',
  fName: 'Pat',
  lName: 'Lee',
  phone: '+15551234567',
  email: 'pat@example.com',
  usernameType: 'phone',
  mfaStatus: 'NOMFA',
};

const user: User = {
  uId: 7,
  username: '+15551234567',
  usernameType: 'phone',
  companyId: 3,
  companyName: 'Care Co',
  brandId: 1,
  consentDate: '2025-01-01T00:00:00Z',
  emailVerified: 1,
  groupsMapped: 2,
  timezone: -300,
  fname: 'Pat',
  lname: 'Lee',
  dob: '1980-01-01',
  gender: null,
  locale: 'en',
  lastLogin: '2026-02-01T09:00:00Z',
  mfaStatus: 'NOMFA',
};

interface Call {
  method: string;
  path: string;
  query: string;
  auth: string | null;
  body: unknown;
}

type Route = (call: Call) => { status: number; body?: unknown } | undefined;

function setup(routes: Route[] = [], userOverride: Partial<User> = {}) {
  const session = createSessionStore(undefined);
  const calls: Call[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://test');
    const headers = new Headers(init?.headers);
    const call: Call = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/api/, ''),
      query: url.search,
      auth: headers.get('authorization'),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const answer =
      routes.map((route) => route(call)).find(Boolean) ??
      (call.path === '/session'
        ? { status: 200, body: who }
        : call.path === '/user' && call.method === 'GET'
          ? { status: 200, body: { user: { ...user, ...userOverride } } }
          : call.path === '/user' && call.method === 'PUT'
            ? { status: 200, body: { user, consentThreadCreated: false } }
            : call.path === '/company/modules'
              ? { status: 200, body: { modules: [{ modId: 1, name: 'Refill' }], variant: 'standard' } }
              : { status: 404 });
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status });
  });
  const onSessionExpired = vi.fn();
  const client = createHttpClient({
    apiBase: '/api',
    getToken: () => session.getState().identity?.token ?? null,
    onSessionExpired,
    fetch: fetchStub as unknown as typeof fetch,
  });
  const signOut = vi.fn(async () => {});
  return { session, calls, client, signOut, onSessionExpired };
}

const input = (overrides: Partial<AfterLoginInput> = {}): AfterLoginInput => ({
  idToken,
  pool: 'standard',
  params: {},
  locale: 'es',
  timezoneOffset: -300,
  now: new Date('2026-03-01T12:00:00Z'),
  ...overrides,
});

describe('afterLogin (spec 01 §4 "After login")', () => {
  it('the first sign-in ever lands on home with initialLogin, for the tour notice', async () => {
    const { session, client, signOut } = setup([], { lastLogin: null });
    const result = await afterLogin({ client, session, signOut }, input());
    expect(result).toMatchObject({ ok: true, target: { path: '/home', state: { initialLogin: true } } });
  });

  it('a first sign-in that detours through e-mail verification still reaches home with initialLogin', async () => {
    const { session, client, signOut } = setup([], { lastLogin: null, emailVerified: 0 });
    const result = await afterLogin({ client, session, signOut }, input({ params: { conv_id: '4' } }));
    expect(result).toMatchObject({ ok: true, target: { path: '/email-verify' } });
    const next = continueAfterLogin({ user: { consentDate: '2025-01-01', emailVerified: 1, groupsMapped: 2 }, uId: 7, variant: 'standard' });
    expect(next).toEqual({ path: '/chat', state: { convIdFromLink: 4 } });
    const home = continueAfterLogin({ user: { consentDate: '2025-01-01', emailVerified: 1, groupsMapped: 2 }, uId: 7, variant: 'standard' });
    expect(home).toEqual({ path: '/home', state: { initialLogin: true } });
    expect(continueAfterLogin({ user: { consentDate: '2025-01-01', emailVerified: 1, groupsMapped: 2 }, uId: 7, variant: 'standard' })).toEqual({
      path: '/home',
    });
  });

  it('an e-mail the identity has verified (sign-up confirmed by an e-mailed code) is not asked for again', async () => {
    const verifiedToken = `${b64({ alg: 'RS256' })}.${b64({ sub: 's-1', email: 'pat@example.com', email_verified: true })}.sig`;
    const { session, client, signOut, calls } = setup(
      [(call) => (call.path === '/email-verification' ? { status: 200, body: { user: { ...user, emailVerified: 1 } } } : undefined)],
      { emailVerified: 0 },
    );
    const result = await afterLogin({ client, session, signOut }, input({ idToken: verifiedToken }));
    expect(calls.find((call) => call.path === '/email-verification')).toMatchObject({ method: 'POST', body: { u_id: 7 } });
    expect(result).toMatchObject({ ok: true, target: { path: '/home' } });
  });

  it('without the identity saying so, the unverified e-mail still leads to verification', async () => {
    const { session, client, signOut, calls } = setup([], { emailVerified: 0 });
    const result = await afterLogin({ client, session, signOut }, input());
    expect(calls.some((call) => call.path === '/email-verification')).toBe(false);
    expect(result).toMatchObject({ ok: true, target: { path: '/email-verify' } });
  });

  it('stores who signed in, with the ID token, its jti and the pool', async () => {
    const { session, client, signOut, calls } = setup();
    const result = await afterLogin({ client, session, signOut }, input({ pool: 'basic' }));
    expect(result).toEqual({ ok: true, uId: 7, target: { path: '/home' }, href: '/home' });
    expect(session.getState().identity).toEqual({ ...who, token: idToken, jti: 'jti-42', pool: 'basic' });
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/session', auth: `Bearer ${idToken}` });
    expect(signOut).not.toHaveBeenCalled();
  });

  it('fetches the user by u_id with the bearer token and keeps it in the store', async () => {
    const { session, client, signOut, calls } = setup();
    await afterLogin({ client, session, signOut }, input());
    expect(calls[1]).toMatchObject({ method: 'GET', path: '/user', query: '?u_id=7', auth: `Bearer ${idToken}` });
    expect(session.getState().user).toMatchObject({ uId: 7, fname: 'Pat' });
  });

  it('does not update the timezone when it is the same, and saves last_login and locale', async () => {
    const { session, client, signOut, calls } = setup();
    await afterLogin({ client, session, signOut }, input());
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts).toEqual([
      {
        method: 'PUT',
        path: '/user',
        query: '',
        auth: `Bearer ${idToken}`,
        body: {
          u_id: 7,
          userData: [
            { Name: 'last_login', Value: '2026-03-01T12:00:00.000Z' },
            { Name: 'locale', Value: 'es' },
          ],
        },
      },
    ]);
  });

  it('updates the timezone first when the browser offset differs', async () => {
    const { session, client, signOut, calls } = setup([], { timezone: 60 });
    await afterLogin({ client, session, signOut }, input({ timezoneOffset: -420 }));
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts).toHaveLength(2);
    expect(puts[0]!.body).toEqual({ u_id: 7, userData: [{ Name: 'timezone', Value: -420 }] });
    expect((puts[1]!.body as { userData: Array<{ Name: string }> }).userData.map((d) => d.Name)).toEqual(['last_login', 'locale']);
    expect(session.getState().user!.timezone).toBe(-420);
  });

  it('keeps the stored timezone in the session when saving the new one failed', async () => {
    const { session, client, signOut } = setup([(c) => (c.method === 'PUT' ? { status: 500 } : undefined)], { timezone: 60 });
    await afterLogin({ client, session, signOut }, input({ timezoneOffset: -420 }));
    expect(session.getState().user!.timezone).toBe(60);
  });

  it('updates the timezone when the user has none yet', async () => {
    const { session, client, signOut, calls } = setup([], { timezone: null });
    await afterLogin({ client, session, signOut }, input({ timezoneOffset: 0 }));
    expect(calls.filter((c) => c.method === 'PUT')[0]!.body).toEqual({ u_id: 7, userData: [{ Name: 'timezone', Value: 0 }] });
  });

  it('a failed timezone or last_login save does not stop the sign-in', async () => {
    const { session, client, signOut } = setup([(c) => (c.method === 'PUT' ? { status: 500 } : undefined)], { timezone: 1 });
    const result = await afterLogin({ client, session, signOut }, input());
    expect(result.ok).toBe(true);
  });

  it('loads the company modules and variant into the store', async () => {
    const { session, client, signOut, calls } = setup();
    await afterLogin({ client, session, signOut }, input());
    expect(calls.find((c) => c.path === '/company/modules')!.query).toBe('?company_id=3');
    expect(session.getState().modules).toEqual([{ modId: 1, name: 'Refill' }]);
    expect(session.getState().variant).toBe('standard');
  });

  it('routes by the priority with the link parameters and the company variant', async () => {
    const { session, client, signOut } = setup(
      [(c) => (c.path === '/company/modules' ? { status: 200, body: { modules: [{ modId: 1, name: 'Refill' }], variant: 'care-program' } } : undefined)],
      { groupsMapped: 0 },
    );
    expect(await afterLogin({ client, session, signOut }, input())).toMatchObject({ ok: true, target: { path: '/care-programs' } });
    expect(await afterLogin({ client, session, signOut }, input({ params: { survey_event_id: '12' } }))).toMatchObject({
      ok: true,
      href: '/survey?survey_event_id=12',
    });
  });

  it('carries a refill being edited', async () => {
    const { session, client, signOut } = setup();
    expect(await afterLogin({ client, session, signOut }, input({ refillUpdate: { requestId: 9 } }))).toMatchObject({
      target: { path: '/refill', state: { refillUpdate: { requestId: 9 } } },
    });
  });

  it('sends a user without consent to /consent', async () => {
    const { session, client, signOut } = setup([], { consentDate: null });
    expect(await afterLogin({ client, session, signOut }, input())).toMatchObject({ ok: true, href: '/consent' });
  });

  it('a failed user lookup signs out and reports it', async () => {
    const { session, client, signOut, calls } = setup([(c) => (c.path === '/user' && c.method === 'GET' ? { status: 500 } : undefined)]);
    const result = await afterLogin({ client, session, signOut }, input());
    expect(result).toEqual({ ok: false, reason: 'user' });
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(session.getState().identity).toBeNull();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('a failed session lookup signs out and stores nothing', async () => {
    const { session, client, signOut } = setup([(c) => (c.path === '/session' ? { status: 401 } : undefined)]);
    expect(await afterLogin({ client, session, signOut }, input())).toEqual({ ok: false, reason: 'session' });
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(session.getState().identity).toBeNull();
  });

  it('a session answer without an identity counts as a failure', async () => {
    const { session, client, signOut } = setup([(c) => (c.path === '/session' ? { status: 200, body: {} } : undefined)]);
    expect(await afterLogin({ client, session, signOut }, input())).toEqual({ ok: false, reason: 'session' });
  });

  it('a failing sign-out still reports the failed lookup', async () => {
    const { session, client } = setup([(c) => (c.path === '/user' ? { status: 404 } : undefined)]);
    const signOut = vi.fn(async () => {
      throw new Error('offline');
    });
    expect(await afterLogin({ client, session, signOut }, input())).toEqual({ ok: false, reason: 'user' });
  });
});

describe('helpers', () => {
  it('the browser offset is minutes east of UTC', () => {
    const date = new Date();
    expect(browserTimezoneOffset(date)).toBe(-date.getTimezoneOffset() || 0);
  });
  it('a target as an address', () => {
    expect(targetHref({ path: '/home' })).toBe('/home');
    expect(targetHref({ path: '/home', query: { redirect: '1' } })).toBe('/home?redirect=1');
    expect(targetHref({ path: '/refill', query: { refill_event_id: 'a b' } })).toBe('/refill?refill_event_id=a+b');
  });
});
