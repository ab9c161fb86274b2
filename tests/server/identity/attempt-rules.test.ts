import { describe, expect, it } from 'vitest';
import { afterSignInFailure, codeVerdict, isLockedOut, NO_ATTEMPTS, type AttemptState } from '../../../server/platform/identity/attempt-rules';

const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1) + seconds * 1000);

function failTimes(count: number, state: AttemptState = NO_ATTEMPTS, start = 0): { state: AttemptState; now: number } {
  let now = start;
  for (let i = 0; i < count; i += 1) {
    // Each try waits out the lockout before it, so that it counts.
    if (state.lockedUntil) now = Math.max(now, (state.lockedUntil.getTime() - at(0).getTime()) / 1000);
    state = afterSignInFailure(state, at(now));
  }
  return { state, now };
}

describe('sign-in lockout', () => {
  it('allows four failures, then locks for 1 s, 2 s, 4 s… up to 15 minutes', () => {
    const four = failTimes(4);
    expect(four.state.lockedUntil).toBeNull();
    const five = failTimes(5);
    expect(five.state.lockedUntil).toEqual(at(five.now + 1));
    const seven = failTimes(7);
    expect(seven.state.lockedUntil).toEqual(at(seven.now + 4));
    const many = failTimes(20);
    expect(many.state.lockedUntil).toEqual(at(many.now + 900));
  });

  it('does not count tries during a lockout, and forgets the count after 15 quiet minutes', () => {
    const { state, now } = failTimes(6);
    expect(isLockedOut(state, at(now + 1))).toBe(true);
    expect(afterSignInFailure(state, at(now + 1))).toBe(state);
    expect(isLockedOut(state, at(now + 2))).toBe(false);
    const later = afterSignInFailure(state, at(now + 2 + 901));
    expect(later).toMatchObject({ failures: 1, lockedUntil: null });
  });
});

describe('code validity', () => {
  const issued = { ...NO_ATTEMPTS, issuedAt: at(0) };
  it('expires sign-up codes after 24 hours, reset codes after 1 hour, MFA challenges after 3 minutes', () => {
    expect(codeVerdict(issued, 'sign-up', at(24 * 3600))).toBe('open');
    expect(codeVerdict(issued, 'sign-up', at(24 * 3600 + 1))).toBe('expired');
    expect(codeVerdict(issued, 'forgot-password', at(3600))).toBe('open');
    expect(codeVerdict(issued, 'forgot-password', at(3601))).toBe('expired');
    expect(codeVerdict(issued, 'mfa', at(181))).toBe('expired');
  });

  it('ends a code after 5 wrong tries, an MFA challenge after 3', () => {
    expect(codeVerdict({ ...issued, failures: 4 }, 'forgot-password', at(1))).toBe('open');
    expect(codeVerdict({ ...issued, failures: 5 }, 'forgot-password', at(1))).toBe('exhausted');
    expect(codeVerdict({ ...issued, failures: 2 }, 'mfa', at(1))).toBe('open');
    expect(codeVerdict({ ...issued, failures: 3 }, 'mfa', at(1))).toBe('exhausted');
  });
});
