import { describe, expect, it, vi } from 'vitest';
import { buildUrl, createHttpClient } from '../../../src/core/api/http-client';
import { ApiError, NetworkError, SessionExpiredError } from '../../../src/core/api/api-error';

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);
const jwt = (expSeconds: number) =>
  `h.${Buffer.from(JSON.stringify({ exp: expSeconds, sub: 'p1' })).toString('base64url')}.s`;
const validToken = jwt(NOW / 1000 + 3600);
const expiredToken = jwt(NOW / 1000 - 1);

function setup(response: { status: number; body?: unknown; text?: string } | Error, token: string | null = validToken) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => {
    if (response instanceof Error) throw response;
    const text = response.text ?? (response.body === undefined ? '' : JSON.stringify(response.body));
    return new Response(text || null, { status: response.status });
  });
  const onSessionExpired = vi.fn();
  const client = createHttpClient({
    apiBase: '/api',
    getToken: () => token,
    onSessionExpired,
    fetch: fetchMock as unknown as typeof fetch,
    now: () => NOW,
  });
  return { client, fetchMock, onSessionExpired };
}

describe('fetch helper (spec 01 §7)', () => {
  it('resolves with the body on the expected status (default 200) and sends the bearer ID token', async () => {
    const { client, fetchMock } = setup({ status: 200, body: { user: { fname: 'Pat' } } });
    const result = await client.request<{ user: { fname: string } }>('/user', { query: { u_id: 7 } });
    expect(result).toEqual({ status: 200, body: { user: { fname: 'Pat' } } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/user?u_id=7');
    expect((init.headers as Record<string, string>).Authorization).toBe(`Bearer ${validToken}`);
  });

  it('sends a given token instead of the session\'s, before there is a session, and a 401 then expires nothing', async () => {
    const fresh = jwt(NOW / 1000 + 60);
    const { client, fetchMock, onSessionExpired } = setup({ status: 200, body: { u_ID: 3 } }, null);
    await expect(client.request('/session', { token: fresh })).resolves.toEqual({ status: 200, body: { u_ID: 3 } });
    expect((fetchMock.mock.calls[0]![1].headers as Record<string, string>).Authorization).toBe(`Bearer ${fresh}`);

    const refused = setup({ status: 401, body: { message: 'Unauthorized' } }, null);
    await expect(refused.client.request('/session', { token: fresh })).rejects.toBeInstanceOf(ApiError);
    expect(refused.onSessionExpired).not.toHaveBeenCalled();
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('accepts any of several expected statuses', async () => {
    const { client } = setup({ status: 404, body: { message: 'unknown' } });
    await expect(client.request('/email-unsubscribe', { method: 'PUT', auth: false, expectedStatus: [200, 404] })).resolves.toMatchObject({
      status: 404,
    });
  });

  it('rejects on 400 with the server reason, even if 400 was listed as expected', async () => {
    const { client } = setup({ status: 400, body: { error: 'Bad Request', message: 'email: Invalid email' } });
    const error = await client.request('/x', { expectedStatus: [200, 400] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).reason).toBe('email: Invalid email');
    expect((error as ApiError).isClientError).toBe(true);
  });

  it('rejects on a status other than the expected one', async () => {
    const { client } = setup({ status: 201, body: {} });
    await expect(client.request('/x')).rejects.toBeInstanceOf(ApiError);
    const created = setup({ status: 201, body: {} });
    await expect(created.client.request('/x', { expectedStatus: 201 })).resolves.toMatchObject({ status: 201 });
  });

  it('rejects on 500 with a plain-text body as the reason', async () => {
    const { client } = setup({ status: 500, text: 'upstream down' });
    const error = (await client.request('/x').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(500);
    expect(error.reason).toBe('upstream down');
    expect(error.isClientError).toBe(false);
  });

  it('on 401 for an authenticated call signs the patient out once and rejects as session expired', async () => {
    const { client, onSessionExpired } = setup({ status: 401, body: { message: 'jwt expired' } });
    await expect(client.request('/user')).rejects.toBeInstanceOf(SessionExpiredError);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('on 401 for an unauthenticated call rejects without touching the session', async () => {
    const { client, onSessionExpired } = setup({ status: 401, body: { message: 'no' } });
    await expect(client.request('/account-recovery-request', { auth: false })).rejects.toBeInstanceOf(ApiError);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('does not call the API with an expired token: signs out and rejects', async () => {
    const { client, fetchMock, onSessionExpired } = setup({ status: 200, body: {} }, expiredToken);
    await expect(client.request('/user')).rejects.toBeInstanceOf(SessionExpiredError);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('without a session an authenticated call signs out and rejects', async () => {
    const { client, fetchMock, onSessionExpired } = setup({ status: 200, body: {} }, null);
    await expect(client.request('/user')).rejects.toBeInstanceOf(SessionExpiredError);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onSessionExpired).toHaveBeenCalled();
  });

  it('unauthenticated calls send no Authorization header', async () => {
    const { client, fetchMock } = setup({ status: 200, body: {} }, null);
    await client.request('/patients/registration', { auth: false, query: { registration_code: 'abc' } });
    expect((fetchMock.mock.calls[0]![1].headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('sends JSON bodies with a content type', async () => {
    const { client, fetchMock } = setup({ status: 200, body: {} });
    await client.request('/user', { method: 'PUT', body: { u_id: 7 } });
    const init = fetchMock.mock.calls[0]![1];
    expect(init.method).toBe('PUT');
    expect(init.body).toBe('{"u_id":7}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('turns a failed fetch into a NetworkError', async () => {
    const { client } = setup(new TypeError('Failed to fetch'));
    await expect(client.request('/x', { auth: false })).rejects.toBeInstanceOf(NetworkError);
  });

  it('passes an abort through as is', async () => {
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException('aborted', 'AbortError');
    const { client } = setup(abort);
    await expect(client.request('/x', { auth: false, signal: controller.signal })).rejects.toBe(abort);
  });

  it('resolves with a null body on an empty answer', async () => {
    const { client } = setup({ status: 200 });
    await expect(client.request('/x')).resolves.toEqual({ status: 200, body: null });
  });
});

describe('buildUrl', () => {
  it('joins base and path, repeats array values and skips null and undefined', () => {
    expect(buildUrl('/api/', 'user/medications/required-surveys', { u_id: 1, 'm_ids[]': [3, 4], x: undefined, y: null })).toBe(
      '/api/user/medications/required-surveys?u_id=1&m_ids%5B%5D=3&m_ids%5B%5D=4',
    );
    expect(buildUrl('https://partner.example/api', '/notice/list')).toBe('https://partner.example/api/notice/list');
  });
});
