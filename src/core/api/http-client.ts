import { ApiError, NetworkError, SessionExpiredError } from './api-error';
import { isJwtExpired } from './jwt';

export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Status (or statuses) that count as success; default 200 (spec 01 §7). */
  expectedStatus?: number | readonly number[];
  /** Send the bearer ID token; default true. Unauthenticated calls of spec 01 §6 pass false. */
  auth?: boolean;
  /**
   * The ID token to send instead of the session's: the call that learns who has just signed in,
   * before there is a session. A 401 then rejects like any refusal (there is no session to expire).
   */
  token?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface ApiResponse<T> {
  status: number;
  body: T;
}

export interface HttpClientDeps {
  apiBase: string;
  /** The current ID token, or null when signed out. */
  getToken: () => string | null | Promise<string | null>;
  /** Called once when the session turns out to be expired: sign out, tell the user, go to /login. */
  onSessionExpired: () => void;
  fetch?: typeof fetch;
  now?: () => number;
}

export interface HttpClient {
  request<T>(path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  readonly apiBase: string;
}

export function buildUrl(apiBase: string, path: string, query?: Record<string, QueryValue>): string {
  const base = apiBase.endsWith('/') ? apiBase.slice(0, -1) : apiBase;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((item) => params.append(key, String(item)));
    else params.append(key, String(value));
  }
  const search = params.toString();
  return `${base}${path.startsWith('/') ? path : `/${path}`}${search ? `?${search}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function reasonOf(body: unknown): string {
  if (typeof body === 'string') return body;
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    for (const key of ['message', 'error', 'code']) if (typeof record[key] === 'string') return record[key] as string;
  }
  return '';
}

/**
 * The fetch helper of spec 01 §7: rejects on 400, 401 or any status other than the expected one.
 * An expired or refused token signs the patient out through `onSessionExpired`.
 */
export function createHttpClient(deps: HttpClientDeps): HttpClient {
  const doFetch = deps.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const now = deps.now ?? Date.now;

  async function request<T>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    const { method = 'GET', query, body, expectedStatus = 200, token, headers = {}, signal } = options;
    const auth = (options.auth ?? true) && token === undefined;
    const expected = Array.isArray(expectedStatus) ? expectedStatus : [expectedStatus];
    const requestHeaders: Record<string, string> = { Accept: 'application/json', ...headers };

    if (auth) {
      const sessionToken = await deps.getToken();
      if (!sessionToken || isJwtExpired(sessionToken, now())) {
        deps.onSessionExpired();
        throw new SessionExpiredError();
      }
      requestHeaders.Authorization = `Bearer ${sessionToken}`;
    } else if (token !== undefined) {
      requestHeaders.Authorization = `Bearer ${token}`;
    }
    if (body !== undefined) requestHeaders['Content-Type'] = 'application/json';

    let response: Response;
    try {
      response = await doFetch(buildUrl(deps.apiBase, path, query), {
        method,
        headers: requestHeaders,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
        credentials: 'same-origin',
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new NetworkError(error);
    }

    const responseBody = await readBody(response);
    if (response.status === 401 && auth) {
      deps.onSessionExpired();
      throw new SessionExpiredError();
    }
    if (response.status === 400 || response.status === 401 || !expected.includes(response.status)) {
      throw new ApiError(response.status, responseBody, reasonOf(responseBody));
    }
    return { status: response.status, body: responseBody as T };
  }

  return { request, apiBase: deps.apiBase };
}
