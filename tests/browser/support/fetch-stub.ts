export interface RecordedRequest {
  url: string;
  method: string;
  body: unknown;
  headers: Record<string, string>;
}

export type StubHandler = (request: RecordedRequest) => { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>;

/** Replaces window.fetch (the boundary the http client calls) and records every request. */
export function stubFetch(handler: StubHandler) {
  const original = window.fetch;
  const requests: RecordedRequest[] = [];
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request = { url, method: init?.method ?? 'GET', body, headers };
    requests.push(request);
    const { status, body: responseBody } = await handler(request);
    return new Response(responseBody === undefined ? null : JSON.stringify(responseBody), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return {
    requests,
    restore: () => {
      window.fetch = original;
    },
  };
}
