import { describe, expect, it } from 'vitest';
import { analyticsPath, createAnalytics, setActiveAnalytics, trackAction } from '../../../../src/core/analytics/analytics';
import { memoryStorage } from '../../../../src/core/storage/memory-storage';

function setup(options: { status?: number; fail?: boolean; storage?: Storage; signedIn?: boolean } = {}) {
  const calls: Array<{ method: string; url: string; body: unknown; auth: string | undefined }> = [];
  const fetch = async (url: RequestInfo | URL, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      calls.push({ method: init?.method ?? 'GET', url: String(url), body: JSON.parse(String(init?.body)), auth: headers.get('authorization') ?? undefined });
      if (options.fail) throw new TypeError('Failed to fetch');
      return new Response('{}', { status: options.status ?? 200 });
  };
  let n = 0;
  const tracker = createAnalytics({
    apiBase: '/api',
    fetch,
    productName: 'rx-portal',
    getToken: () => (options.signedIn === false ? null : 'h.eyJleHAiOjk5OTk5OTk5OTl9.s'),
    storage: options.storage ?? memoryStorage(),
    newId: () => `id-${++n}`,
  });
  return { tracker, calls };
}

describe('analytics (spec 01 §7)', () => {
  it('starts the session before the first page view, PUTs it on later pages, and closes each page view', async () => {
    const { tracker, calls } = setup();
    tracker.enterPage('/home', 'Home');
    tracker.action('home-tile', { href: '/chat' });
    tracker.enterPage('/chat', 'Messages');
    tracker.leavePage();
    await tracker.flush();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /api/physician/analytics/session',
      'POST /api/physician/analytics/pageview',
      'POST /api/web/analytics/action',
      'PUT /api/physician/analytics/pageview',
      'PUT /api/physician/analytics/session',
      'POST /api/physician/analytics/pageview',
      'PUT /api/physician/analytics/pageview',
    ]);
    expect(calls[0]!.body).toEqual({ sessionId: 'id-1', productName: 'rx-portal' });
    expect(calls[1]!.body).toEqual({ sessionId: 'id-1', pagePath: '/home', pageTitle: 'Home', pageviewId: 'id-2' });
    expect(calls[2]!.body).toEqual({ pageviewId: 'id-2', actionName: 'home-tile', actionCompleted: true, actionHref: '/chat' });
    expect(calls[3]!.body).toEqual(calls[1]!.body);
    expect(calls[5]!.body).toEqual({ sessionId: 'id-1', pagePath: '/chat', pageTitle: 'Messages', pageviewId: 'id-3' });
    expect(calls.every((c) => c.auth?.startsWith('Bearer '))).toBe(true);
  });

  it('never sends a query string or fragment (no PHI in analytics)', async () => {
    const { tracker, calls } = setup();
    tracker.enterPage('/survey?survey_event_id=12&email=pat@example.com#q3', 'Assessment');
    tracker.action('open', { href: 'https://portal.example/documents?doc_id=9' });
    await tracker.flush();
    const sent = JSON.stringify(calls.map((c) => c.body));
    expect(sent).not.toContain('?');
    expect(sent).not.toContain('survey_event_id');
    expect(sent).not.toContain('pat@example.com');
    expect(calls[1]!.body).toMatchObject({ pagePath: '/survey' });
    expect(calls[2]!.body).toMatchObject({ actionHref: '/documents' });
  });

  it('keeps one session per tab: a reload PUTs the stored session instead of POSTing a new one', async () => {
    const storage = memoryStorage();
    const first = setup({ storage });
    first.tracker.enterPage('/home', 'Home');
    await first.tracker.flush();
    const second = setup({ storage });
    second.tracker.enterPage('/home', 'Home');
    await second.tracker.flush();
    expect(second.calls[0]).toMatchObject({ method: 'PUT', url: '/api/physician/analytics/session', body: { sessionId: 'id-1' } });
  });

  it('ignores failures: network errors, refused calls, a refused token', async () => {
    for (const options of [{ fail: true }, { status: 500 }, { status: 401 }, { status: 404 }]) {
      const { tracker, calls } = setup(options);
      tracker.enterPage('/home', 'Home');
      tracker.action('x');
      tracker.leavePage();
      await expect(tracker.flush()).resolves.toBeUndefined();
      expect(calls).toHaveLength(4);
    }
  });

  it('records nothing while nobody is signed in (the API takes signed-in usage only)', async () => {
    const { tracker, calls } = setup({ signedIn: false });
    tracker.enterPage('/login', 'Sign in');
    tracker.action('log-in');
    tracker.leavePage();
    await tracker.flush();
    expect(calls).toEqual([]);
  });

  it('records actions only on a page, and trackAction is a no-op without a tracker', async () => {
    const { tracker, calls } = setup();
    tracker.action('before-any-page');
    await tracker.flush();
    expect(calls).toHaveLength(0);
    setActiveAnalytics(null);
    expect(() => trackAction('nothing')).not.toThrow();
    setActiveAnalytics(tracker);
    tracker.enterPage('/home', 'Home');
    trackAction('home-tile', { href: '/refill?x=1' });
    await tracker.flush();
    expect(calls.at(-1)!.body).toMatchObject({ actionName: 'home-tile', actionHref: '/refill' });
    setActiveAnalytics(null);
  });

  it('analyticsPath keeps the path only', () => {
    expect(analyticsPath('/a/b?c=d#e')).toBe('/a/b');
    expect(analyticsPath('home')).toBe('/home');
    expect(analyticsPath('https://x.example/y?z')).toBe('/y');
  });
});
