import { describe, expect, it } from 'vitest';
import { appPathOf, normalizeBasePath, pagePathOf, parseTarget } from '../../../../src/features/portal/model/location';
import { createMemoryRouter } from '../../../../src/features/portal/model/router';

describe('base path', () => {
  it('normalizes to a leading slash and no trailing slash', () => {
    expect(normalizeBasePath('/portal/')).toBe('/portal');
    expect(normalizeBasePath('portal')).toBe('/portal');
    expect(normalizeBasePath('/')).toBe('');
    expect(normalizeBasePath(undefined)).toBe('');
  });

  it('maps page paths to app paths and back', () => {
    expect(appPathOf('/portal/home', '/portal')).toBe('/home');
    expect(appPathOf('/portal/', '/portal')).toBe('/');
    expect(appPathOf('/portal', '/portal')).toBe('/');
    expect(appPathOf('/portalx/home', '/portal')).toBeNull();
    expect(appPathOf('/home', '')).toBe('/home');
    expect(pagePathOf('/home', '/portal/')).toBe('/portal/home');
    expect(pagePathOf('/home', '')).toBe('/home');
  });
});

describe('navigation targets', () => {
  it('splits path and query, drops the fragment', () => {
    expect(parseTarget('/survey?survey_event_id=4#x')).toEqual({ path: '/survey', search: '?survey_event_id=4' });
    expect(parseTarget('/home')).toEqual({ path: '/home', search: '' });
    expect(parseTarget('/?')).toEqual({ path: '/', search: '' });
  });

  it('refuses anything that is not an app path', () => {
    for (const target of ['https://evil.example/home', '//evil.example/home', 'home', '', 'javascript:alert(1)']) {
      expect(parseTarget(target)).toBeNull();
    }
  });
});

describe('memory router', () => {
  it('pushes, replaces, goes back and forward, and notifies', () => {
    const router = createMemoryRouter('/login');
    const seen: string[] = [];
    router.subscribe(() => seen.push(router.current().path));
    router.navigate('/home');
    router.navigate('/chat?conv_id=3', { state: { convIdFromLink: 3 } });
    expect(router.current()).toMatchObject({ path: '/chat', search: '?conv_id=3', state: { convIdFromLink: 3 } });
    router.back();
    expect(router.current().path).toBe('/home');
    router.forward();
    expect(router.current().path).toBe('/chat');
    router.back();
    // replacing keeps the forward entries, as the browser's history does
    router.navigate('/settings', { replace: true });
    expect(router.current().path).toBe('/settings');
    router.forward();
    expect(router.current().path).toBe('/chat');
    router.back();
    router.back();
    expect(router.current().path).toBe('/login');
    router.back();
    expect(seen).toEqual(['/home', '/chat', '/home', '/chat', '/home', '/settings', '/chat', '/settings', '/login']);
  });

  it('gives every navigation a new key, and refuses foreign targets', () => {
    const router = createMemoryRouter();
    const first = router.current().key;
    router.navigate('/home');
    const second = router.current().key;
    router.navigate('/home');
    expect(new Set([first, second, router.current().key]).size).toBe(3);
    expect(router.navigate('https://example.com/')).toBe(false);
    expect(router.current().path).toBe('/home');
  });
});
