import { describe, expect, it } from 'vitest';
import { pendingStepOf, resolveRoute, type GuardSession } from '../../../../src/features/portal/model/guards';

const done = { consentDate: '2024-01-02T00:00:00Z', emailVerified: 1, groupsMapped: 1 };
const withStep = (pendingStep: GuardSession['pendingStep']): GuardSession => ({ signedIn: true, modules: [{ modId: 1, name: 'Refill' }], pendingStep });
const at = (path: string) => ({ path, search: '' });

describe('pendingStepOf (spec 01 §4 after-login priority)', () => {
  it('asks for consent first, then e-mail verification, then nothing', () => {
    expect(pendingStepOf({ ...done, consentDate: null, emailVerified: 0 }, false)).toBe('/consent');
    expect(pendingStepOf({ ...done, consentDate: '  ' }, false)).toBe('/consent');
    expect(pendingStepOf({ ...done, emailVerified: 0 }, false)).toBe('/email-verify');
    expect(pendingStepOf(done, false)).toBeNull();
  });
  it('lets a patient who skipped e-mail verification in this tab go on, but never past consent', () => {
    expect(pendingStepOf({ ...done, emailVerified: 0 }, true)).toBeNull();
    expect(pendingStepOf({ ...done, consentDate: null }, true)).toBe('/consent');
  });
  it('decides nothing while the user record is unknown', () => {
    expect(pendingStepOf(null, false)).toBeNull();
  });
});

describe('resolveRoute with a post-login step due', () => {
  it('sends every signed-in route to consent, whatever address is typed', () => {
    for (const path of ['/home', '/settings', '/profile', '/refill', '/email-verify']) {
      expect(resolveRoute(at(path), withStep('/consent'))).toEqual({ kind: 'redirect', to: '/consent' });
    }
  });
  it('renders the step itself and the open routes', () => {
    expect(resolveRoute(at('/consent'), withStep('/consent'))).toMatchObject({ kind: 'render', route: { path: '/consent' } });
    expect(resolveRoute(at('/terms-conditions'), withStep('/consent'))).toMatchObject({ kind: 'render' });
    expect(resolveRoute(at('/login'), withStep('/consent'))).toMatchObject({ kind: 'render' });
  });
  it('sends home to e-mail verification once consent is given', () => {
    expect(resolveRoute(at('/home'), withStep('/email-verify'))).toEqual({ kind: 'redirect', to: '/email-verify' });
    expect(resolveRoute(at('/home'), withStep(null))).toMatchObject({ kind: 'render', route: { path: '/home' } });
  });
});
