import { describe, expect, it } from 'vitest';
import {
  afterLoginUserOf,
  continueAfterLogin,
  isEmailVerifySkipped,
  markEmailVerifySkipped,
  pendingLinkParams,
  savePendingLinkParams,
  toNavigateDetail,
} from '../../../src/core/session/continue-after-login';
import { memoryStorage as memory } from '../../../src/core/storage/memory-storage';

const done = { consentDate: '2024-01-01T00:00:00Z', emailVerified: 1, groupsMapped: 1 };

describe('continuing the post-login routing after /consent and /email-verify', () => {
  it('reads the routing fields from a stored user record', () => {
    expect(afterLoginUserOf(null)).toBeNull();
    expect(afterLoginUserOf({ consentDate: null, emailVerified: 0, groupsMapped: 0, fname: 'Pat' })).toEqual({
      consentDate: null,
      emailVerified: 0,
      groupsMapped: 0,
    });
    expect(afterLoginUserOf({ consentDate: 'x', emailVerified: '1' })).toEqual({ consentDate: 'x', emailVerified: 1, groupsMapped: 1 });
  });

  it('after consent, an unverified e-mail goes to /email-verify and the kept link parameters stay', () => {
    const storage = memory();
    savePendingLinkParams({ doc_id: '9', link: '' }, storage);
    expect(pendingLinkParams(storage)).toEqual({ doc_id: '9' });
    const target = continueAfterLogin({ user: { ...done, emailVerified: 0 }, uId: 5, variant: 'standard', storage });
    expect(target.path).toBe('/email-verify');
    expect(pendingLinkParams(storage)).toEqual({ doc_id: '9' });
  });

  it('then the kept link parameters decide the destination, and are used once', () => {
    const storage = memory();
    savePendingLinkParams({ doc_id: '9' }, storage);
    expect(continueAfterLogin({ user: done, uId: 5, variant: 'standard', storage })).toEqual({ path: '/documents', query: { doc_id: '9' } });
    expect(pendingLinkParams(storage)).toEqual({});
    expect(continueAfterLogin({ user: done, uId: 5, variant: 'standard', storage })).toEqual({ path: '/home' });
  });

  it("the page's own query wins over the kept parameters", () => {
    const storage = memory();
    savePendingLinkParams({ doc_id: '9' }, storage);
    expect(continueAfterLogin({ user: done, uId: 5, variant: 'standard', search: '?survey_event_id=3', storage }).path).toBe('/survey');
  });

  it('a skipped e-mail verification is not asked again for that patient in this tab', () => {
    const storage = memory();
    const unverified = { ...done, emailVerified: 0 };
    expect(isEmailVerifySkipped(5, storage)).toBe(false);
    markEmailVerifySkipped(5, storage);
    expect(isEmailVerifySkipped(5, storage)).toBe(true);
    expect(continueAfterLogin({ user: unverified, uId: 5, variant: 'standard', storage }).path).toBe('/home');
    expect(continueAfterLogin({ user: unverified, uId: 6, variant: 'standard', storage }).path).toBe('/email-verify');
  });

  it('uses the company variant (care groups to map)', () => {
    const storage = memory();
    expect(continueAfterLogin({ user: { ...done, groupsMapped: 0 }, uId: 5, variant: 'care-program', storage }).path).toBe('/care-programs');
    expect(continueAfterLogin({ user: { ...done, groupsMapped: 0 }, uId: 5, variant: null, storage }).path).toBe('/home');
  });

  it('turns a target into rx-navigate detail with the query in the path', () => {
    expect(toNavigateDetail({ path: '/home', query: { redirect: '1' } })).toEqual({ path: '/home?redirect=1', replace: true });
    expect(toNavigateDetail({ path: '/profile', state: { initialOption: 2 } }, false)).toEqual({
      path: '/profile',
      replace: false,
      state: { initialOption: 2 },
    });
  });
});
